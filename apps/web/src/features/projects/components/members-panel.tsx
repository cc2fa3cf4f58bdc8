import {
  ZAddProjectMemberRequest,
  type TProject,
  type TProjectMember,
  type TProjectRole,
} from '@grant-review/contract';
import { LogOutIcon, UserPlusIcon, UserXIcon, UsersIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { can } from '@/lib/project-permissions';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useAddMember, useChangeMemberRole, useMembers, useRemoveMember } from '../api/members-api';
import { RoleBadge } from './role-badge';

type TAddableRole = 'editor' | 'viewer';

interface MembersPanelProps {
  project: Pick<TProject, 'id' | 'name' | 'role'>;
  currentUserId: string;
  /** After the caller left the project (the project is gone for them: go elsewhere). */
  onLeft: () => void;
  className?: string;
}

/** The project's members: everyone sees the list; the owner adds, changes roles, removes and hands over; others leave. */
export function MembersPanel({ project, currentUserId, onLeft, className }: MembersPanelProps) {
  const { t } = useTranslation('projects');
  const headingId = useId();
  const members = useMembers(project.id);
  const canManage = can(project.role, 'manageMembers');

  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border border-border bg-card shadow-xs', className)}>
      <div className="flex min-h-12 items-center gap-2 border-b border-border px-4 py-2">
        <UsersIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <h2 id={headingId} className="text-sm font-semibold">
          {t('members.title')}
        </h2>
        {members.data && (
          <span className="text-xs text-muted-foreground">{t('members.count', { count: members.data.length })}</span>
        )}
      </div>
      {members.isPending ? (
        <div className="flex justify-center p-6 text-primary">
          <Spinner label={t('members.loading')} />
        </div>
      ) : members.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
          <p role="alert" className="text-destructive">
            {errorMessage(members.error, t('members.loadFailed'))}
          </p>
          <Button variant="outline" size="sm" onClick={() => void members.refetch()}>
            {t('members.retry')}
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('members.listLabel')}>
          {members.data.map((member) => (
            <MemberRow
              key={member.user_id}
              member={member}
              project={project}
              isCurrentUser={member.user_id === currentUserId}
              canManage={canManage}
              onLeft={onLeft}
            />
          ))}
        </ul>
      )}
      {canManage && <AddMemberForm projectId={project.id} />}
    </section>
  );
}

