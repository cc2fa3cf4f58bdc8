import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, ScrollTextIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useAcceptDisclaimer } from '../api/accept-disclaimer';

/** The terms in their order; each one's title and text are `term.<id>.title` and `term.<id>.text` (terms namespace). */
const TERM_IDS = ['purpose', 'noGuarantees', 'confidentiality', 'responsibility', 'liability', 'changes'] as const;

/** The schema's message, in English; shown in the interface's language. */
export const ACCEPTANCE_REQUIRED_MESSAGE = 'You must confirm acceptance to continue';

/** The acceptance itself has no body (POST /api/auth/accept-disclaimer): the form only asks for the tick. */
const ZTermsForm = z.object({
  accepted: z.boolean().refine((isAccepted) => isAccepted, { message: ACCEPTANCE_REQUIRED_MESSAGE }),
});

interface TermsScreenProps {
  /** Refreshes the dashboard and the current user once the terms are accepted. */
  onAccepted: () => Promise<void>;
}

/** Terms of Service & Disclaimer: shown instead of the project list until the user accepts. */
export function TermsScreen({ onAccepted }: TermsScreenProps) {
  const { t } = useTranslation('terms');
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTermsForm), defaultValues: { accepted: false } });
  const acceptance = useAcceptDisclaimer({ onSuccess: onAccepted });
  const accept = handleSubmit(() => acceptance.mutate());

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <ScrollTextIcon className="size-5" />
        </span>
        <div>
          <h1 id="terms-title" className="text-2xl font-semibold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
        </div>
      </div>
      <form
        onSubmit={(event) => {
          if (acceptance.isPending) {
            event.preventDefault();
            return;
          }
          void accept(event);
        }}
        noValidate
        className="mt-6 rounded-xl border border-border bg-card shadow-xs"
      >
        {/* A scroll region: focusable so keyboard users can scroll it, named after the heading. */}
        <ol
          tabIndex={0}
          aria-labelledby="terms-title"
          className="max-h-[55vh] space-y-5 overflow-y-auto rounded-t-xl p-5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:p-6"
        >
          {TERM_IDS.map((id, index) => (
            <li key={id} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
                {index + 1}
              </span>
              <div>
                <h2 className="text-sm font-semibold">{t(`term.${id}.title`)}</h2>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(`term.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="space-y-4 border-t border-border bg-muted/40 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="accepted"
              render={({ field }) => (
                <Checkbox
                  id="accept-terms"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  {...fieldErrorProps('accept-terms-error', errors.accepted)}
                  className="mt-0.5"
                />
              )}
            />
            <Label htmlFor="accept-terms" className="leading-snug">
              {t('accept.label')}
            </Label>
          </div>
          <FieldError
            id="accept-terms-error"
            error={
              errors.accepted?.message === ACCEPTANCE_REQUIRED_MESSAGE
                ? { message: t('accept.required') }
                : errors.accepted
            }
          />
          {acceptance.isError && (
            <Alert variant="destructive">
              <AlertCircleIcon />
              <AlertDescription>{errorMessage(acceptance.error, t('accept.failed'))}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={acceptance.isPending} className="w-full sm:w-auto">
            {acceptance.isPending ? t('accept.submitting') : t('accept.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
