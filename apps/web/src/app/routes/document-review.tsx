import type { TDocumentFile, TTextRange } from '@grant-review/contract';
import { ArrowLeftIcon, FileTextIcon, FileXIcon, LocateFixedIcon, QuoteIcon, ShieldAlertIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FileFailureReason } from '@/components/files/file-failure-reason';
import { FileOcrSummary, FileReadingProgress } from '@/components/files/file-ocr-summary';
import { EmptyState, PageContainer } from '@/components/layout/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { projectQueryOptions } from '@/features/projects/api/projects-api';
import { CorrectionActions } from '@/features/review/components/correction-actions';
import { EntityOverview } from '@/features/review/components/entity-overview';
import { entityMarkId, HighlightedText, PASSAGE_MARK_ID } from '@/features/review/components/highlighted-text';
import { MaskingCorrectionsPanel } from '@/features/review/components/masking-corrections-panel';
import type { TRevealRequest } from '@/features/review/components/virtual-text';
import { mapAnonymizedRange } from '@/features/review/passage';
import { getReviewStatusVariant, isFailedStatus } from '@/features/revisions/status';
import { useTranslation } from 'react-i18next';
import { useFile } from '@/lib/file-query';
import { can } from '@/lib/project-permissions';
import { formatDateTime, formatKilobytes } from '@/lib/format';
import { readPassageRange, reportPathOf } from '@/lib/passage-link';

type TContentTab = 'original' | 'anonymized';

/**
 * Where the passage a report links to (offsets into `anonymized_content`) is shown: in the original text when the
 * offsets can be carried across the placeholders, else in the anonymized text they index.
 */
export function locatePassage(
  file: Pick<TDocumentFile, 'content' | 'anonymized_content' | 'pii_entities'>,
  range: TTextRange,
): { tab: TContentTab; range: TTextRange } | null {
  const { content, anonymized_content: anonymized } = file;
  if (!content) return null;
  if (!anonymized || anonymized === content) return range.end <= content.length ? { tab: 'original', range } : null;
  const original = mapAnonymizedRange(content, anonymized, file.pii_entities, range);
  if (original) return { tab: 'original', range: original };
  return range.end <= anonymized.length ? { tab: 'anonymized', range } : null;
}

const NO_ENTITIES: TDocumentFile['pii_entities'] = [];

/** Both tabs stay mounted (hidden when not selected), so switching shows text that is already laid out. */
const TAB_PANEL_CLASSES = 'data-[state=inactive]:hidden';

