/**
 * The comparison of two analysed revisions of a project (issue 13): loads each revision's latest report and files
 * and hands them to the review's compareRevisions.
 *
 * Each revision has its own placeholder map, so "[PERSON_1]" may stand for different people in two revisions (a
 * revision carried forward keeps its source's map, so there they agree). For the user both reports are shown with
 * their own values. For the chat, which works in the later revision's anonymized text, a placeholder of the earlier
 * report that the later map does not give the same value is replaced by its bare type ("[PERSON]"): the answer then
 * never names the wrong person, and no value reaches the reviewer unmasked. File names are replaced by neutral ones
 * made from the slot, as everywhere the reviewer reads documents.
 */
import type { TComparedRevision, TProjectType, TReviewReport, TRevisionComparison } from '@grant-review/contract';
import type { Kysely } from 'kysely';
import { findLatestReport, neutralFileName } from '../chat/chat.service.js';
import type { DB, FileRow, RevisionRow, UserRow } from '../db/schema.js';
import { type PlaceholderMap } from '../documents/anonymize/index.js';
import { loadPlaceholderMap } from '../documents/anonymize/placeholder-store.js';
import { AppError, conflict } from '../errors.js';
import { loadRevisionDetails } from '../files/files.queries.js';
import { mapReportText, presentReport } from '../presenters/report.js';
import { presentRevision, type TRevisionDetails } from '../presenters/projects.js';
import { compareRevisions, type TComparisonSide } from '../review/compare-reports.js';
import type { TProjectAction } from './access-policy.js';
import { getRevision, type TProjectWithCount } from './projects.service.js';

const PLACEHOLDER = /\[([A-Z][A-Z_]*)_\d+\]/g;

/** File names can name people ("CV_Anna_Muster.pdf"): the reviewer sees each file under a name made from its slot. */
const neutralName = (file: FileRow): string => neutralFileName(file.slot, file.file_type);

/** 'Revision N' as the revision history numbers it: the revisions of the project up to this one. */
async function revisionNumber(db: Kysely<DB>, revision: RevisionRow): Promise<number> {
  const { count } = await db
    .selectFrom('revisions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('project_id', '=', revision.project_id)
    .where('seq', '<=', revision.seq)
    .executeTakeFirstOrThrow();
  return Number(count);
}

interface TLoadedSide {
  details: TRevisionDetails;
  number: number;
  /** As stored: placeholders in quotes and figure labels. */
  report: TReviewReport;
  map: PlaceholderMap;
}

async function loadSide(db: Kysely<DB>, details: TRevisionDetails): Promise<TLoadedSide> {
  const number = await revisionNumber(db, details.revision);
  const report = details.chatId ? await findLatestReport(db, details.chatId) : undefined;
  if (!report) {
    throw conflict(
      `Revision ${number} has no analysis yet: run its analysis before comparing it with another revision.`,
    );
  }
  return { details, number, report, map: await loadPlaceholderMap(db, details.revision.id) };
}

function toSide(
  project: { id: string; project_type: string },
  side: TLoadedSide,
  report: TReviewReport,
  fileName: (file: FileRow) => string = (file) => file.original_filename,
): TComparisonSide {
  const { details } = side;
  const revision: TComparedRevision = {
    revision_id: details.revision.id,
    number: side.number,
    created_at: details.revision.created_at,
    analysed_at: details.analysisCreatedAt ?? report.generated_at,
    readiness: report.readiness.level,
    report_language: report.language,
    is_analysis_outdated: presentRevision(details, project).is_analysis_outdated,
  };
  return {
    revision,
    report,
    files: details.files.map((file) => ({ ...file, original_filename: fileName(file) })),
  };
}

/** The two revisions, earlier first, with their reports; 404 when either is not the user's, 409 without an analysis. */
async function loadSides(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  revisionIds: readonly [string, string],
  action: TProjectAction = 'read',
): Promise<{ project: TProjectWithCount; before: TLoadedSide; after: TLoadedSide }> {
  const first = await getRevision(db, user, projectId, revisionIds[0], action);
  const second = await getRevision(db, user, projectId, revisionIds[1], action);
  const [earlier, later] = [first.revision, second.revision].sort((a, b) => a.seq - b.seq) as [
    RevisionRow,
    RevisionRow,
  ];
  const revisions = earlier.id === later.id ? [earlier] : [earlier, later];
  const details = await loadRevisionDetails(db, revisions);
  const before = await loadSide(db, details[0]!);
  const after = details[1] ? await loadSide(db, details[1]) : before;
  return { project: first.project, before, after };
}

/** The comparison the user sees (`GET /api/projects/{id}/compare`): each report with its own revision's values. */
export async function compareProjectRevisions(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  revisionIds: readonly [string, string],
  action: Extract<TProjectAction, 'read' | 'export'> = 'read',
): Promise<{ comparison: TRevisionComparison; project: TProjectWithCount }> {
  const { project, before, after } = await loadSides(db, user, projectId, revisionIds, action);
  const comparison = compareRevisions(
    project.id,
    project.project_type as TProjectType,
    toSide(project, before, presentReport(before.report, before.map)),
    toSide(project, after, presentReport(after.report, after.map)),
  );
  return { comparison, project };
}

/**
 * The comparison of `revision` with the latest earlier revision of its project that has an analysis, in the
 * anonymized text of `revision` (see the file comment); null when there is no such revision or `revision` has no
 * analysis itself. For the chat, whose stream has checked the caller's access.
 */
export async function compareWithPreviousAnalysis(
  db: Kysely<DB>,
  user: UserRow,
  revision: RevisionRow,
): Promise<TRevisionComparison | null> {
  const earlier = await db
    .selectFrom('revisions')
    .innerJoin('chats', 'chats.revision_id', 'revisions.id')
    .innerJoin('review_reports', 'review_reports.chat_id', 'chats.id')
    .select('revisions.id')
    .where('revisions.project_id', '=', revision.project_id)
    .where('revisions.seq', '<', revision.seq)
    .orderBy('revisions.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!earlier) return null;
  let sides;
  try {
    sides = await loadSides(db, user, revision.project_id, [earlier.id, revision.id]);
  } catch (error) {
    // This revision has no analysis of its own yet: there is nothing to compare.
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    throw error;
  }
  const { project, before, after } = sides;
  const neutralise = (text: string) =>
    text.replace(PLACEHOLDER, (placeholder, type: string) => {
      const value = before.map.findByPlaceholder(placeholder)?.value;
      return value !== undefined && after.map.findByPlaceholder(placeholder)?.value === value
        ? placeholder
        : `[${type}]`;
    });
  return compareRevisions(
    project.id,
    project.project_type as TProjectType,
    toSide(project, before, mapReportText(before.report, neutralise, neutralise), neutralName),
    toSide(project, after, after.report, neutralName),
  );
}
