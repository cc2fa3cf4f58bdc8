import {
  findSlot,
  isRetryableFileError,
  parseFileErrorCode,
  type TDocumentFile,
  type TFileOcr,
  type TFileStatus,
  type TPiiEntity,
  type TPiiEntityType,
  type TProject,
  type TProjectMember,
  type TProjectType,
  type TRevision,
  type TRevisionChange,
  ZFileOcr,
} from '@grant-review/contract';
import type { FileRow, PiiEntityRow, RevisionRow } from '../db/schema.js';
import type { TMember } from '../projects/members.service.js';
import type { TProjectWithCount } from '../projects/projects.service.js';
import { fullName } from './users.js';

export function presentProject(project: TProjectWithCount): TProject {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    project_type: project.project_type as TProjectType,
    revision_count: project.revision_count,
    created_at: project.created_at,
    updated_at: project.updated_at,
    role: project.role,
    owner: { user_id: project.user_id, name: fullName(project.owner_first_name, project.owner_last_name) },
  };
}

export function presentMember(member: TMember): TProjectMember {
  return {
    user_id: member.user_id,
    email: member.email,
    name: fullName(member.first_name, member.last_name),
    role: member.role,
    added_at: member.added_at,
  };
}

export function presentPiiEntity(entity: PiiEntityRow): TPiiEntity {
  return {
    entity_type: entity.entity_type as TPiiEntityType,
    text: entity.text,
    start: entity.start_offset,
    end: entity.end_offset,
    confidence: entity.confidence,
    ...presentReasons(entity.reasons),
  };
}

/** The stored JSON array of reasons, or nothing when none were stored (or the column holds something else). */
function presentReasons(stored: string | null): { reasons?: string[] } {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed) && parsed.every((reason) => typeof reason === 'string')) return { reasons: parsed };
  } catch {
    // A damaged value shows no reasons rather than failing the whole project page.
  }
  return {};
}

export type TEntityCounts = TDocumentFile['pii_entity_counts'];

/** How many entities of each type, counted from the rows. */
export function countEntityTypes(entities: readonly Pick<PiiEntityRow, 'entity_type'>[]): TEntityCounts {
  const counts: Record<string, number> = {};
  for (const entity of entities) counts[entity.entity_type] = (counts[entity.entity_type] ?? 0) + 1;
  return counts;
}

/**
 * A file with its entities; `counts` is given when the entities were left out (the polled revision list), and is
 * counted from the entities otherwise.
 */
export function presentFile(
  file: FileRow,
  project: { id: string; project_type: string },
  entities: readonly PiiEntityRow[],
  counts: TEntityCounts = countEntityTypes(entities),
): TDocumentFile {
  const projectType = project.project_type as TProjectType;
  return {
    id: file.id,
    project_id: project.id,
    filename: file.stored_filename,
    original_filename: file.original_filename,
    file_role: file.slot,
    role: findSlot(projectType, file.slot)?.name ?? file.slot,
    processing_status: file.status as TFileStatus,
    file_size: file.file_size,
    file_type: file.file_type === 'docx' ? 'docx' : 'pdf',
    created_at: file.created_at,
    content: file.content,
    anonymized_content: file.anonymized_content,
    pii_entities: [...entities].sort((a, b) => a.start_offset - b.start_offset).map(presentPiiEntity),
    pii_entity_counts: counts,
    error: file.error,
    error_code: file.status === 'ERROR' ? parseFileErrorCode(file.error_code) : null,
    can_retry: file.status === 'ERROR' && isRetryableFileError(parseFileErrorCode(file.error_code)),
    ocr: file.status === 'PROCESSED' ? parseOcr(file.ocr) : null,
    progress:
      file.status === 'PROCESSING' && file.progress_page !== null && file.progress_page_count
        ? { page: file.progress_page, page_count: file.progress_page_count }
        : null,
  };
}

/** The stored OCR summary, or null when there is none or it is not one this version can read. */
function parseOcr(stored: string | null): TFileOcr | null {
  if (stored === null) return null;
  try {
    const parsed = ZFileOcr.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface TRevisionDetails {
  revision: RevisionRow;
  files: readonly FileRow[];
  entitiesByFile: ReadonlyMap<string, readonly PiiEntityRow[]>;
  /** Set when the entities were left out (`include_content=false`): their counts per file. */
  entityCountsByFile?: ReadonlyMap<string, TEntityCounts>;
  chatId: string | null;
  /** When the chat's current analysis was written; null without one. */
  analysisCreatedAt: string | null;
  /** What changed since the current analysis read the documents (all recorded changes without an analysis). */
  changes: readonly TRevisionChange[];
}

export function presentRevision(details: TRevisionDetails, project: { id: string; project_type: string }): TRevision {
  return {
    id: details.revision.id,
    created_at: details.revision.created_at,
    files: details.files.map((file) =>
      presentFile(
        file,
        project,
        details.entitiesByFile.get(file.id) ?? [],
        details.entityCountsByFile ? (details.entityCountsByFile.get(file.id) ?? {}) : undefined,
      ),
    ),
    chat: details.chatId ? { id: details.chatId } : null,
    is_analysis_outdated: Boolean(details.analysisCreatedAt && details.changes.length > 0),
    analysis: details.analysisCreatedAt
      ? { created_at: details.analysisCreatedAt, changes_since: [...details.changes] }
      : null,
  };
}
