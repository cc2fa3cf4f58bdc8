/** The `grant-review` command as a user runs it: one process, many files, JSON Lines in input order. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../bin/grant-review.js', import.meta.url));
const corpus = fileURLToPath(new URL('../../../../../shared/corpus', import.meta.url));

interface TLine {
  file: string;
  content?: string;
  anonymized_content?: string;
  pii_entities?: { entity_type: string; text: string; start: number; end: number }[];
  error?: string;
}

async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
      maxBuffer: 512 * 1024 * 1024,
      timeout: 300_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const parseLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as TLine);

describe('grant-review anonymize', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'grant-review-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('rejects wrong arguments with exit code 2 and usage', async () => {
    for (const args of [[], ['anonymise', 'x.pdf'], ['anonymize'], ['anonymize', '--yaml', 'x.pdf']]) {
      const result = await cli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: grant-review anonymize');
    }
  });

  it('prints anonymized text, and JSON Lines in input order with errors inline, exit 0', async () => {
    const first = path.join(dir, 'letter.txt');
    const second = path.join(dir, 'notes.TXT');
    await writeFile(first, 'Contact Dr. Anna Muster at anna.muster@example.ch about CHF 150000.');
    await writeFile(second, 'Anna Muster will call +41 44 632 11 11 in Q3 2026.');
    const text = await cli(['anonymize', first]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Contact Dr. [PERSON_1] at [EMAIL_ADDRESS_1] about CHF 150000.');

    const json = await cli([
      'anonymize',
      '--json',
      first,
      path.join(dir, 'missing.pdf'),
      path.join(dir, 'x.odt'),
      second,
    ]);
    expect(json.code).toBe(0);
    const lines = parseLines(json.stdout);
    expect(lines.map((line) => path.basename(line.file))).toEqual(['letter.txt', 'missing.pdf', 'x.odt', 'notes.TXT']);
    expect(lines[1]?.error).toBe('File not found');
    expect(lines[2]?.error).toMatch(/Unsupported file type/);
    expect(lines[0]?.pii_entities?.map((entity) => entity.entity_type)).toEqual(['PERSON', 'EMAIL_ADDRESS']);
    // One map for the whole run: the same person is the same placeholder in both files.
    expect(lines[3]?.anonymized_content).toBe('[PERSON_1] will call [PHONE_NUMBER_1] in Q3 2026.');
  });

  it('processes a hundred files in one process', async () => {
    const files: string[] = [];
    for (let index = 0; index < 100; index++) {
      const file = path.join(dir, `small-${index}.txt`);
      await writeFile(file, `Note ${index}: write to person${index}@example.org before M${index % 12}.`);
      files.push(file);
    }
    const result = await cli(['anonymize', '--json', ...files]);
    expect(result.code).toBe(0);
    const lines = parseLines(result.stdout);
    expect(lines).toHaveLength(100);
    lines.forEach((line, index) => {
      expect(line.file).toBe(files[index]);
      expect(line.anonymized_content).toBe(
        `Note ${index}: write to [EMAIL_ADDRESS_${index + 1}] before M${index % 12}.`,
      );
    });
  });

  const hasCorpus = existsSync(corpus);
  if (!hasCorpus && process.env.CI === 'true') {
    it('needs ../shared/corpus in CI', () => {
      throw new Error(`The shared corpus is missing at ${corpus}`);
    });
  }
  it.skipIf(!hasCorpus)(
    'gives text or a clear error for every file of the shared corpus, without crashing or hanging',
    { timeout: 300_000 },
    async () => {
      const files = ['pdf', 'docx'].flatMap((kind) =>
        readdirSync(path.join(corpus, kind))
          .sort()
          .map((name) => path.join(corpus, kind, name)),
      );
      expect(files.length).toBe(64);
      const result = await cli(['anonymize', '--json', ...files]);
      expect(result.code).toBe(0);
      const lines = parseLines(result.stdout);
      expect(lines.map((line) => line.file)).toEqual(files);
      for (const line of lines) {
        const hasText = typeof line.content === 'string' && line.content.trim().length > 0;
        expect(hasText || (typeof line.error === 'string' && line.error.length > 10), line.file).toBe(true);
        if (line.error) expect(line.error, line.file).not.toMatch(/\bat .*:\d+:\d+|TypeError|undefined/);
        for (const entity of line.pii_entities ?? []) {
          expect(line.content?.slice(entity.start, entity.end), line.file).toBe(entity.text);
        }
      }
      const byName = new Map(lines.map((line) => [path.basename(line.file), line]));
      const readable: Record<string, RegExp> = {
        'mozilla-tracemonkey.pdf': /Trace-based Just-in-Time Type Specialization/,
        'py-pdf-GeoTopo-komprimiert.pdf': /Topologie/,
        'Unstructured-IO-fr_olap.pdf': /données/,
        'Unstructured-IO-DA-619p.pdf': /\w+/,
        'Unstructured-IO-handbook-872p.docx': /\w+/,
        'Unstructured-IO-docx-tables.docx': /\|/,
      };
      for (const [name, pattern] of Object.entries(readable)) {
        expect(byName.get(name)?.content, name).toMatch(pattern);
      }
      expect((byName.get('Unstructured-IO-DA-619p.pdf')?.content ?? '').length).toBeGreaterThan(500_000);
      expect(byName.get('Unstructured-IO-password.pdf')?.error).toMatch(/password/);
    },
  );
  if (!hasCorpus) console.warn(`Shared corpus not found at ${corpus}: the corpus walk through the CLI is skipped.`);
});
