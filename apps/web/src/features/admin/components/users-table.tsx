import type { TAdminUser } from '@grant-review/contract';
import { FileCheck2Icon, KeyRoundIcon, ShapesIcon, Trash2Icon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDate, formatProjectTypeBadge } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface UserRowActions {
  onToggleDisclaimer: (user: TAdminUser) => void;
  onResetPassword: (user: TAdminUser) => void;
  onEditProjectTypes: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
}

function ActionButton({
  label,
  onClick,
  children,
  isDestructive = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  isDestructive?: boolean;
}) {
  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onClick}
        aria-label={label}
        className={
          isDestructive
            ? 'text-destructive hover:bg-destructive/10 hover:text-destructive'
            : 'text-muted-foreground hover:text-foreground'
        }
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function UserIdentity({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{fullName || '—'}</span>
        {user.is_admin && <Badge variant="info">{t('users.adminBadge')}</Badge>}
      </div>
      <div className="text-muted-foreground [overflow-wrap:anywhere]">{user.email}</div>
      <div className="mt-0.5 text-xs text-muted-foreground">
        {t('users.joined', { date: formatDate(user.created_at) })}
      </div>
    </>
  );
}

function StatusBadges({ user, className }: { user: TAdminUser; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={cn('flex gap-1.5', className)}>
      <Badge variant={user.is_active ? 'success' : 'secondary'}>
        {user.is_active ? t('users.active') : t('users.inactive')}
      </Badge>
      <Badge variant={user.accepted_disclaimer ? 'outline' : 'warning'}>
        {user.accepted_disclaimer ? t('users.disclaimerOk') : t('users.disclaimerPending')}
      </Badge>
    </div>
  );
}

function ProjectTypeBadges({ user }: { user: TAdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.allowed_project_types.map((type) => (
        <Badge key={type} variant="secondary" className="text-[0.6875rem]">
          {formatProjectTypeBadge(type)}
        </Badge>
      ))}
    </div>
  );
}

interface RowAction {
  label: TRowActionLabel;
  icon: LucideIcon;
  handler: keyof UserRowActions;
  isDestructive?: boolean;
}

type TRowActionLabel =
  'action.toggleDisclaimer' | 'action.resetPassword' | 'action.editProjectTypes' | 'action.deleteUser';

const ROW_ACTIONS: readonly RowAction[] = [
  { label: 'action.toggleDisclaimer', icon: FileCheck2Icon, handler: 'onToggleDisclaimer' },
  { label: 'action.resetPassword', icon: KeyRoundIcon, handler: 'onResetPassword' },
  { label: 'action.editProjectTypes', icon: ShapesIcon, handler: 'onEditProjectTypes' },
  { label: 'action.deleteUser', icon: Trash2Icon, handler: 'onDelete', isDestructive: true },
];

/**
 * The users: a table with the columns User, Status, Activity, Project Types and Actions where the panel is wide
 * enough for it (a container query, so the sidebar's width counts), otherwise one stacked card per user with the
 * actions as labelled buttons, so nothing needs sideways scrolling. Only one of the two is displayed at a time.
 */
export function UsersTable({ users, actions }: { users: TAdminUser[]; actions: UserRowActions }) {
  const { t } = useTranslation('admin');
  const empty = t('users.empty');
  return (
    <div className="@container">
      {users.length === 0 ? (
        <p className="px-4 py-12 text-center text-sm text-muted-foreground @3xl:hidden">{empty}</p>
      ) : (
        <ul aria-label={t('users.label')} className="divide-y divide-border @3xl:hidden">
          {users.map((user) => (
            <li key={user.id} className="px-5 py-4 text-sm">
              <UserIdentity user={user} />
              <StatusBadges user={user} className="mt-3 flex-wrap" />
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-2">
                <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t('users.column.activity')}
                </dt>
                <dd>
                  {t('users.total', { total: user.total_revisions_ever_created ?? 0 })}
                  <span className="text-muted-foreground">
                    {' · '}
                    {t('users.last30Days', { recent: user.revisions_created_last_30_days ?? 0 })}
                  </span>
                </dd>
                <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t('users.column.projectTypes')}
                </dt>
                <dd>
                  <ProjectTypeBadges user={user} />
                </dd>
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                {ROW_ACTIONS.map(({ label, icon: Icon, handler, isDestructive }) => (
                  <Button
                    key={label}
                    variant="outline"
                    size="sm"
                    onClick={() => actions[handler](user)}
                    className={cn(
                      'grow',
                      isDestructive && 'text-destructive hover:bg-destructive/10 hover:text-destructive',
                    )}
                  >
                    <Icon aria-hidden="true" />
                    {t(label)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="hidden overflow-x-auto @3xl:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border bg-muted/50 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="px-4 py-3">
                {t('users.column.user')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users.column.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users.column.activity')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users.column.projectTypes')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('users.column.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-12 text-center text-muted-foreground">
                  {empty}
                </td>
              </tr>
            )}
            {users.map((user) => (
              <tr key={user.id} className="border-b border-border align-top last:border-b-0 hover:bg-muted/30">
                <td className="px-4 py-3">
                  <UserIdentity user={user} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadges user={user} className="flex-col" />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <div>{t('users.total', { total: user.total_revisions_ever_created ?? 0 })}</div>
                  <div className="text-muted-foreground">
                    {t('users.last30Days', { recent: user.revisions_created_last_30_days ?? 0 })}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <ProjectTypeBadges user={user} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-0.5">
                    {ROW_ACTIONS.map(({ label, icon: Icon, handler, isDestructive }) => (
                      <ActionButton
                        key={label}
                        label={t(label)}
                        onClick={() => actions[handler](user)}
                        isDestructive={isDestructive}
                      >
                        <Icon />
                      </ActionButton>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
