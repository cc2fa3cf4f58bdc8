/**
 * The document model as stored with a file (files.structure, JSON). Files processed before the model existed, or
 * with a model of an older version, get one read from their text, so every processed file has one.
 */
import { DOCUMENT_STRUCTURE_VERSION, ZDocumentStructure, type TDocumentStructure } from '@grant-review/contract';
import { buildDocumentStructure } from './build-structure.js';

function parseStored(json: string | null): TDocumentStructure | null {
  if (json === null) return null;
  try {
    const parsed = ZDocumentStructure.safeParse(JSON.parse(json));
    return parsed.success && parsed.data.version === DOCUMENT_STRUCTURE_VERSION ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The file's model with offsets into `content`: the stored one, or one read from `content` now. */
export function structureOfFile(file: { content: string; structure: string | null }): TDocumentStructure {
  return parseStored(file.structure) ?? buildDocumentStructure(file.content);
}