export default function DocumentReviewRoute() {
  const { id: fileId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const reportPath = reportPathOf(useLocation().state);
  const { t } = useTranslation('review');
  const fileQuery = useFile(fileId);
  const project = useQuery({
    ...projectQueryOptions(fileQuery.data?.project_id ?? ''),
    enabled: Boolean(fileQuery.data?.project_id),
  });
  // A viewer reads the masking but corrects nothing; until the role is known, nothing is offered.
  const mayCorrectMasking = project.data ? can(project.data.role, 'correctMasking') : false;
  const requested = useMemo(() => readPassageRange(searchParams), [searchParams]);
  const passage = useMemo(
    () => (requested && fileQuery.data ? locatePassage(fileQuery.data, requested) : null),
    [requested, fileQuery.data],
  );
  const [chosenTab, setTab] = useState<TContentTab | null>(null);
  const tab = chosenTab ?? passage?.tab ?? 'original';
  const [reveal, setReveal] = useState<(TRevealRequest & { tab: TContentTab }) | null>(null);
  const revealCount = useRef(0);
  // The linked passage is brought into view once the text is there; later requests come from the buttons.
  const initialReveal = useMemo(
    () => (passage ? { tab: passage.tab, offset: passage.range.start, elementId: PASSAGE_MARK_ID, key: 0 } : null),
    [passage],
  );
  const activeReveal = reveal ?? initialReveal;

  const showPassage = useCallback(() => {
    if (!passage) return;
    setTab(passage.tab);
    revealCount.current += 1;
    setReveal({ tab: passage.tab, offset: passage.range.start, elementId: PASSAGE_MARK_ID, key: revealCount.current });
  }, [passage]);

  const entities = fileQuery.data?.pii_entities ?? NO_ENTITIES;
  const showEntity = useCallback(
    (index: number) => {
      const entity = entities[index];
      if (!entity) return;
      setTab('original');
      revealCount.current += 1;
      setReveal({ tab: 'original', offset: entity.start, elementId: entityMarkId(index), key: revealCount.current });
    },
    [entities],
  );

  if (fileQuery.isPending) return <PageSpinner label={t('loading')} />;
  const file = fileQuery.data;
  if (!file) {
    return (
      <PageContainer>
        <EmptyState
          icon={<FileXIcon />}
          title={t('notFound')}
          action={
            <Button asChild>
              <Link to="/projects">{t('returnToProjects')}</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const hasAnonymizedVersion = Boolean(file.anonymized_content) && file.anonymized_content !== file.content;
  const revealIn = (which: TContentTab) => (activeReveal?.tab === which ? activeReveal : null);

  return (
    <PageContainer className="max-w-7xl">
      <Link
        to={reportPath ?? '/projects'}
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" />
        {reportPath ? t('backToReport') : t('backToProjects')}
      </Link>
      <h1 className="mb-5 text-2xl font-semibold tracking-tight sm:text-[1.75rem]">{t('title')}</h1>

      {requested && (
        <Alert variant={passage ? 'info' : 'warning'} className="mb-5">
          <QuoteIcon />
          <AlertTitle>{t('passageTitle')}</AlertTitle>
          <AlertDescription>
            <p>{passage ? t('passageDescription') : t('passageNotFound')}</p>
            {passage && (
              <Button variant="outline" size="sm" className="mt-2" onClick={showPassage}>
                <LocateFixedIcon />
                {t('showPassage')}
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}

      <Card className="mb-5">
        <CardHeader className="flex-row items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <FileTextIcon className="size-5" />
          </span>
          {/* Narrow: name, metadata, then the badges below; from sm the badges sit to the right. */}
          <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <CardTitle className="text-lg [overflow-wrap:anywhere]">{file.original_filename}</CardTitle>
              {/* Each item stays on one line; a line breaks only at a separator. */}
              <CardDescription className="mt-1">
                <span className="whitespace-nowrap">{formatKilobytes(file.file_size)}</span>
                <span aria-hidden="true" className="ml-1">
                  ·
                </span>{' '}
                <span className="whitespace-nowrap">{file.file_type.toUpperCase()}</span>
                <span aria-hidden="true" className="ml-1">
                  ·
                </span>{' '}
                <span className="whitespace-nowrap">{formatDateTime(file.created_at)}</span>
              </CardDescription>
              <FileReadingProgress file={file} className="mt-3 max-w-xs" />
              <FileOcrSummary file={file} className="mt-3 max-w-prose" />
            </div>
            {(file.role || file.processing_status) && (
              <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                {file.role && <Badge variant="outline">{file.role}</Badge>}
                {file.processing_status && (
                  <Badge variant={getReviewStatusVariant(file.processing_status)}>{file.processing_status}</Badge>
                )}
              </div>
            )}
          </div>
        </CardHeader>
      </Card>

      {project.data && file.processing_status === 'PROCESSED' && (
        <MaskingCorrectionsPanel projectId={file.project_id} canCorrect={mayCorrectMasking} className="mb-5" />
      )}

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t('content.title')}</CardTitle>
            {file.content && (
              <CardDescription>
                {hasAnonymizedVersion && tab === 'anonymized'
                  ? t('content.anonymizedDescription')
                  : t('content.originalDescription')}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {!file.content ? (
              <EmptyState
                title={t('content.none')}
                description={isFailedStatus(file.processing_status) ? t('content.failed') : t('content.pending')}
                action={
                  isFailedStatus(file.processing_status) ? (
                    <FileFailureReason file={file} withNextStep className="max-w-prose text-left text-sm" />
                  ) : undefined
                }
              />
            ) : hasAnonymizedVersion ? (
              <Tabs value={tab} onValueChange={(value) => setTab(value === 'anonymized' ? 'anonymized' : 'original')}>
                <TabsList>
                  <TabsTrigger value="original">{t('tab.original')}</TabsTrigger>
                  <TabsTrigger value="anonymized">{t('tab.anonymized')}</TabsTrigger>
                </TabsList>
                <TabsContent value="original" forceMount className={TAB_PANEL_CLASSES}>
                  <HighlightedText
                    content={file.content}
                    entities={entities}
                    passage={passage?.tab === 'original' ? passage.range : null}
                    passageLabel={t('passageTitle')}
                    reveal={revealIn('original')}
                  />
                </TabsContent>
                <TabsContent value="anonymized" forceMount className={TAB_PANEL_CLASSES}>
                  {file.anonymized_content ? (
                    <HighlightedText
                      content={file.anonymized_content}
                      entities={NO_ENTITIES}
                      passage={passage?.tab === 'anonymized' ? passage.range : null}
                      passageLabel={t('passageTitle')}
                      reveal={revealIn('anonymized')}
                    />
                  ) : (
                    <p className="py-6 text-center text-sm text-muted-foreground">{t('content.noAnonymized')}</p>
                  )}
                </TabsContent>
              </Tabs>
            ) : (
              <HighlightedText
                content={file.content}
                entities={entities}
                passage={passage?.range}
                passageLabel={t('passageTitle')}
                reveal={activeReveal}
              />
            )}
          </CardContent>
        </Card>

        {entities.length > 0 && (
          <Alert variant="warning" className="lg:sticky lg:top-6">
            <ShieldAlertIcon />
            <AlertTitle>{t('detected.title')}</AlertTitle>
            <AlertDescription>
              <p>{t('detected.intro')}</p>
              <EntityOverview
                entities={entities}
                onShow={file.content ? showEntity : undefined}
                renderActions={
                  mayCorrectMasking
                    ? (entity) => <CorrectionActions projectId={file.project_id} entity={entity} />
                    : undefined
                }
              />
            </AlertDescription>
          </Alert>
        )}
      </div>
    </PageContainer>
  );
}
