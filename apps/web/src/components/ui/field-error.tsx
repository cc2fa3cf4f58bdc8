import { cn } from '@/lib/utils';

/** What react-hook-form holds for a field (a plain field, an array of checkboxes …): only the message is read. */
type TFieldProblem = { message?: string } | undefined;

/**
 * A field's validation message, right below the field. Announced when it appears (role alert), and named by the
 * field's aria-describedby through `fieldErrorProps`, so a screen reader reads it again on focus.
 */
export function FieldError({ id, error, className }: { id: string; error?: TFieldProblem; className?: string }) {
  if (!error?.message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {error.message}
    </p>
  );
}

/**
 * aria-invalid and aria-describedby for a field: its error message while it has one, then its hints (any falsy
 * hint is left out).
 */
export function fieldErrorProps(
  errorId: string,
  error: TFieldProblem,
  ...hintIds: (string | false | null | undefined)[]
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const hasError = Boolean(error?.message);
  const ids = [hasError && errorId, ...hintIds].filter((id): id is string => typeof id === 'string' && id !== '');
  return {
    'aria-invalid': hasError || undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}
