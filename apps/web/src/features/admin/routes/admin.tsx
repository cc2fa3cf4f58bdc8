import type { TAdminUser } from '@grant-review/contract';
import { AlertCircleIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { LIMITS } from '@grant-review/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-provider';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import {
  deletionPreviewQueryOptions,
  useCreateUser,
  useDeleteUser,
  useResetPassword,
  useSetProjectTypes,
  useToggleDisclaimer,
  useUsers,
} from '../api/users-api';
import { CreateUserForm } from '../components/create-user-form';
import { ProjectTypesDialog } from '../components/project-types-dialog';
import { TemporaryPasswordBanner } from '../components/temporary-password-banner';
import { UsersTable } from '../components/users-table';
import { useTemporaryPassword } from '../hooks/use-temporary-password';

function AdminScreen() {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const users = useUsers();
  const createUser = useCreateUser();
  const deleteUser = useDeleteUser();
  const toggleDisclaimer = useToggleDisclaimer();
  const resetPassword = useResetPassword();
  const setProjectTypes = useSetProjectTypes();
  const { temporaryPassword, show: showTemporaryPassword, hide: hideTemporaryPassword } = useTemporaryPassword();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [editingUser, setEditingUser] = useState<TAdminUser | null>(null);
  const [lastError, setLastError] = useState<string | null>(null);

  /** Admin failures: a toast and the red banner. */
  const reportError = (error: unknown, fallback: string) => {
    const message = errorMessage(error, fallback);
    setLastError(message);
    notify.error(message);
  };

  // A failed load shows in the banner (set while rendering, once per error) and as a toast (an effect: outside React).
  const loadError = users.error;
  const [bannerLoadError, setBannerLoadError] = useState<Error | null>(null);
  if (loadError && loadError !== bannerLoadError) {
    setBannerLoadError(loadError);
    setLastError(errorMessage(loadError, t('error.loadUsers')));
  }
  useEffect(() => {
    if (loadError) notify.error(errorMessage(loadError, t('error.loadUsers')));
  }, [loadError, t]);

  const handleResetPassword = async (user: TAdminUser) => {
    const isConfirmed = await confirm({
      title: t('reset.confirmTitle'),
      description: t('reset.confirmText'),
      confirmText: t('reset.confirmButton'),
      cancelText: t('confirm.cancel'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    resetPassword.mutate(user.id, {
      onSuccess: ({ temporary_password: password }) => {
        showTemporaryPassword({ email: user.email, password });
        notify.success(t('reset.success'), {
          description: t('temporaryPassword.autoHide', { seconds: LIMITS.temporaryPasswordVisibleMs / 1000 }),
        });
      },
      onError: (error) => reportError(error, t('reset.failed')),
    });
  };

  const handleDelete = async (user: TAdminUser) => {
    // The confirmation says what happens to the user's projects; without the numbers it says they are unknown.
    const preview = await queryClient.fetchQuery(deletionPreviewQueryOptions(user.id)).catch(() => null);
    const consequences = preview
      ? [
          t('delete.handedOver', { count: preview.projects_handed_over }),
          t('delete.projectsDeleted', { count: preview.projects_deleted }),
        ]
      : [t('delete.previewFailed')];
    const isConfirmed = await confirm({
      title: t('delete.confirmTitle'),
      description: [t('delete.confirmText', { email: user.email }), ...consequences].join(' '),
      confirmText: t('delete.confirmButton'),
      cancelText: t('confirm.cancel'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    deleteUser.mutate(user, {
      onSuccess: () => notify.success(t('delete.success', { email: user.email })),
      onError: (error) => reportError(error, t('delete.failed')),
    });
  };

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader title={t('page.title')} description={t('page.description')} />

      <div className="flex flex-col gap-4">
        {lastError && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
            <p className="flex-1">{lastError}</p>
            <Button
              variant="ghost"
              size="sm"
              className="-my-1 text-red-800 hover:bg-red-100"
              onClick={() => setLastError(null)}
            >
              {t('error.dismiss')}
            </Button>
          </div>
        )}
        {temporaryPassword && <TemporaryPasswordBanner value={temporaryPassword} onClose={hideTemporaryPassword} />}

        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>{t('dashboard.title')}</CardTitle>
              <CardDescription className="mt-1">
                {users.data ? t('dashboard.userCount', { count: users.data.length }) : t('dashboard.usersAndAccess')}
              </CardDescription>
            </div>
            <Button
              onClick={() => setIsCreateOpen((open) => !open)}
              aria-expanded={isCreateOpen}
              aria-controls="create-user-panel"
              variant={isCreateOpen ? 'outline' : 'default'}
            >
              {isCreateOpen ? <XIcon /> : <UserPlusIcon />}
              {t('create.open')}
            </Button>
          </CardHeader>
          {isCreateOpen && (
            <CardContent id="create-user-panel">
              <CreateUserForm
                isSubmitting={createUser.isPending}
                onCancel={() => setIsCreateOpen(false)}
                onSubmit={(data, reset) =>
                  createUser.mutate(data, {
                    onSuccess: () => {
                      notify.success(t('create.success'));
                      reset();
                      setIsCreateOpen(false);
                    },
                    onError: (error) => reportError(error, t('create.failed')),
                  })
                }
              />
            </CardContent>
          )}
          <div className="border-t border-border">
            {users.isPending ? (
              <div className="flex justify-center py-14 text-primary">
                <Spinner label={t('dashboard.loading')} />
              </div>
            ) : (
              <UsersTable
                users={users.data ?? []}
                actions={{
                  onToggleDisclaimer: (user) =>
                    toggleDisclaimer.mutate(user.id, {
                      onSuccess: () => notify.success(t('disclaimer.success')),
                      onError: (error) => reportError(error, t('disclaimer.failed')),
                    }),
                  onResetPassword: (user) => void handleResetPassword(user),
                  onEditProjectTypes: setEditingUser,
                  onDelete: (user) => void handleDelete(user),
                }}
              />
            )}
          </div>
        </Card>
      </div>

      <ProjectTypesDialog
        user={editingUser}
        isSaving={setProjectTypes.isPending}
        onClose={() => setEditingUser(null)}
        onSave={(projectTypes) => {
          if (!editingUser) return;
          setProjectTypes.mutate(
            { userId: editingUser.id, projectTypes },
            {
              onSuccess: () => {
                notify.success(t('projectTypes.success'));
                setEditingUser(null);
              },
              onError: (error) => reportError(error, t('projectTypes.failed')),
            },
          );
        }}
      />
    </PageContainer>
  );
}

/** /admin: admins only; anyone else is sent to their projects. */
export default function AdminRoute() {
  const { user } = useSession();
  if (!user?.is_admin) return <Navigate to="/projects" replace />;
  return <AdminScreen />;
}
