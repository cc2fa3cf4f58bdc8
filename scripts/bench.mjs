#!/usr/bin/env node
// `npm run bench [-- name… [--option …]]`: runs the benchmarks in bench/ (or those named) in turn and prints their numbers.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchmarks = [
  'bench/api-throughput.ts',
  'bench/pii-quality.ts',
  'bench/processing-speed.ts',
  'bench/processing-fairness.ts',
  'bench/streaming.ts',
  'bench/storage-throughput.ts',
  'bench/bundle-size.ts',
  'bench/page-speed.ts',
  'bench/review-quality.ts',
  'bench/ocr-quality.ts',
];
// Names pick benchmarks; everything from the first option on (`--app <id>`) goes to the benchmarks run.
const firstOption = process.argv.slice(2).findIndex((argument) => argument.startsWith('--'));
const only = firstOption < 0 ? process.argv.slice(2) : process.argv.slice(2, firstOption + 2);
const forwarded = firstOption < 0 ? [] : process.argv.slice(firstOption + 2);
let failed = false;
for (const file of benchmarks) {
  if (only.length && !only.some((name) => file.includes(name))) continue;
  if (!existsSync(new URL(`../${file}`, import.meta.url))) continue;
  console.log(`\n━━ ${file} ━━`);
  const result = spawnSync('node_modules/.bin/tsx', [file, ...forwarded], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
