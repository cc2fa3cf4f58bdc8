/**
 * Entities per type per document on the shared corpus (../shared/corpus: PDF and DOCX from public repositories, not
 * labelled). The corpus has no gold labels, so this shows where the detector fires, not whether it is right: the
 * largest counts and their most frequent values are where over-masking shows ("CREATURES" is no person).
 * Text is extracted exactly as the app does (`extractTextFromFile`).
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { extractTextFromFile, isExtractionError } from '../apps/server/src/documents/extract/index.js';
import { detectPii } from '../apps/server/src/documents/pii/index.js';

export const CORPUS_DIRECTORY = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));

export interface TCorpusDocument {
  file: string;
  characters: number;
  /** Extraction error code when the file yields no text (password, damage…). */
  error?: string;
  total: number;
  byType: Record<string, number>;
  /** Most frequent values per type, for the documents with the most entities. */
  topValues?: Record<string, { text: string; count: number }[]>;
  milliseconds: number;
}

const TOP_DOCUMENTS = 5;
const TOP_VALUES = 12;

export async function countCorpusEntities(directory = CORPUS_DIRECTORY): Promise<TCorpusDocument[] | undefined> {
  let files: string[];
  try {
    files = (
      await Promise.all(
        ['pdf', 'docx'].map(async (kind) =>
          (await readdir(directory + kind))
            .filter((name) => name.endsWith(`.${kind}`))
            .map((name) => `${kind}/${name}`),
        ),
      )
    ).flat();
  } catch {
    return undefined;
  }
  const results: (TCorpusDocument & { values: Map<string, Map<string, number>> })[] = [];
  for (const file of files.sort()) {
    const started = performance.now();
    const fileType = file.startsWith('pdf/') ? 'pdf' : 'docx';
    let text: string;
    try {
      text = (await extractTextFromFile(directory + file, fileType)).text;
    } catch (error) {
      if (!isExtractionError(error)) throw error;
      results.push({
        file,
        characters: 0,
        error: error.code,
        total: 0,
        byType: {},
        values: new Map(),
        milliseconds: performance.now() - started,
      });
      continue;
    }
    const entities = detectPii(text);
    const byType: Record<string, number> = {};
    const values = new Map<string, Map<string, number>>();
    for (const entity of entities) {
      byType[entity.entity_type] = (byType[entity.entity_type] ?? 0) + 1;
      const perType = values.get(entity.entity_type) ?? new Map<string, number>();
      const value = entity.text.replace(/\s+/g, ' ');
      perType.set(value, (perType.get(value) ?? 0) + 1);
      values.set(entity.entity_type, perType);
    }
    results.push({
      file,
      characters: text.length,
      total: entities.length,
      byType,
      values,
      milliseconds: performance.now() - started,
    });
  }
  results.sort((a, b) => b.total - a.total || a.file.localeCompare(b.file));
  return results.map(({ values, ...document }, index) =>
    index < TOP_DOCUMENTS
      ? {
          ...document,
          topValues: Object.fromEntries(
            [...values].map(([type, counts]) => [
              type,
              [...counts]
                .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
                .slice(0, TOP_VALUES)
                .map(([text, count]) => ({ text, count })),
            ]),
          ),
        }
      : document,
  );
}

export function printCorpus(documents: readonly TCorpusDocument[] | undefined): void {
  if (!documents) {
    console.log('\nShared corpus not found at ../shared/corpus; entity counts not measured.');
    return;
  }
  const types = [...new Set(documents.flatMap((document) => Object.keys(document.byType)))].sort();
  console.log(`\nEntities per document on the shared corpus (${documents.length} files, most entities first)`);
  console.log(
    `${'file'.padEnd(58)}${'chars'.padStart(10)}${'total'.padStart(7)}  ${types.map((type) => type.slice(0, 8).padStart(9)).join('')}`,
  );
  for (const document of documents) {
    const counts = types.map((type) => String(document.byType[type] ?? '').padStart(9)).join('');
    const note = document.error ? `  (${document.error})` : '';
    console.log(
      `${document.file.slice(0, 57).padEnd(58)}${String(document.characters).padStart(10)}${String(document.total).padStart(7)}  ${counts}${note}`,
    );
  }
  for (const document of documents.filter((entry) => entry.topValues)) {
    console.log(`\nMost frequent values in ${document.file} (${document.total} entities)`);
    for (const [type, values] of Object.entries(document.topValues ?? {})) {
      console.log(`  ${type}: ${values.map((value) => `"${value.text}" ×${value.count}`).join(', ')}`);
    }
  }
}
