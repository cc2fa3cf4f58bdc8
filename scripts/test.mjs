#!/usr/bin/env node
/**
 * `npm test`: every Vitest project (unit, server HTTP suite on SQLite and PostgreSQL, web components),
 * then the browser journeys against the built app in Debian's Chromium. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const isCi = process.env.CI === 'true';
const reports = mkdtempSync(path.join(tmpdir(), 'grant-review-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** How long each phase took, printed with the summary (CI must stay under 45 minutes). */
const timings = [];
const startedAt = Date.now();
let phaseStartedAt = startedAt;
function endPhase(name) {
  timings.push(`${name} ${((Date.now() - phaseStartedAt) / 60_000).toFixed(1)} min`);
  phaseStartedAt = Date.now();
}
let exitCode = 0;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// 0. The start-up tests run the server as a child process, which imports the built contract.
if (run('npm', ['run', 'build', '-w', 'packages/contract']) !== 0) {
  console.error('Building the contract failed.');
  process.exit(1);
}

// 1. Vitest
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('node_modules/.bin/vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
if (vitestStatus !== 0) exitCode = 1;
endPhase('vitest');

// 2. Browser journeys
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eConfig = path.join(root, 'e2e/playwright.config.ts');
if (!existsSync(e2eConfig)) {
  console.log('\nNo e2e/playwright.config.ts yet: browser journeys skipped.');
} else if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: browser journeys skipped (apt-get install chromium).`;
  console.log(`\n${message}`);
  if (isCi) exitCode = 1;
} else if (run('npm', ['run', 'build']) !== 0) {
  exitCode = 1;
  totals.failed += 1;
} else {
  const playwrightReport = path.join(reports, 'playwright.json');
  const status = run('node_modules/.bin/playwright', ['test', '-c', e2eConfig], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (status !== 0) exitCode = 1;
  endPhase('build and browser journeys');
}

if (totals.passed === 0 && exitCode === 0) {
  console.error('No test ran.');
  exitCode = 1;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`${timings.join(', ')}; ${((Date.now() - startedAt) / 60_000).toFixed(1)} min in all`);
process.exit(exitCode);
