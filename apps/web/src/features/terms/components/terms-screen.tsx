import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, ScrollTextIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useAcceptDisclaimer } from '../api/accept-disclaimer';

export const TERMS = [
  {
    title: 'Purpose',
    text: 'This service provides AI-assisted, pre-submission feedback on grant applications. It is a support tool for preparing your application and does not replace your own judgement or professional advice.',
  },
  {
    title: 'No guarantees',
    text: 'The feedback is generated automatically and may be incomplete or inaccurate. Using the service does not guarantee that an application will be accepted or funded by Innosuisse, ETH Zurich or any other funding body.',
  },
  {
    title: 'Confidentiality',
    text: 'Your documents are stored on Swiss-hosted infrastructure and are only accessible to your account. Personal data is detected and masked before AI analysis; you can review what was masked before starting an analysis.',
  },
  {
    title: 'User responsibility',
    text: 'You are responsible for the content you upload, for having the right to share it, and for checking all feedback before acting on it. Do not upload documents you are not permitted to process.',
  },
  {
    title: 'Limitation of liability',
    text: 'To the extent permitted by law, the provider is not liable for any direct or indirect damage arising from the use of the service or from decisions made on the basis of its feedback.',
  },
  {
    title: 'Changes',
    text: 'These terms may be updated as the service evolves during the beta. Significant changes will be communicated, and continued use after a change means you accept the updated terms.',
  },
] as const;

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
            Terms of Service &amp; Disclaimer
          </h1>
          <p className="text-sm text-muted-foreground">Please read and accept the terms before using your projects.</p>
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
          {TERMS.map((term, index) => (
            <li key={term.title} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
                {index + 1}
              </span>
              <div>
                <h2 className="text-sm font-semibold">{term.title}</h2>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{term.text}</p>
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
              I have read and agree to the Terms of Service &amp; Disclaimer.
            </Label>
          </div>
          <FieldError id="accept-terms-error" error={errors.accepted} />
          {acceptance.isError && (
            <Alert variant="destructive">
              <AlertCircleIcon />
              <AlertDescription>{errorMessage(acceptance.error, 'Failed to accept disclaimer')}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={acceptance.isPending} className="w-full sm:w-auto">
            {acceptance.isPending ? 'Processing...' : 'Accept and Continue'}
          </Button>
        </div>
      </form>
    </div>
  );
}
