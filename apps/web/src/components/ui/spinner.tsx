import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';

interface SpinnerProps {
  className?: string;
  /** Accessible name; the spinner is a status region. */
  label?: string;
}

/** A CSS-only spinner (no icon library) so the landing chunk stays small. */
export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={label ?? t('loading')} className={cx('inline-flex', className)}>
      <span className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-70" />
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary">
      <Spinner label={label} className="[&>span]:size-8" />
    </div>
  );
}
