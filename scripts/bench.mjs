#!/usr/bin/env node
// `npm run bench`: runs every benchmark in bench/ in turn and prints its numbers.
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
  'bench/bundle-size.ts',
];
const only = process.argv.slice(2);
let failed = false;
for (const file of benchmarks) {
  if (only.length && !only.some((name) => file.includes(name))) continue;
  if (!existsSync(new URL(`../${file}`, import.meta.url))) continue;
  console.log(`\n━━ ${file} ━━`);
  const result = spawnSync('node_modules/.bin/tsx', [file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
