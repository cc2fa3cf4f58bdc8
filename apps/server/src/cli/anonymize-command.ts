/**
 * `grant-review anonymize [--json] FILE...`: the server's extraction, detection and anonymization on
 * local files, in one process. All files share one placeholder map, as the files of a revision do.
 */
import path from 'node:path';
import type { Writable } from 'node:stream';
import { analyzeDocumentFile } from '../documents/analyze-document.js';
import { anonymizeWithKnownValues, PlaceholderMap } from '../documents/anonymize/index.js';
import { extractPlainText, isExtractionError } from '../documents/extract/index.js';
import { detectPii } from '../documents/pii/index.js';
import { readFile } from 'node:fs/promises';

const FILE_TYPES: Record<string, 'pdf' | 'docx' | 'txt'> = { '.pdf': 'pdf', '.docx': 'docx', '.txt': 'txt' };
const PER_FILE_TIMEOUT_MS = 120_000;

export interface TAnonymizeResultLine {
  file: string;
  content?: string;
  anonymized_content?: string;
  pii_entities?: { entity_type: string; text: string; start: number; end: number; confidence: number }[];
  error?: string;
}

async function readDocument(filePath: string) {
  const fileType = FILE_TYPES[path.extname(filePath).toLowerCase()];
  if (!fileType) throw new Error('Unsupported file type. Accepted types: .pdf, .docx, .txt');
  const signal = AbortSignal.timeout(PER_FILE_TIMEOUT_MS);
  if (fileType === 'txt') {
    const { text } = await extractPlainText(new Uint8Array(await readFile(filePath)));
    return { content: text, entities: detectPii(text) };
  }
  return analyzeDocumentFile(filePath, fileType, { signal });
}

export async function anonymizeFile(filePath: string, map: PlaceholderMap): Promise<TAnonymizeResultLine> {
  try {
    const { content, entities } = await readDocument(filePath);
    const result = anonymizeWithKnownValues(content, entities, map);
    return {
      file: filePath,
      content,
      anonymized_content: result.text,
      pii_entities: result.entities.map(({ entity_type, text, start, end, confidence }) => ({
        entity_type,
        text,
        start,
        end,
        confidence,
      })),
    };
  } catch (error) {
    if (isExtractionError(error)) return { file: filePath, error: error.message };
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (code === 'ENOENT') return { file: filePath, error: 'File not found' };
    if (code === 'EISDIR') return { file: filePath, error: 'Is a directory' };
    if (code === 'EACCES') return { file: filePath, error: 'Permission denied' };
    return { file: filePath, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function runAnonymize(
  files: readonly string[],
  options: { json: boolean },
  output: { stdout: Writable; stderr: Writable },
): Promise<void> {
  const map = new PlaceholderMap();
  for (const file of files) {
    const result = await anonymizeFile(file, map);
    if (options.json) {
      output.stdout.write(`${JSON.stringify(result)}\n`);
    } else if (result.error !== undefined) {
      output.stderr.write(`${file}: ${result.error}\n`);
    } else {
      if (files.length > 1) output.stdout.write(`==> ${file} <==\n`);
      output.stdout.write(`${result.anonymized_content ?? ''}\n`);
      if (files.length > 1) output.stdout.write('\n');
    }
  }
}
