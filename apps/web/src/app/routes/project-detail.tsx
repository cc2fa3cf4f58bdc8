import { SLOTS_BY_PROJECT_TYPE, type TRevision } from '@grant-review/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  FilesIcon,
  FolderXIcon,
  HistoryIcon,
  LayersIcon,
  MaximizeIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState, PageContainer, QueryError } from '@/components/layout/page';
import { SidebarSlot } from '@/components/layout/sidebar-slot';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { comparisonLink } from '@/features/compare/comparison-link';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { useMembers } from '@/features/projects/api/members-api';
import { useDeleteProject, useProject, useUpdateProject } from '@/features/projects/api/projects-api';
import { MembersPanel } from '@/features/projects/components/members-panel';
import { ProjectNameEditor } from '@/features/projects/components/project-name-editor';
import { RoleBadge } from '@/features/projects/components/role-badge';
import {
  invalidateRevisions,
  useCreateRevision,
  useDeleteRevision,
  useRevisions,
} from '@/features/revisions/api/revisions-api';
import { RevisionHistory, revisionNumber } from '@/features/revisions/components/revision-history';
import { SlotCard } from '@/features/revisions/components/slot-card';
import { useStatusPolling } from '@/features/revisions/hooks/use-status-polling';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { can } from '@/lib/project-permissions';
import { useSession } from '@/lib/session-provider';
import { notify, notifyError } from '@/lib/toast';
import { chatMaskingCorrections } from '../chat-masking-corrections';
import { useAuthorOf } from '../use-author-of';

