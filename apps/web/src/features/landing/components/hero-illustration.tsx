import { useTranslation } from 'react-i18next';

/** A product preview drawn with HTML and CSS only (the CSP allows no external images), in the interface's language. */
export function HeroIllustration() {
  const { t } = useTranslation('landing');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-primary/15 via-sky-200/30 to-transparent blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-card shadow-[0_24px_60px_-20px_rgb(30_41_90/0.35)]">
        <div className="flex items-center gap-1.5 border-b border-border bg-muted/60 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 text-[0.6875rem] font-medium text-muted-foreground">{t('illustration.window')}</span>
        </div>
        <div className="grid gap-3 p-4 sm:grid-cols-[1fr_1.15fr]">
          <div className="space-y-2">
            {[
              [t('illustration.applicationDraft'), 'PDF'],
              [t('illustration.fundingProposal'), 'DOCX'],
              [t('illustration.riskMatrix'), 'PDF'],
            ].map(([name, type]) => (
              <div key={name} className="flex items-center gap-2 rounded-lg border border-border px-2.5 py-2">
                <span className="flex h-7 w-6 items-center justify-center rounded bg-primary-soft text-[0.5rem] font-bold text-primary">
                  {type}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[0.6875rem] font-semibold">{name}</p>
                  <p className="text-[0.625rem] text-success">● {t('illustration.processed')}</p>
                </div>
              </div>
            ))}
            <div className="rounded-lg border border-dashed border-primary/30 bg-primary-soft/60 px-2.5 py-2 text-[0.625rem] leading-relaxed text-muted-foreground">
              {t('illustration.contact')}{' '}
              <span className="rounded bg-amber-100 px-1 font-mono text-amber-900">[PERSON_1]</span>,{' '}
              <span className="rounded bg-amber-100 px-1 font-mono text-amber-900">[EMAIL_ADDRESS_1]</span>
            </div>
          </div>
          <div className="flex flex-col gap-2 rounded-xl bg-muted/70 p-3">
            <div className="ml-auto max-w-[85%] rounded-lg rounded-br-sm bg-primary px-2.5 py-1.5 text-[0.6875rem] text-primary-foreground">
              {t('illustration.question')}
            </div>
            <div className="max-w-[95%] space-y-1.5 rounded-lg rounded-bl-sm bg-card px-2.5 py-2 text-[0.6875rem] shadow-xs">
              <p className="font-semibold">{t('illustration.reviewTitle')}</p>
              {[
                [t('illustration.innovation'), t('illustration.innovationVerdict'), 'bg-success'],
                [t('illustration.market'), t('illustration.marketVerdict'), 'bg-warning'],
                [t('illustration.workPlan'), t('illustration.workPlanVerdict'), 'bg-success'],
                [t('illustration.team'), t('illustration.teamVerdict'), 'bg-warning'],
              ].map(([criterion, verdict, colour]) => (
                <div key={criterion} className="flex items-center gap-2">
                  <span className={`size-1.5 shrink-0 rounded-full ${colour}`} />
                  <span className="text-muted-foreground">{criterion}:</span>
                  <span className="truncate font-medium">{verdict}</span>
                </div>
              ))}
              <div className="mt-1 h-1.5 w-3/4 rounded bg-slate-200" />
              <div className="h-1.5 w-1/2 rounded bg-slate-200" />
            </div>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-3 hidden items-center gap-2 rounded-xl border border-border bg-card px-3 py-2 shadow-lg sm:flex">
        <span className="flex size-7 items-center justify-center rounded-full bg-success/10 text-success">
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12 5 5 9-10" />
          </svg>
        </span>
        <div>
          <p className="text-[0.6875rem] font-semibold">{t('illustration.masked', { count: 7 })}</p>
          <p className="text-[0.625rem] text-muted-foreground">{t('illustration.beforeAnalysis')}</p>
        </div>
      </div>
    </div>
  );
}
