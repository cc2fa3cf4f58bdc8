import { KeyRoundIcon, LogOutIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from './change-password-form';

interface PasswordChangeRequiredProps {
  onLogout: () => void;
}

/**
 * Shown instead of every signed-in screen while the user holds a temporary password (the server refuses the
 * other routes until then). Once it is changed, the session's user is re-read and the app appears.
 */
export function PasswordChangeRequired({ onLogout }: PasswordChangeRequiredProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-md">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-[0_16px_40px_-16px_rgb(30_41_90/0.25)] sm:p-8">
          <div className="mb-6 flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <KeyRoundIcon className="size-5" />
            </span>
            <div>
              <h1 className="text-xl font-semibold tracking-tight">{t('account.requiredTitle')}</h1>
              <p className="mt-1 text-sm text-muted-foreground">{t('account.requiredDescription')}</p>
            </div>
          </div>
          {/* Nothing more to do on success: the re-read user no longer needs this screen. */}
          <ChangePasswordForm currentLabel={t('account.temporaryPassword')} />
        </div>
        <div className="mt-6 flex justify-center">
          <Button variant="ghost" onClick={onLogout}>
            <LogOutIcon />
            {t('account.logout')}
          </Button>
        </div>
      </main>
    </div>
  );
}
