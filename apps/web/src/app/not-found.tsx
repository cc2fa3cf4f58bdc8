import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-2 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {t('notFound.home')}
      </Link>
    </main>
  );
}