function Panel({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`flex min-h-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-xs ${className ?? ''}`}
    >
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
        <h2 className="text-sm font-semibold">{title}</h2>
        {actions && <div className="flex flex-wrap items-center gap-1">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** Keyed by the project id so that moving to another project starts with fresh selection state. */
export default function ProjectDetailRoute() {
  const { id: projectId = '' } = useParams();
  return <ProjectDetailScreen key={projectId} projectId={projectId} />;
}

function ProjectDetailScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['projects', 'revisions']);
  const { user } = useSession();
  const revisionLabel = (index: number, total: number) =>
    t('revisions:label', { number: revisionNumber(index, total) });
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  const revisions = useRevisions(projectId);
  const updateProject = useUpdateProject(projectId);
  const deleteProject = useDeleteProject();
  const createRevision = useCreateRevision(projectId);
  const deleteRevision = useDeleteRevision(projectId);
  const [selectedRevisionId, setSelectedRevisionId] = useState<string | null>(null);
  const [hasAutoSelected, setHasAutoSelected] = useState(false);
  const [isStreaming, setIsStreaming] = useState(false);
  const members = useMembers(projectId, { enabled: project.isSuccess });
  const authorOf = useAuthorOf(members.data, user?.id);

  const revisionList = useMemo(() => revisions.data ?? [], [revisions.data]);
  const selectedIndex = revisionList.findIndex((revision) => revision.id === selectedRevisionId);
  const selectedRevision: TRevision | undefined = revisionList[selectedIndex];

  // Auto-select the newest revision once; if the selected one disappears, clear the selection. Adjusted while
  // rendering rather than in an effect, so the screen never paints the stale selection first.
  if (revisions.data) {
    if (!hasAutoSelected) {
      setHasAutoSelected(true);
      setSelectedRevisionId(revisions.data[0]?.id ?? null);
    } else if (selectedRevisionId && !revisions.data.some((revision) => revision.id === selectedRevisionId)) {
      setSelectedRevisionId(null);
    }
  }

  // Refresh the revision list while any file is UPLOADED or PROCESSING (every 2 s, at most 30 times).
  useStatusPolling(projectId);

  /** An empty revision ('+ Add', 'Create First Revision'), or one with the files of `fromRevisionId` carried over. */
  const handleCreateRevision = (fromRevisionId?: string) => {
    createRevision.mutate(fromRevisionId, {
      onSuccess: (revision) => {
        notify.success(t('revisions:create.done'));
        setSelectedRevisionId(revision.id);
      },
      onError: (error) => notifyError(error, t('revisions:create.failed')),
    });
  };

  const handleDeleteRevision = async (revision: TRevision, label: string) => {
    const isConfirmed = await confirm({
      title: t('revisions:delete.title', { revision: label }),
      description: t('revisions:delete.text'),
      confirmText: t('revisions:delete.confirm'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    deleteRevision.mutate(revision.id, {
      onSuccess: () => notify.success(t('revisions:delete.done')),
      onError: (error) => notifyError(error, t('revisions:delete.failed')),
    });
  };

  const handleDeleteProject = async () => {
    const isConfirmed = await confirm({
      title: t('delete.title'),
      description: t('delete.text'),
      confirmText: t('delete.button'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    deleteProject.mutate(projectId, {
      onSuccess: () => {
        notify.success(t('delete.done'));
        void navigate('/projects');
      },
      onError: (error) => notifyError(error, t('delete.failed')),
    });
  };

  const handleRename = (name: string) => {
    updateProject.mutate(
      { name },
      {
        onSuccess: () => notify.success(t('rename.done')),
        onError: (error) => notifyError(error, t('rename.failed')),
      },
    );
  };

  if (project.isPending) return <PageSpinner label={t('detail.loading')} />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) {
      return (
        <PageContainer>
          <EmptyState
            icon={<FolderXIcon />}
            title={t('detail.notFound.title')}
            description={t('detail.notFound.text')}
            action={
              <Button asChild>
                <Link to="/projects">{t('detail.notFound.action')}</Link>
              </Button>
            }
          />
        </PageContainer>
      );
    }
    return (
      <PageContainer>
        <QueryError
          message={errorMessage(project.error, t('detail.loadFailed'))}
          onRetry={() => void project.refetch()}
        />
      </PageContainer>
    );
  }

  const projectData = project.data;
  const { role } = projectData;
  const mayCreateRevision = can(role, 'createRevision');
  const slots = SLOTS_BY_PROJECT_TYPE[projectData.project_type] ?? [];
  const revisionCount = revisions.data?.length ?? projectData.revision_count;

  const revisionHistory = (
    <RevisionHistory
      revisions={revisionList}
      selectedRevisionId={selectedRevisionId}
      role={role}
      onSelect={setSelectedRevisionId}
      onCreate={() => handleCreateRevision()}
      onCreateFrom={(revision) => handleCreateRevision(revision.id)}
      onDelete={(revision, label) => void handleDeleteRevision(revision, label)}
      isCreating={createRevision.isPending}
      compareLink={(earlier, later) => comparisonLink(projectId, earlier.id, later.id)}
    />
  );

  let body: ReactNode;
  if (revisions.isPending) {
    body = <PageSpinner label={t('revisions:loading')} />;
  } else if (revisions.isError) {
    body = (
      <QueryError
        message={errorMessage(revisions.error, t('revisions:loadFailed'))}
        onRetry={() => void revisions.refetch()}
      />
    );
  } else if (revisionList.length === 0) {
    body = (
      <EmptyState
        icon={<LayersIcon />}
        title={t('revisions:empty.title')}
        description={mayCreateRevision ? t('revisions:empty.text') : undefined}
        action={
          mayCreateRevision && (
            <Button onClick={() => handleCreateRevision()} disabled={createRevision.isPending}>
              <PlusIcon />
              {t('revisions:empty.action')}
            </Button>
          )
        }
      />
    );
  } else if (!selectedRevision) {
    body = (
      <EmptyState icon={<HistoryIcon />} title={t('revisions:select.title')} description={t('revisions:select.text')} />
    );
  } else {
    const label = revisionLabel(selectedIndex, revisionList.length);
    const base = `/projects/${projectId}/revisions/${selectedRevision.id}`;
    body = (
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <Panel
          title={t('detail.panel.chat')}
          className="h-[70dvh] min-h-[28rem] xl:h-[calc(100dvh_-_13rem_-_var(--toast-reserve))]"
          actions={
            <Button asChild variant="ghost" size="sm">
              <Link to={`${base}/analysis`}>
                <MaximizeIcon />
                {t('detail.panel.fullView')}
              </Link>
            </Button>
          }
        >
          <ChatPanel
            key={selectedRevision.id}
            revisionId={selectedRevision.id}
            chatId={selectedRevision.chat?.id ?? null}
            files={selectedRevision.files}
            role={role}
            authorOf={authorOf}
            onChatCreated={() => void invalidateRevisions(queryClient, projectId)}
            onStreamingChange={setIsStreaming}
            reportPath={`/projects/${projectId}/revisions/${selectedRevision.id}/report`}
            maskingCorrections={can(role, 'correctMasking') ? chatMaskingCorrections(projectId) : undefined}
            outdatedAnalysis={selectedRevision.is_analysis_outdated ? selectedRevision.analysis : null}
            className="flex-1"
          />
        </Panel>
        <Panel
          title={t('detail.panel.documents')}
          actions={
            <Button asChild variant="ghost" size="sm">
              <Link to={`${base}/files`}>
                <FilesIcon />
                {t('detail.panel.viewFiles')}
              </Link>
            </Button>
          }
        >
          <div className="flex items-center justify-between gap-2 border-b border-border bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
            <span>
              <span className="font-medium text-foreground">{label}</span> ·{' '}
              {t('detail.panel.created', { date: formatDate(selectedRevision.created_at) })}
            </span>
            <span>{t('revisions:fileCount', { count: selectedRevision.files.length })}</span>
          </div>
          <div className="grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
            {slots.map((slot) => (
              <SlotCard
                key={slot.id}
                slot={slot}
                file={selectedRevision.files.find((file) => file.file_role === slot.id)}
                projectId={projectId}
                revisionId={selectedRevision.id}
                role={role}
                isLocked={isStreaming}
              />
            ))}
          </div>
        </Panel>
      </div>
    );
  }

  return (
    <PageContainer className="max-w-[96rem]">
      <SidebarSlot>{revisionHistory}</SidebarSlot>
      <Link
        to="/projects"
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <ProjectNameEditor
            name={projectData.name}
            isSaving={updateProject.isPending}
            onRename={can(role, 'updateProject') ? handleRename : undefined}
          />
          <p className="mt-1 flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted-foreground">
            {t(`type.${projectData.project_type}`, { defaultValue: projectData.project_type })} ·{' '}
            {t('revisionCount', { count: revisionCount })}
            {role !== 'owner' && <> · {t('card.owner', { name: projectData.owner.name })}</>}
            <span className="ml-1 inline-flex items-center">
              <span className="sr-only">{t('card.yourRole')} </span>
              <RoleBadge role={role} />
            </span>
          </p>
        </div>
        {can(role, 'deleteProject') && (
          <Button
            variant="outline"
            className="shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => void handleDeleteProject()}
            disabled={deleteProject.isPending}
          >
            <Trash2Icon />
            {t('delete.button')}
          </Button>
        )}
      </div>
      {revisionList.length > 0 && (
        <div className="mb-4 flex items-center gap-2 md:hidden">
          <label htmlFor="mobile-revision" className="text-sm font-medium">
            {t('revisions:mobile.label')}
          </label>
          <select
            id="mobile-revision"
            value={selectedRevisionId ?? ''}
            onChange={(event) => setSelectedRevisionId(event.target.value || null)}
            className="h-9 flex-1 rounded-md border border-input bg-card px-2 text-sm"
          >
            <option value="">{t('revisions:mobile.placeholder')}</option>
            {revisionList.map((revision, index) => (
              <option key={revision.id} value={revision.id}>
                {revisionLabel(index, revisionList.length)} · {formatDate(revision.created_at)}
              </option>
            ))}
          </select>
          {mayCreateRevision && (
            <Button
              variant="outline"
              size="icon"
              onClick={() => handleCreateRevision()}
              disabled={createRevision.isPending}
              title={t('revisions:history.create')}
              aria-label={t('revisions:history.create')}
            >
              <PlusIcon />
            </Button>
          )}
        </div>
      )}
      {body}
      {user && (
        <MembersPanel
          className="mt-5"
          project={projectData}
          currentUserId={user.id}
          onLeft={() => void navigate('/projects')}
        />
      )}
    </PageContainer>
  );
}