function MemberRow({
  member,
  project,
  isCurrentUser,
  canManage,
  onLeft,
}: {
  member: TProjectMember;
  project: MembersPanelProps['project'];
  isCurrentUser: boolean;
  canManage: boolean;
  onLeft: () => void;
}) {
  const { t } = useTranslation('projects');
  const confirm = useConfirm();
  const roleSelectId = useId();
  const changeRole = useChangeMemberRole(project.id);
  const remove = useRemoveMember(project.id);
  const isBusy = changeRole.isPending || remove.isPending;
  const canChangeThisRole = canManage && !isCurrentUser && member.role !== 'owner';
  const canLeave = isCurrentUser && can(project.role, 'leave');

  const handleRoleChange = async (role: TProjectRole) => {
    if (role === member.role) return;
    if (role === 'owner') {
      const isConfirmed = await confirm({
        title: t('members.handOver.title', { name: member.name }),
        description: t('members.handOver.text', { name: member.name, project: project.name }),
        confirmText: t('members.handOver.confirm'),
        variant: 'destructive',
      });
      if (!isConfirmed) return;
    }
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () =>
          notify.success(
            role === 'owner'
              ? t('members.handOver.done', { name: member.name })
              : t('members.role.changed', { name: member.name, role: t(`role.${role}`) }),
          ),
        onError: (error) => notifyError(error, t('members.role.failed')),
      },
    );
  };

  const handleRemove = async () => {
    const isConfirmed = await confirm({
      title: t('members.remove.title', { name: member.name }),
      description: t('members.remove.text', { name: member.name, project: project.name }),
      confirmText: t('members.remove.confirm'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    remove.mutate(
      { userId: member.user_id, isLeaving: false },
      {
        onSuccess: () => notify.success(t('members.remove.done', { name: member.name })),
        onError: (error) => notifyError(error, t('members.remove.failed')),
      },
    );
  };

  const handleLeave = async () => {
    const isConfirmed = await confirm({
      title: t('members.leave.title'),
      description: t('members.leave.text', { project: project.name }),
      confirmText: t('members.leave.confirm'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    remove.mutate(
      { userId: member.user_id, isLeaving: true },
      {
        onSuccess: () => {
          notify.success(t('members.leave.done', { project: project.name }));
          onLeft();
        },
        onError: (error) => notifyError(error, t('members.leave.failed')),
      },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" aria-label={member.name}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {member.name}
          {isCurrentUser && <span className="ml-1.5 font-normal text-muted-foreground">{t('members.you')}</span>}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {member.email} · {t('members.added', { date: formatDate(member.added_at) })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {canChangeThisRole ? (
          <>
            <label htmlFor={roleSelectId} className="sr-only">
              {t('members.role.label', { name: member.name })}
            </label>
            <select
              id={roleSelectId}
              value={member.role}
              disabled={isBusy}
              onChange={(event) => void handleRoleChange(event.target.value as TProjectRole)}
              className={cn(fieldClasses, 'h-8 w-auto py-0 pr-7 text-xs')}
            >
              <option value="editor">{t('role.editor')}</option>
              <option value="viewer">{t('role.viewer')}</option>
              <option value="owner">{t('members.role.makeOwner')}</option>
            </select>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => void handleRemove()}
              disabled={isBusy}
              aria-label={t('members.remove.label', { name: member.name })}
            >
              <UserXIcon />
              {t('members.remove.button')}
            </Button>
          </>
        ) : (
          <RoleBadge role={member.role} />
        )}
        {canLeave && (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => void handleLeave()}
            disabled={isBusy}
          >
            <LogOutIcon />
            {t('members.leave.button')}
          </Button>
        )}
      </div>
    </li>
  );
}

function AddMemberForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TAddableRole>('editor');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddMember(projectId);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZAddProjectMemberRequest.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(t('members.add.invalidEmail'));
      return;
    }
    setProblem(null);
    add.mutate(parsed.data, {
      onSuccess: (member) => {
        setEmail('');
        notify.success(t('members.add.done', { name: member.name, role: t(`role.${member.role}`) }));
      },
      onError: (error) => {
        // The two refusals a user can fix here, in their language and next to the field.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          const message = error.status === 404 ? t('members.add.noAccount') : t('members.add.alreadyMember');
          setProblem(message);
          notify.error(message);
        } else {
          notifyError(error, t('members.add.failed'));
        }
      },
    });
  };

  const fieldProblem = problem ? { message: problem } : undefined;
  return (
    <form noValidate onSubmit={handleSubmit} className="border-t border-border bg-muted/40 px-4 py-3">
      <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('members.add.title')}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <Label htmlFor={emailId}>{t('members.add.email')}</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
            placeholder={t('members.add.emailPlaceholder')}
            {...fieldErrorProps(errorId, fieldProblem)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={roleId}>{t('members.add.role')}</Label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as TAddableRole)}
            className={cn(fieldClasses, 'h-9 w-auto py-1 pr-8')}
          >
            <option value="editor">{t('role.editor')}</option>
            <option value="viewer">{t('role.viewer')}</option>
          </select>
        </div>
        <Button type="submit" disabled={add.isPending || !email.trim()}>
          <UserPlusIcon />
          {t('members.add.submit')}
        </Button>
      </div>
      <FieldError id={errorId} error={fieldProblem} className="mt-1.5" />
      <p className="mt-1.5 text-xs text-muted-foreground">{t('members.add.hint')}</p>
    </form>
  );
}
