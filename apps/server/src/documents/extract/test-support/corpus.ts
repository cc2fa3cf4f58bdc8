/**
 * The shared real-world corpus (../shared/corpus next to the repository, or CORPUS_DIR) for the suites that
 * sweep it. Without it a suite is skipped with a message, except on CI, where that is a failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const corpusDir =
  process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../../../../../shared/corpus/', import.meta.url));

export interface TCorpusFile {
  name: string;
  filePath: string;
  fileType: 'pdf' | 'docx';
}

function listCorpus(): TCorpusFile[] {
  return (['pdf', 'docx'] as const).flatMap((fileType) => {
    const folder = path.join(corpusDir, fileType);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.toLowerCase().endsWith(`.${fileType}`))
      .sort()
      .map((name) => ({ name, filePath: path.join(folder, name), fileType }));
  });
}

/** The corpus's files; warns (or, on CI, throws) when there are none, naming the `suite` that needs them. */
export function loadCorpus(suite: string): TCorpusFile[] {
  const corpus = listCorpus();
  if (corpus.length === 0) {
    const message = `Document corpus not found at ${corpusDir}`;
    if (process.env.CI === 'true') {
      throw new Error(`${message}: CI must run the ${suite} (set CORPUS_DIR or check out ../shared).`);
    }
    console.warn(`\n  ${message}: the ${suite} are skipped.\n`);
  }
  return corpus;
}
