/**
 * The signed-in shell (its own chunk, so the landing page loads none of it): React Query, the confirm
 * dialog and tooltips, the sidebar (off-canvas below md), and the guard that sends signed-out users to /login.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { MenuIcon, XIcon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Sidebar } from '@/components/layout/sidebar';
import { SidebarSlotContext } from '@/components/layout/sidebar-slot';
import { Logo } from '@/components/logo';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { PasswordChangeRequired } from '@/features/auth/components/password-change-required';
import { useSession } from '@/lib/session-provider';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { createQueryClient } from './query-client';

const queryClient = createQueryClient();

export default function AppLayout() {
  const { user, isLoading, logout, setLanguage } = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAdminScreen = pathname === '/admin' || pathname.startsWith('/admin/');
  const [slotElement, setSlotElement] = useState<HTMLElement | null>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isChangingPassword, setIsChangingPassword] = useState(false);

  // Close the mobile menu on navigation (adjusted while rendering: no effect, no extra render with the menu open).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setIsMenuOpen(false);
  }

  // Signed out (logout or a 401): drop every cached answer of the previous user.
  useEffect(() => {
    if (!user && !isLoading) queryClient.clear();
  }, [user, isLoading]);

  if (isLoading) return <PageSpinner label={t('session.loading')} />;
  if (!user) return <Navigate to="/login" replace />;

  const handleLogout = () => {
    logout();
    queryClient.clear();
    void navigate('/login');
  };

  // A temporary password: the server answers nothing else until it is changed, so neither does the app.
  if (user.must_change_password) {
    return (
      <QueryClientProvider client={queryClient}>
        <PasswordChangeRequired onLogout={handleLogout} />
      </QueryClientProvider>
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        <ConfirmProvider>
          <SidebarSlotContext.Provider value={slotElement}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
            >
              {t('nav.skipToContent')}
            </a>
            <div className="flex min-h-dvh">
              {/* Mobile top bar */}
              <header className="fixed inset-x-0 top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-card/95 px-4 backdrop-blur md:hidden">
                <Link
                  to="/projects"
                  aria-label={t('nav.homeLabel')}
                  className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Logo />
                </Link>
                <button
                  type="button"
                  onClick={() => setIsMenuOpen((open) => !open)}
                  aria-expanded={isMenuOpen}
                  aria-controls="app-sidebar"
                  className="flex size-9 cursor-pointer items-center justify-center rounded-md text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {isMenuOpen ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
                  <span className="sr-only">{isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
                </button>
              </header>
              {isMenuOpen && (
                <div
                  className="fixed inset-0 z-30 bg-slate-950/30 md:hidden"
                  aria-hidden="true"
                  onClick={() => setIsMenuOpen(false)}
                />
              )}
              <aside
                id="app-sidebar"
                aria-label={t('nav.sidebar')}
                className={cn(
                  'fixed inset-y-0 left-0 z-40 w-64 border-r border-border bg-card transition-transform duration-200 md:sticky md:top-0 md:h-dvh md:translate-x-0',
                  isMenuOpen ? 'translate-x-0 shadow-xl' : '-translate-x-full max-md:invisible',
                )}
              >
                <Sidebar
                  user={user}
                  onLogout={handleLogout}
                  onChangePassword={() => {
                    setIsMenuOpen(false);
                    setIsChangingPassword(true);
                  }}
                  onChangeLanguage={(language) => {
                    setLanguage(language).catch(() => notify.error(t('language.saveFailed')));
                  }}
                  slotRef={setSlotElement}
                  onNavigate={() => setIsMenuOpen(false)}
                />
              </aside>
              {/* Bottom-right toasts sit in the reserved strip below the content (top-right on the admin screen). */}
              <main
                id="main"
                className={cn('min-w-0 flex-1 pt-14 md:pt-0', !isAdminScreen && 'pb-[var(--toast-reserve)]')}
              >
                {/* Errors in a screen render inside the layout, so the sidebar stays usable. */}
                <ErrorBoundary key={pathname}>
                  <Suspense fallback={<PageSpinner />}>
                    <Outlet />
                  </Suspense>
                </ErrorBoundary>
              </main>
            </div>
            <ChangePasswordDialog open={isChangingPassword} onOpenChange={setIsChangingPassword} />
          </SidebarSlotContext.Provider>
        </ConfirmProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
