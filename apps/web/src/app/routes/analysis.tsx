import { LIMITS } from '@grant-review/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, ArrowLeftIcon, CheckCircle2Icon, FilesIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCreateAnalysisChat } from '@/features/chat/api/chat-api';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { useMembers } from '@/features/projects/api/members-api';
import { useProject } from '@/features/projects/api/projects-api';
import { invalidateRevisions, useRevisions } from '@/features/revisions/api/revisions-api';
import { can } from '@/lib/project-permissions';
import { useSession } from '@/lib/session-provider';
import { notify, notifyError } from '@/lib/toast';
import { chatMaskingCorrections } from '../chat-masking-corrections';
import { useAuthorOf } from '../use-author-of';

export default function AnalysisRoute() {
  const { id: projectId = '', revisionId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // '?rerun=1' (from the report page) opens the confirmation once; it leaves the address so that going back or
  // reloading does not open it again.
  const [asksRerun] = useState(() => searchParams.get('rerun') === '1');
  useEffect(() => {
    if (!searchParams.has('rerun')) return;
    setSearchParams(
      (params) => {
        params.delete('rerun');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  const revisions = useRevisions(projectId);
  const { user } = useSession();
  const members = useMembers(projectId, { enabled: project.isSuccess });
  const authorOf = useAuthorOf(members.data, user?.id);
  const role = project.data?.role;
  // Creating the analysis chat is running an analysis: a viewer reads the chat the revision already has, if any.
  const mayRunAnalysis = role !== undefined && can(role, 'runAnalysis');
  const createChat = useCreateAnalysisChat();
  const [chatId, setChatId] = useState<string | null>(null);
  const startedForRef = useRef<string | null>(null);
  const revisionIndex = revisions.data?.findIndex((item) => item.id === revisionId) ?? -1;
  const revision = revisions.data?.[revisionIndex];
  // 'Revision N' as the sidebar counts them: down from the list length, the newest (first) has the highest number.
  const revisionNumber = revisions.data && revisionIndex >= 0 ? revisions.data.length - revisionIndex : null;

  const setUpChat = useCallback(() => {
    const hadChat = Boolean(revision?.chat);
    createChat.mutate(revisionId, {
      onSuccess: ({ chat_id: createdChatId }) => {
        setChatId(createdChatId);
        if (!hadChat) {
          notify.success(t('analysis.chatCreated'));
          void invalidateRevisions(queryClient, projectId);
        }
      },
      onError: (error) => notifyError(error, t('error.createAnalysisChat')),
    });
  }, [createChat, revision, revisionId, projectId, queryClient, t]);

  // Create (or fetch) the analysis chat once the revision and the caller's role are known; the ref guards against
  // double effects.
  useEffect(() => {
    if (!revisions.data || !mayRunAnalysis || startedForRef.current === revisionId) return;
    startedForRef.current = revisionId;
    setUpChat();
  }, [revisions.data, mayRunAnalysis, revisionId, setUpChat]);
  const shownChatId = mayRunAnalysis ? chatId : (revision?.chat?.id ?? null);

  const projectLink = `/projects/${projectId}`;
  const filesLink = `${projectLink}/revisions/${revisionId}/files`;

  let content: ReactNode;
  if (createChat.isError) {
    content = (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertCircleIcon className="size-6" />
        </span>
        <h2 className="mt-4 text-base font-semibold">{t('analysis.failedTitle')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('analysis.failedText')}</p>
        <Button className="mt-5" onClick={setUpChat}>
          {t('analysis.tryAgain')}
        </Button>
      </Card>
    );
  } else if (role && !mayRunAnalysis && revisions.isSuccess && !shownChatId) {
    content = <Card className="px-6 py-14 text-center text-sm text-muted-foreground">{t('empty.readOnly')}</Card>;
  } else if (!role || !shownChatId || revisions.isPending) {
    content = (
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center text-sm text-muted-foreground">
        <Spinner className="text-primary" label={t('analysis.settingUpLabel')} />
        {t('analysis.settingUp')}
      </Card>
    );
  } else {
    // The chat fills the screen down to the strip kept free for toasts (--toast-reserve), so no toast covers Send.
    // Below sm the header above it wraps to about 24rem (with the mobile top bar), above that 17rem.
    content = (
      <Card className="flex h-[calc(100dvh_-_24rem_-_var(--toast-reserve))] min-h-[18rem] flex-col overflow-hidden sm:h-[calc(100dvh_-_17rem_-_var(--toast-reserve))] sm:min-h-[26rem]">
        <ChatPanel
          revisionId={revisionId}
          chatId={shownChatId}
          files={revision?.files ?? []}
          role={role}
          authorOf={authorOf}
          onChatCreated={() => void invalidateRevisions(queryClient, projectId)}
          reportPath={`${projectLink}/revisions/${revisionId}/report`}
          maskingCorrections={can(role, 'correctMasking') ? chatMaskingCorrections(projectId) : undefined}
          outdatedAnalysis={revision?.is_analysis_outdated ? revision.analysis : null}
          startsWithRerunConfirmation={asksRerun && Boolean(revision?.is_analysis_outdated)}
          className="flex-1"
        />
      </Card>
    );
  }

  return (
    <PageContainer className="max-w-5xl">
      <Link
        to={projectLink}
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" />
        {project.data?.name ?? t('analysis.backToProject')}
      </Link>
      <PageHeader
        title={t('analysis.title')}
        description={t('analysis.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={projectLink}>{t('analysis.backToProject')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={filesLink}>
                <FilesIcon />
                {t('analysis.viewFiles')}
              </Link>
            </Button>
          </>
        }
      />
      <Card className="mb-4 flex flex-wrap items-center justify-between gap-3 px-5 py-3">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">
            {revisionNumber === null
              ? t('analysis.revision')
              : t('analysis.revisionNumber', { number: revisionNumber })}
          </span>
          <span className="text-xs text-muted-foreground">
            <span className="sr-only">{t('analysis.revisionId')} </span>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono" title={revisionId}>
              {revisionId.slice(0, LIMITS.revisionIdShownChars)}
            </code>
          </span>
          {project.data && <span className="text-muted-foreground">· {project.data.name}</span>}
        </div>
        {shownChatId && (
          <Badge variant="success">
            <CheckCircle2Icon />
            {t('analysis.chatActive')}
          </Badge>
        )}
      </Card>
      {content}
    </PageContainer>
  );
}
