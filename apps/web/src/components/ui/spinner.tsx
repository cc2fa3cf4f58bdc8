import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Accessible name; the spinner is a status region. */
  label?: string;
}

/** A CSS-only spinner (no icon library) so the landing chunk stays small. */
export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <span className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-70" />
    </span>
  );
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary">
      <Spinner label={label} className="[&>span]:size-8" />
    </div>
  );
}
