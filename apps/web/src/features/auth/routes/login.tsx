import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { betaMailtoHref } from '@/config/site';
import { LoginForm } from '../components/login-form';
import { useSession } from '@/lib/session-provider';

export default function LoginRoute() {
  const { user, isLoading, login, setLanguage } = useSession();
  const { t } = useTranslation(['auth', 'common', 'landing']);
  const navigate = useNavigate();

  if (isLoading) return <PageSpinner label={t('common:session.loading')} />;
  if (user) return <Navigate to="/projects" replace />;

  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,oklch(0.93_0.04_264)_0%,transparent_70%)]"
      />
      <LanguageSwitch onChange={(language) => void setLanguage(language)} className="absolute top-4 right-4 z-10" />
      <header className="relative mb-8">
        <Link
          to="/"
          className="block rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('login.homeLabel')}
        >
          <Logo />
        </Link>
      </header>
      <main className="relative w-full max-w-sm">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-[0_16px_40px_-16px_rgb(30_41_90/0.25)] sm:p-8">
          <h1 className="text-xl font-semibold tracking-tight">{t('login.title')}</h1>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{t('login.intro')}</p>
          <LoginForm onLogin={login} onSuccess={() => void navigate('/projects')} />
        </div>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t('login.noAccount')}{' '}
          <a
            href={betaMailtoHref({ subject: t('landing:mail.subject'), body: t('landing:mail.body') })}
            className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('login.requestAccess')}
          </a>
        </p>
      </main>
    </div>
  );
}
