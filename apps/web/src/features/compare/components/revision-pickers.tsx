import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TRevisionOption {
  id: string;
  /** 'Revision N · 20 Nov 2026' */
  label: string;
}

const selectClassName =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

/** The two revisions compared, each chosen among the analysed ones; the server puts the earlier one first. */
export function RevisionPickers({
  options,
  from,
  to,
  onChange,
}: {
  options: readonly TRevisionOption[];
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const { t } = useTranslation('compare');
  const id = useId();
  const pickers = [
    { key: 'from', label: t('picker.from'), value: from, pick: (value: string) => onChange(value, to) },
    { key: 'to', label: t('picker.to'), value: to, pick: (value: string) => onChange(from, value) },
  ] as const;
  return (
    <fieldset className="mb-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:max-w-2xl">
      <legend className="sr-only">{t('picker.heading')}</legend>
      {pickers.map((picker) => (
        <div key={picker.key} className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-${picker.key}`} className="text-sm font-medium">
            {picker.label}
          </label>
          <select
            id={`${id}-${picker.key}`}
            value={picker.value}
            onChange={(event) => picker.pick(event.target.value)}
            className={selectClassName}
          >
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
