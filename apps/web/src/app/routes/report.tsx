import { PROJECT_TYPE_LABELS } from '@grant-review/contract';
import { useMutation } from '@tanstack/react-query';
import { ClipboardCheckIcon, DownloadIcon, FileXIcon, RotateCcwIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink, EmptyState, PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { exportChat, useReport } from '@/features/chat/api/chat-api';
import { useProject } from '@/features/projects/api/projects-api';
import { ReportView } from '@/features/report/components/report-view';
import { OutdatedAnalysisNotice } from '@/components/outdated-analysis-notice';
import { useRevisions } from '@/features/revisions/api/revisions-api';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/lib/download';
import { can } from '@/lib/project-permissions';
import { notify, notifyError } from '@/lib/toast';

/** The revision's analysis report on its own full-width page (reached from the analysis message in the chat). */
export default function ReportRoute() {
  const { id: projectId = '', revisionId = '' } = useParams();
  const { t } = useTranslation(['report', 'chat']);
  const project = useProject(projectId);
  const revisions = useRevisions(projectId);
  const revision = revisions.data?.find((item) => item.id === revisionId);
  const chatId = revision?.chat?.id ?? null;
  const report = useReport(chatId);
  const analysisLink = `/projects/${projectId}/revisions/${revisionId}/analysis`;
  // The Word export writes the analysis from the same report, with the same structure.
  const exportToWord = useMutation({
    mutationFn: (id: string) => exportChat(id),
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      notify.success(t('exported'));
    },
    onError: (error) => notifyError(error, t('exportFailed')),
  });

  const backLink = <BackLink to={analysisLink}>{t('backToAnalysis')}</BackLink>;

  if (revisions.isPending || (chatId !== null && report.isPending)) return <PageSpinner label={t('loading')} />;

  if (report.isError || revisions.isError) {
    return (
      <PageContainer>
        {backLink}
        <EmptyState
          icon={<FileXIcon />}
          title={t('loadErrorTitle')}
          action={
            <Button onClick={() => void (revisions.isError ? revisions.refetch() : report.refetch())}>
              {t('retry')}
            </Button>
          }
        />
      </PageContainer>
    );
  }

  if (!report.data) {
    return (
      <PageContainer>
        {backLink}
        <EmptyState
          icon={<ClipboardCheckIcon />}
          title={t('missingTitle')}
          description={t('missingDescription')}
          action={
            <Button asChild>
              <Link to={analysisLink}>{t('backToAnalysis')}</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-7xl">
      {backLink}
      <PageHeader
        actions={
          chatId && (
            <Button variant="outline" onClick={() => exportToWord.mutate(chatId)} disabled={exportToWord.isPending}>
              {exportToWord.isPending ? <Spinner label={t('exporting')} /> : <DownloadIcon />}
              {t('export')}
            </Button>
          )
        }
        title={t('title')}
        description={
          project.data
            ? t('description', {
                programme: PROJECT_TYPE_LABELS[report.data.project_type],
                project: project.data.name,
              })
            : PROJECT_TYPE_LABELS[report.data.project_type]
        }
      />
      {revision?.is_analysis_outdated && revision.analysis && (
        <OutdatedAnalysisNotice
          analysis={revision.analysis}
          className="mb-5"
          action={
            project.data &&
            can(project.data.role, 'runAnalysis') && (
              <Button asChild size="sm" className="mt-2">
                <Link to={`/projects/${projectId}/revisions/${revisionId}/analysis?rerun=1`}>
                  <RotateCcwIcon />
                  {t('chat:rerun')}
                </Link>
              </Button>
            )
          }
        />
      )}
      <ReportView report={report.data} />
    </PageContainer>
  );
}
