import type { TProjectRole, TRevision } from '@grant-review/contract';
import { CopyPlusIcon, GitCompareArrowsIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { can } from '@/lib/project-permissions';
import { cn } from '@/lib/utils';

interface RevisionHistoryProps {
  revisions: TRevision[];
  selectedRevisionId: string | null;
  /** The caller's role in the project: a viewer gets no new or deleted revisions. */
  role: TProjectRole;
  onSelect: (revisionId: string) => void;
  onCreate: () => void;
  /** Starts a new revision with the files of `revision` carried over. */
  onCreateFrom: (revision: TRevision) => void;
  onDelete: (revision: TRevision, label: string) => void;
  isCreating: boolean;
  /** The comparison page of two analysed revisions; without it the history offers no comparison. */
  compareLink?: (earlier: TRevision, later: TRevision) => string;
}

/** The nearest revision before `index` (further down the list) that has an analysis to compare with. */
function earlierAnalysed(revisions: TRevision[], index: number): { revision: TRevision; index: number } | null {
  for (let earlier = index + 1; earlier < revisions.length; earlier += 1) {
    const revision = revisions[earlier];
    if (revision?.analysis) return { revision, index: earlier };
  }
  return null;
}

/** The N of 'Revision N' counts down from the list length: the newest (first) revision has the highest number. */
export function revisionNumber(index: number, total: number): number {
  return total - index;
}

export function RevisionHistory({
  revisions,
  selectedRevisionId,
  role,
  onSelect,
  onCreate,
  onCreateFrom,
  onDelete,
  isCreating,
  compareLink,
}: RevisionHistoryProps) {
  const { t } = useTranslation('revisions');
  const canCreate = can(role, 'createRevision');
  const canDelete = can(role, 'deleteRevision');
  return (
    <section
      aria-labelledby="revision-history-title"
      className="flex min-h-0 flex-col border-t border-border px-3 pt-4 pb-3"
    >
      <div className="mb-2 flex items-center justify-between px-2">
        <h2 id="revision-history-title" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('history.title')}
        </h2>
        {canCreate && (
          <button
            type="button"
            title={t('history.create')}
            onClick={onCreate}
            disabled={isCreating}
            className="inline-flex cursor-pointer items-center gap-0.5 rounded-md px-1.5 py-1 text-xs font-semibold text-primary outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-50"
          >
            <PlusIcon className="size-3.5" aria-hidden="true" />
            {t('history.add')}
          </button>
        )}
      </div>
      {revisions.length === 0 ? (
        <p className="px-2 py-2 text-xs text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {revisions.map((revision, index) => {
            const label = t('label', { number: revisionNumber(index, revisions.length) });
            const isSelected = revision.id === selectedRevisionId;
            const earlier = compareLink && revision.analysis ? earlierAnalysed(revisions, index) : null;
            return (
              <li key={revision.id} className="flex flex-col">
                <div className="group relative">
                  <button
                    type="button"
                    onClick={() => onSelect(revision.id)}
                    aria-current={isSelected ? 'true' : undefined}
                    className={cn(
                      'flex w-full cursor-pointer flex-col rounded-md py-2 pl-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      canCreate || canDelete ? 'pr-16' : 'pr-3',
                      isSelected ? 'bg-primary-soft text-primary' : 'hover:bg-muted',
                    )}
                  >
                    <span className="text-sm font-medium">{label}</span>
                    <span className={cn('text-xs', isSelected ? 'text-primary/90' : 'text-muted-foreground')}>
                      {formatDate(revision.created_at)} · {t('fileCount', { count: revision.files.length })}
                    </span>
                  </button>
                  {canCreate && (
                    <button
                      type="button"
                      title={t('history.createFrom')}
                      aria-label={t('history.createFromLabel', { revision: label })}
                      onClick={() => onCreateFrom(revision)}
                      disabled={isCreating}
                      className="absolute top-1/2 right-9 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground opacity-100 outline-none group-hover:opacity-100 hover:bg-primary-soft hover:text-primary focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-50 md:opacity-0"
                    >
                      <CopyPlusIcon className="size-3.5" aria-hidden="true" />
                    </button>
                  )}
                  {canDelete && (
                    <button
                      type="button"
                      title={t('history.delete')}
                      aria-label={t('history.deleteLabel', { revision: label })}
                      onClick={() => onDelete(revision, label)}
                      className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground opacity-100 outline-none group-hover:opacity-100 hover:bg-destructive/10 hover:text-destructive focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring md:opacity-0"
                    >
                      <Trash2Icon className="size-3.5" />
                    </button>
                  )}
                </div>
                {compareLink && earlier && (
                  <Link
                    to={compareLink(earlier.revision, revision)}
                    className="mx-3 mt-0.5 mb-1.5 inline-flex w-fit items-center gap-1 rounded text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <GitCompareArrowsIcon className="size-3.5" aria-hidden="true" />
                    {t('history.compare', {
                      revision: t('label', { number: revisionNumber(earlier.index, revisions.length) }),
                    })}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
