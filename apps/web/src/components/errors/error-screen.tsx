import { useTranslation } from 'react-i18next';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

function describeError(error: unknown): string | null {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return null;
}

/** The generic error screen (spec section 2). Uses <details> so it needs no script to collapse. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-[60vh] w-full items-center justify-center p-6">
      <div className="w-full max-w-lg rounded-xl border border-border bg-card p-8 shadow-sm">
        <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        </div>
        <h1 className="text-xl font-semibold tracking-tight">{t('error.title')}</h1>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('error.text')}</p>
        <details className="group mt-4 rounded-md border border-border bg-muted/60 text-sm">
          <summary className="cursor-pointer rounded-md px-3 py-2 font-medium select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {t('error.details')}
          </summary>
          <pre className="overflow-x-auto border-t border-border px-3 py-2 font-mono text-xs whitespace-pre-wrap text-muted-foreground">
            {describeError(error) ?? t('error.unknown')}
          </pre>
        </details>
        <div className="mt-6 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-9 cursor-pointer items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('error.tryAgain')}
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-9 cursor-pointer items-center rounded-md border border-border bg-card px-4 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('error.refresh')}
          </button>
        </div>
      </div>
    </div>
  );
}
