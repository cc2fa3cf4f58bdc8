import type { TDocumentFile } from '@grant-review/contract';
import {
  ArrowLeftIcon,
  CalendarIcon,
  EyeIcon,
  FileTextIcon,
  FolderOpenIcon,
  MessageSquareTextIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FileFailureReason } from '@/components/files/file-failure-reason';
import { FileOcrSummary, FileReadingProgress } from '@/components/files/file-ocr-summary';
import { EmptyState, PageContainer, PageHeader, QueryError } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useProject } from '@/features/projects/api/projects-api';
import { useRevisions } from '@/features/revisions/api/revisions-api';
import { revisionNumber } from '@/features/revisions/components/revision-history';
import { summarizeEntityTypes } from '@/features/revisions/entity-summary';
import { slotName } from '@/features/revisions/slot-text';
import { getFilesPageStatusVariant, isFailedStatus } from '@/features/revisions/status';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatKilobytes } from '@/lib/format';

function FileCard({ file }: { file: TDocumentFile }) {
  const { t } = useTranslation('files');
  const { shown, moreCount } = summarizeEntityTypes(file.pii_entity_counts);
  return (
    <li className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <FileTextIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold" title={file.original_filename}>
            {file.original_filename}
          </h2>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {formatKilobytes(file.file_size)} · {file.file_type.toUpperCase()}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid flex-1 content-start grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('card.role')}</dt>
        <dd className="font-medium">{slotName(t, { id: file.file_role, name: file.role || file.file_role })}</dd>
        <dt className="text-muted-foreground">{t('card.status')}</dt>
        <dd className="flex min-w-0 flex-col items-start gap-1.5">
          <Badge variant={getFilesPageStatusVariant(file.processing_status)}>{file.processing_status}</Badge>
          <FileReadingProgress file={file} />
          {isFailedStatus(file.processing_status) && <FileFailureReason file={file} withNextStep />}
          <FileOcrSummary file={file} />
        </dd>
        <dt className="text-muted-foreground">{t('card.personalInfo')}</dt>
        <dd className="flex flex-wrap gap-1">
          {shown.length === 0 ? (
            <span className="text-muted-foreground">{t('card.noneDetected')}</span>
          ) : (
            <>
              {shown.map((type) => (
                <Badge key={type} variant="outline" className="font-mono text-[0.6875rem]">
                  {type}
                </Badge>
              ))}
              {moreCount > 0 && <Badge variant="secondary">{t('card.more', { count: moreCount })}</Badge>}
            </>
          )}
        </dd>
      </dl>
      <div className="mt-4 flex items-center justify-between gap-2 border-t border-border pt-3">
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <CalendarIcon className="size-3.5" />
          {formatDate(file.created_at)}
        </span>
        <Button asChild size="sm" variant="outline">
          <Link to={`/review/${file.id}`}>
            <EyeIcon />
            {t('card.review')}
          </Link>
        </Button>
      </div>
    </li>
  );
}

export default function RevisionFilesRoute() {
  const { id: projectId = '', revisionId = '' } = useParams();
  const { t } = useTranslation(['files', 'revisions']);
  const project = useProject(projectId);
  const revisions = useRevisions(projectId);
  const backLink = (
    <Button asChild variant="outline">
      <Link to={`/projects/${projectId}`}>
        <ArrowLeftIcon />
        {t('page.back')}
      </Link>
    </Button>
  );

  if (revisions.isPending) return <PageSpinner label={t('page.loading')} />;
  if (revisions.isError) {
    return (
      <PageContainer>
        <QueryError
          message={errorMessage(revisions.error, t('page.loadFailed'))}
          onRetry={() => void revisions.refetch()}
        />
      </PageContainer>
    );
  }

  const index = revisions.data.findIndex((revision) => revision.id === revisionId);
  const revision = revisions.data[index];
  const files = revision?.files ?? [];
  const title = revision
    ? t('page.title', { revision: t('revisions:label', { number: revisionNumber(index, revisions.data.length) }) })
    : t('page.titleFallback');

  return (
    <PageContainer className="max-w-6xl">
      <Link
        to={`/projects/${projectId}`}
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" />
        {project.data?.name ?? t('page.back')}
      </Link>
      <PageHeader
        title={title}
        description={t('page.count', { count: files.length })}
        actions={
          files.length > 0 && (
            <Button asChild variant="outline">
              <Link to={`/projects/${projectId}/revisions/${revisionId}/analysis`}>
                <MessageSquareTextIcon />
                {t('page.openAnalysis')}
              </Link>
            </Button>
          )
        }
      />
      {files.length === 0 ? (
        <EmptyState
          icon={<FolderOpenIcon />}
          title={t('page.empty.title')}
          description={t('page.empty.text')}
          action={backLink}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {files.map((file) => (
            <FileCard key={file.id} file={file} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
