import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';

// The landing page shows no toasts, so it does not load the toast library.
const AppToaster = lazy(() => import('./toaster'));

/** Root of every route: the page inside an error boundary, scroll reset on navigation, and the toasts. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const isAdminScreen = pathname === '/admin' || pathname.startsWith('/admin/');
  const isLanding = pathname === '/';

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <>
      <ErrorBoundary key={pathname}>
        <Outlet />
      </ErrorBoundary>
      {!isLanding && (
        <Suspense fallback={null}>
          <AppToaster position={isAdminScreen ? 'top-right' : 'bottom-right'} />
        </Suspense>
      )}
    </>
  );
}
