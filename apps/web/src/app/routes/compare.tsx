import type { TComparedRevision, TRevision } from '@grant-review/contract';
import { useMutation } from '@tanstack/react-query';
import { DownloadIcon, FileXIcon, GitCompareArrowsIcon, RefreshCwIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { BackLink, EmptyState, PageContainer, PageHeader } from '@/components/layout/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { exportComparison, useComparison } from '@/features/compare/api/compare-api';
import { ComparisonView } from '@/features/compare/components/comparison-view';
import { comparisonLink } from '@/features/compare/comparison-link';
import { RevisionPickers, type TRevisionOption } from '@/features/compare/components/revision-pickers';
import { useProject } from '@/features/projects/api/projects-api';
import { useRevisions } from '@/features/revisions/api/revisions-api';
import { revisionNumber } from '@/features/revisions/components/revision-history';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { notify, notifyError } from '@/lib/toast';

const linkClassName =
  'inline-flex items-center gap-1.5 rounded font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Two analysed revisions of a project side by side (reached from the revision history): what the later analysis
 * says differently, and its Word export.
 */
export default function CompareRoute() {
  const { id: projectId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const { t } = useTranslation(['compare', 'report']);
  const project = useProject(projectId);
  const revisions = useRevisions(projectId);
  const comparison = useComparison(projectId, from, to);
  const projectLink = `/projects/${projectId}`;
  const analysisLink = (revisionId: string) => `/projects/${projectId}/revisions/${revisionId}/analysis`;
  const exportToWord = useMutation({
    mutationFn: ({ before, after }: { before: string; after: string }) => exportComparison(projectId, before, after),
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      notify.success(t('compare:exported'));
    },
    onError: (error) => notifyError(error, t('compare:exportFailed')),
  });

  const revisionList = revisions.data ?? [];
  const numbered = revisionList.map((revision, index) => ({
    revision,
    number: revisionNumber(index, revisionList.length),
  }));
  const revisionLabel = (revisionId: string) => {
    const entry = numbered.find((item) => item.revision.id === revisionId);
    return entry ? t('compare:revision', { number: entry.number }) : revisionId;
  };
  // The analysed revisions, and whichever revision the address names even without an analysis (the 409 case).
  const options: TRevisionOption[] = numbered
    .filter(({ revision }) => revision.analysis !== null || revision.id === from || revision.id === to)
    .map(({ revision, number }) => ({
      id: revision.id,
      label: t('compare:picker.option', {
        revision: t('compare:revision', { number }),
        date: formatDate(revision.created_at),
      }),
    }));
  const analysed = numbered.filter(({ revision }) => revision.analysis !== null);

  const backToProject = (
    <Button asChild>
      <Link to={projectLink}>{t('compare:backToProject')}</Link>
    </Button>
  );
  const backLink = <BackLink to={projectLink}>{t('compare:backToProject')}</BackLink>;
  const page = (content: ReactNode, actions?: ReactNode) => (
    <PageContainer>
      {backLink}
      <PageHeader title={t('compare:title')} description={project.data?.name} actions={actions} />
      {from !== null && to !== null && options.length > 0 && (
        <RevisionPickers
          options={options}
          from={comparison.data?.before.revision_id ?? from}
          to={comparison.data?.after.revision_id ?? to}
          onChange={(nextFrom, nextTo) => setSearchParams({ from: nextFrom, to: nextTo }, { replace: true })}
        />
      )}
      {content}
    </PageContainer>
  );

  if (revisions.isPending) return <PageSpinner label={t('compare:loading')} />;
  if (revisions.isError) return page(<LoadError onRetry={() => void revisions.refetch()} />);

  if (from === null || to === null) {
    // Without both revisions named, compare the two newest analysed ones.
    const [later, earlier] = analysed;
    if (later && earlier)
      return <Navigate replace to={comparisonLink(projectId, earlier.revision.id, later.revision.id)} />;
    return page(
      <EmptyState
        icon={<GitCompareArrowsIcon />}
        title={t('compare:fewer.title')}
        description={t('compare:fewer.description')}
        action={backToProject}
      />,
    );
  }

  if (comparison.isPending) return page(<PageSpinner label={t('compare:loading')} />);

  if (comparison.isError) {
    const { error } = comparison;
    const detail = error instanceof ApiError ? error.detail : undefined;
    if (error instanceof ApiError && error.status === 409) {
      const requested = revisionList.filter((revision: TRevision) => revision.id === from || revision.id === to);
      // An analysis that was interrupted has a chat answer but no report: then either side may be the one missing.
      const withoutAnalysis = requested.filter((revision) => revision.analysis === null);
      const unanalysed = withoutAnalysis.length > 0 ? withoutAnalysis : requested;
      return page(
        <EmptyState
          icon={<RefreshCwIcon />}
          title={t('compare:missingAnalysis.title')}
          description={t('compare:missingAnalysis.description')}
          action={
            <div className="flex flex-col items-center gap-2">
              {unanalysed.map((revision) => (
                <Button key={revision.id} asChild>
                  <Link to={analysisLink(revision.id)}>
                    {t('compare:missingAnalysis.action', { revision: revisionLabel(revision.id) })}
                  </Link>
                </Button>
              ))}
            </div>
          }
        />,
      );
    }
    if (error instanceof ApiError && error.status === 404) {
      return page(
        <EmptyState
          icon={<SearchXIcon />}
          title={t('compare:notFound.title')}
          description={t('compare:notFound.description')}
          action={backToProject}
        />,
      );
    }
    return page(<LoadError detail={detail} onRetry={() => void comparison.refetch()} />);
  }

  const { before, after } = comparison.data;
  const outdated = [before, after].filter((side, index, sides) => {
    const isRepeated = index > 0 && sides[0]?.revision_id === side.revision_id;
    return side.is_analysis_outdated && !isRepeated;
  });
  return page(
    <>
      {outdated.map((side) => (
        <OutdatedNotice key={side.revision_id} side={side} analysisLink={analysisLink(side.revision_id)} />
      ))}
      <ComparisonView comparison={comparison.data} />
    </>,
    <Button
      variant="outline"
      onClick={() => exportToWord.mutate({ before: before.revision_id, after: after.revision_id })}
      disabled={exportToWord.isPending}
    >
      {exportToWord.isPending ? <Spinner label={t('report:exporting')} /> : <DownloadIcon />}
      {t('report:export')}
    </Button>,
  );
}

function OutdatedNotice({ side, analysisLink }: { side: TComparedRevision; analysisLink: string }) {
  const { t } = useTranslation('compare');
  const revision = t('revision', { number: side.number });
  return (
    <Alert variant="warning" className="mb-5">
      <RefreshCwIcon />
      <AlertTitle>{t('outdated.title', { revision })}</AlertTitle>
      <AlertDescription>
        <p>{t('outdated.description')}</p>
        <Link to={analysisLink} className={linkClassName}>
          {t('outdated.action', { revision })}
        </Link>
      </AlertDescription>
    </Alert>
  );
}

function LoadError({ detail, onRetry }: { detail?: string; onRetry: () => void }) {
  const { t } = useTranslation('compare');
  return (
    <EmptyState
      icon={<FileXIcon />}
      title={t('loadError.title')}
      description={detail}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
