/**
 * Entity counts per type on the shared corpus (../shared/corpus): `npm run bench -- pii-corpus [-- --file <name>] [--show TYPE]`.
 * Extracts each PDF/DOCX, runs `detectPii`, prints the count per type and the time, and with `--show PERSON` the most
 * frequent values of that type (the corpus has no personal data labelled; this is a sanity check: a 619-page
 * report should not yield thousands of persons).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractTextFromFile } from '../apps/server/src/documents/extract/extract-text.js';
import { detectPii } from '../apps/server/src/documents/pii/index.js';

const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));
const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const only = argument('--file');
const show = argument('--show');

async function main(): Promise<void> {
  if (!existsSync(corpus)) {
    console.log(`No corpus at ${corpus}; skipped.`);
    return;
  }
  for (const kind of ['pdf', 'docx'] as const) {
    const folder = join(corpus, kind);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (only && !name.includes(only)) continue;
      let text: string;
      try {
        text = (await extractTextFromFile(join(folder, name), kind)).text;
      } catch {
        continue;
      }
      const started = performance.now();
      const entities = detectPii(text);
      const milliseconds = performance.now() - started;
      const counts = new Map<string, number>();
      for (const entity of entities) counts.set(entity.entity_type, (counts.get(entity.entity_type) ?? 0) + 1);
      const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([type, count]) => `${type} ${count}`);
      console.log(
        `${name.padEnd(60)} ${(text.length / 1000).toFixed(0).padStart(6)} k chars ${milliseconds.toFixed(0).padStart(6)} ms  ${summary.join(', ') || '-'}`,
      );
      if (show) {
        const values = new Map<string, { count: number; reasons: string }>();
        for (const entity of entities) {
          if (entity.entity_type !== show) continue;
          const seen = values.get(entity.text);
          if (seen) seen.count += 1;
          else values.set(entity.text, { count: 1, reasons: (entity.reasons ?? []).join('; ') });
        }
        const top = [...values].sort((a, b) => b[1].count - a[1].count).slice(0, 25);
        for (const [value, { count, reasons }] of top) console.log(`  ${JSON.stringify(value)}×${count}  ${reasons}`);
      }
    }
  }
}

await main();
