/**
 * OCR never downloads: language data comes from the installed npm packages, and a whole OCR run in a process whose
 * network functions all fail (in every thread, Tesseract's included) reads the page without trying to reach anything.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { linkLanguageFolder, workerOptionsFor } from './ocr-engine.js';
import { findOcrLanguages, OCR_LANGUAGE_CODES } from './ocr-languages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

/** Runs test-support/offline-ocr-run.ts under the network block, from the repository root (where tsx is installed). */
async function runBlocked(...args: string[]) {
  const require = createRequire(import.meta.url);
  const tsx = path.dirname(require.resolve('tsx/package.json'));
  const { stdout, stderr } = await run(
    process.execPath,
    [
      '--import',
      path.join(here, 'test-support', 'block-network.mjs'),
      '--import',
      path.join(tsx, 'dist', 'esm', 'index.mjs'),
      path.join(here, 'test-support', 'offline-ocr-run.ts'),
      ...args,
    ],
    { timeout: 90_000 },
  );
  return { stdout, stderr };
}

describe('OCR offline', () => {
  it('has the data of all four languages from their npm packages', () => {
    const { available, missing } = findOcrLanguages();
    expect(missing).toEqual([]);
    expect(available.map((language) => language.code)).toEqual([...OCR_LANGUAGE_CODES]);
    for (const { file } of available)
      expect(file).toMatch(/node_modules\/@tesseract\.js-data\/\w+\/4\.0\.0_best_int\//);
  });

  it('gives tesseract.js a local folder of its own, never a URL, and no cache to write', () => {
    const folder = linkLanguageFolder(findOcrLanguages().available);
    try {
      const options = workerOptionsFor(folder);
      expect(options.cacheMethod).toBe('none');
      expect(path.isAbsolute(options.langPath)).toBe(true);
      expect(options.langPath).not.toMatch(/^[a-z]+:\/\//i);
      // Made by mkdtemp: this user's, closed to others.
      expect(statSync(folder).mode & 0o077).toBe(0);
      const files = readdirSync(options.langPath).sort();
      expect(files).toEqual(OCR_LANGUAGE_CODES.map((code) => `${code}.traineddata.gz`).sort());
      for (const file of files) expect(existsSync(realpathSync(path.join(options.langPath, file)))).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('catches network attempts in the blocked process, from any thread', { timeout: 90_000 }, async () => {
    const { stderr } = await runBlocked('--probe');
    expect(stderr).toMatch(/NETWORK-ATTEMPT thread=0 fetch http:\/\/127\.0\.0\.1:9\//);
    expect(stderr).toMatch(/NETWORK-ATTEMPT thread=[1-9]\d* fetch https:\/\/cdn\.jsdelivr\.net/);
  });

  it('reads a scan with every network function failing, and tries none of them', { timeout: 90_000 }, async () => {
    const { stdout, stderr } = await runBlocked();
    // The block was in place in the main thread and in Tesseract's worker thread.
    expect(stderr).toMatch(/NETWORK-BLOCKED thread=0/);
    expect(stderr).toMatch(/NETWORK-BLOCKED thread=[1-9]/);
    expect(stderr).not.toContain('NETWORK-ATTEMPT');
    const result = JSON.parse(stdout) as { text: string; ocr: { pages: number[] } };
    expect(result.text).toContain('CHF 42 000');
    expect(result.ocr.pages).toEqual([1]);
  });
});
