/**
 * The document model (DESIGN.md "Document model"): sections, paragraphs, lists and tables of a processed file,
 * with offsets into its `content`, and mapped into `anonymized_content` for the reviewer.
 */
export { buildDocumentStructure } from './build-structure.js';
export { mapStructureToAnonymized, structureForAnonymizedText, type TReplacement } from './anonymized-structure.js';
export { structureOfFile } from './stored-structure.js';
