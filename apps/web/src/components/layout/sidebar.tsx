import { ChevronsUpDownIcon, FolderKanbanIcon, KeyRoundIcon, LogOutIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TLocale } from '@/i18n';
import { cn } from '@/lib/utils';

export interface SidebarUser {
  name?: string | null;
  is_admin: boolean;
}

interface SidebarProps {
  user: SidebarUser | null;
  onLogout: () => void;
  onChangePassword: () => void;
  onChangeLanguage: (language: TLocale) => void;
  /** Receives the element that screens portal extra content (Revision History) into. */
  slotRef: (element: HTMLElement | null) => void;
  onNavigate?: () => void;
}

function NavItem({
  to,
  icon,
  label,
  isActive,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  isActive: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
        isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {icon}
      {label}
    </Link>
  );
}

/** The signed-in sidebar: logo, navigation, the screen's extra area, and the user's menu (password, Logout). */
export function Sidebar({ user, onLogout, onChangePassword, onChangeLanguage, slotRef, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isActive = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const displayName = user?.name?.trim() ? user.name.trim() : t('user.fallbackName');
  const initial = displayName.charAt(0).toUpperCase();

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-border px-5">
        <Link
          to="/projects"
          onClick={onNavigate}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('nav.homeLabel')}
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label={t('nav.main')} className="flex flex-col gap-1 p-3">
        <NavItem
          to="/projects"
          icon={<FolderKanbanIcon />}
          label={t('nav.projects')}
          isActive={isActive('/projects')}
          onNavigate={onNavigate}
        />
        {user?.is_admin && (
          <NavItem
            to="/admin"
            icon={<UsersIcon />}
            label={t('nav.userManagement')}
            isActive={isActive('/admin')}
            onNavigate={onNavigate}
          />
        )}
      </nav>
      <div ref={slotRef} className="flex min-h-0 flex-1 flex-col overflow-y-auto" />
      <div className="flex shrink-0 flex-col gap-2 border-t border-border p-3">
        <LanguageSwitch onChange={onChangeLanguage} className="[&>select]:w-full" />
        {/* Not modal: a dialog opened from the menu must not inherit its pointer and focus locks. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger className="flex w-full cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {initial}
            </span>
            <span className="min-w-0 flex-1">
              {/* The spaces keep the accessible name readable: "Account menu: Lea Meier Admin". */}
              <span className="sr-only">{t('user.menu')}</span>{' '}
              <strong className="block truncate text-sm font-medium">{displayName}</strong>{' '}
              {user?.is_admin && (
                <span className="mt-0.5 inline-block rounded bg-primary-soft px-1.5 py-px text-[0.6875rem] font-semibold tracking-wide text-primary uppercase">
                  {t('user.admin')}
                </span>
              )}
            </span>
            <ChevronsUpDownIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </DropdownMenuTrigger>
          <DropdownMenuContent side="top" align="start" className="w-[var(--radix-dropdown-menu-trigger-width)]">
            <DropdownMenuItem onSelect={onChangePassword}>
              <KeyRoundIcon />
              {t('user.changePassword')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onLogout}>
              <LogOutIcon />
              {t('user.logout')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
