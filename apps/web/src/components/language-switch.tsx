import { LanguagesIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LANGUAGE_NAMES, LOCALES, useLocale, type TLocale } from '@/i18n';
import { cx } from '@/lib/cx';

interface LanguageSwitchProps {
  /** Applies the language (and saves it where the caller can). */
  onChange: (language: TLocale) => void;
  className?: string;
}

/**
 * The interface language, as a native select: small enough for the landing page, usable with keyboard and screen
 * readers everywhere, and each language named in itself.
 */
export function LanguageSwitch({ onChange, className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={cx('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <LanguagesIcon className="pointer-events-none absolute left-2 size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-3 pl-8 text-sm text-foreground shadow-xs transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
