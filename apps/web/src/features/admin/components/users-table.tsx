import type { TAdminUser } from '@grant-review/contract';
import { FileCheck2Icon, KeyRoundIcon, ShapesIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDate, formatProjectTypeBadge } from '@/lib/format';

export interface UserRowActions {
  onToggleDisclaimer: (user: TAdminUser) => void;
  onResetPassword: (user: TAdminUser) => void;
  onEditProjectTypes: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
}

function ActionButton({ label, onClick, children, isDestructive = false }: { label: string; onClick: () => void; children: ReactNode; isDestructive?: boolean }) {
  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onClick}
        aria-label={label}
        className={isDestructive ? 'text-destructive hover:bg-destructive/10 hover:text-destructive' : 'text-muted-foreground hover:text-foreground'}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export function UsersTable({ users, actions }: { users: TAdminUser[]; actions: UserRowActions }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/50 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-4 py-3">User</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Activity</th>
            <th scope="col" className="px-4 py-3">Project Types</th>
            <th scope="col" className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-12 text-center text-muted-foreground">
                No users found
              </td>
            </tr>
          ) : (
            users.map((user) => {
              const fullName = `${user.first_name} ${user.last_name}`.trim();
              return (
                <tr key={user.id} className="border-b border-border align-top last:border-b-0 hover:bg-muted/30">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-2">
                      <span className="font-medium">{fullName || '—'}</span>
                      {user.is_admin && <Badge variant="info">Admin</Badge>}
                    </div>
                    <div className="text-muted-foreground">{user.email}</div>
                    <div className="mt-0.5 text-xs text-muted-foreground">Joined {formatDate(user.created_at)}</div>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-col gap-1.5">
                      <Badge variant={user.is_active ? 'success' : 'secondary'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
                      <Badge variant={user.accepted_disclaimer ? 'outline' : 'warning'}>
                        {user.accepted_disclaimer ? 'Disclaimer OK' : 'Disclaimer Pending'}
                      </Badge>
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <div>Total: {user.total_revisions_ever_created ?? 0}</div>
                    <div className="text-muted-foreground">Last 30d: {user.revisions_created_last_30_days ?? 0}</div>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      {user.allowed_project_types.map((type) => (
                        <Badge key={type} variant="secondary" className="text-[0.6875rem]">
                          {formatProjectTypeBadge(type)}
                        </Badge>
                      ))}
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-0.5">
                      <ActionButton label="Toggle Disclaimer" onClick={() => actions.onToggleDisclaimer(user)}>
                        <FileCheck2Icon />
                      </ActionButton>
                      <ActionButton label="Reset Password" onClick={() => actions.onResetPassword(user)}>
                        <KeyRoundIcon />
                      </ActionButton>
                      <ActionButton label="Edit Project Types" onClick={() => actions.onEditProjectTypes(user)}>
                        <ShapesIcon />
                      </ActionButton>
                      <ActionButton label="Delete User" onClick={() => actions.onDelete(user)} isDestructive>
                        <Trash2Icon />
                      </ActionButton>
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
