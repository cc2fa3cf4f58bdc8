/**
 * Scanned PDFs over the real HTTP API, worker threads and database: a scanned letter of support is read by OCR, its
 * personal data masked like any other text, its content reviewed (anonymized) by the model; progress reaches the
 * status polling; the OCR limits end a scan with a clear error.
 */
import type { TDocumentFile } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdfFile } from '../src/documents/extract/test-support/build-pdf.js';
import {
  buildScannedPdf,
  renderScanImage,
  scanPdfPage,
  type TScanPage,
} from '../src/documents/extract/test-support/build-scan.js';
import { INNOSUISSE_CRITERIA } from '../src/review/criteria/innosuisse.js';
import { createTestProject, createTestRevision } from './support/factories.js';
import { startMockLlmServer, type TMockLlmServer } from './support/mock-llm-server.js';
import { jsonAnswer } from './support/mock-review.js';
import { readEventStream } from './support/sse-client.js';
import { startTestServer, type TTestServer } from './support/server.js';
import { createClient } from './support/http.js';
import { createTestUser } from './support/factories.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const LETTER: TScanPage = {
  blocks: [
    { heading: 'Letter of support' },
    {
      paragraph:
        'Dear Members of the Innovation Council, Helvetic Sensors AG confirms its commitment to the project and will contribute CHF 80 000 in cash to the total project costs of CHF 400 000.',
    },
    {
      paragraph:
        'Contact: Daniel Hofstetter, Head of Development, daniel.hofstetter@helvetic-sensors.ch, phone +41 31 555 12 34.',
    },
  ],
};
/** A page image with nothing on it: a scanned blank page. */
const BLANK: TScanPage = { blocks: [] };

const scanOptions = { noise: 0.001, rotationDegrees: 0.5 };

describe('scanned documents', () => {
  let context: TMockLlmServer;

  beforeAll(async () => {
    // A generous page limit: the suite runs many servers at once on two cores, and a page must not time out there.
    context = await startMockLlmServer({ env: { OCR_PAGE_TIMEOUT_S: '600' } });
  }, 60_000);
  afterAll(() => context.close());

  /** A scan of `pages`; blank pages are left clean (speckles on an empty page only cost Tesseract time). */
  async function uploadScan(pages: readonly TScanPage[], slot = 'SUPPORTING_DOCS') {
    const { client, owner } = context;
    const project = await createTestProject(client, owner.token, { name: 'Scans' });
    const revision = await createTestRevision(client, owner.token, project.id);
    const images = await Promise.all(
      pages.map((page) => renderScanImage(page, page.blocks.length > 0 ? scanOptions : {})),
    );
    const upload = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot },
      { name: 'letter-of-support-scan.pdf', data: buildPdfFile(images.map(scanPdfPage)) },
    );
    expect(upload.status).toBe(201);
    return { project, revision, fileId: upload.body.id };
  }

  it(
    'reads a scanned letter of support by OCR, masks its personal data and names the page it could not read',
    { timeout: 240_000 },
    async () => {
      const { project, fileId } = await uploadScan([LETTER, BLANK]);
      const file = await waitForProcessing(context.client, context.owner.token, fileId, 200_000);
      expect(file.processing_status).toBe('PROCESSED');
      expect(file.ocr?.pages).toEqual([1]);
      expect(file.ocr?.page_count).toBe(2);
      expect(file.ocr?.unreadable_pages).toEqual([2]);
      expect(file.ocr?.confidence).toBeGreaterThan(80);
      expect(file.progress).toBeNull();
      expect(file.content).toContain('contribute CHF 80 000 in cash');

      const masked = (type: string) =>
        file.pii_entities.filter((entity) => entity.entity_type === type).map((entity) => entity.text);
      expect(masked('PERSON')).toContain('Daniel Hofstetter');
      expect(masked('EMAIL_ADDRESS')).toContain('daniel.hofstetter@helvetic-sensors.ch');
      expect(masked('PHONE_NUMBER').join(' ')).toContain('+41 31 555 12 34');
      for (const value of ['Hofstetter', 'daniel.hofstetter@', '555 12 34']) {
        expect(file.anonymized_content).not.toContain(value);
      }

      // The polled revision list (without text) carries the OCR summary too.
      const list = await context.client.get<{ files: TDocumentFile[] }[]>(
        `/api/projects/${project.id}/revisions?include_content=false`,
        { token: context.owner.token },
      );
      expect(list.body[0]?.files[0]?.ocr?.unreadable_pages).toEqual([2]);
    },
  );

  it('reviews the scan’s text with the model, anonymized', { timeout: 240_000 }, async () => {
    context.mock.requests.length = 0;
    context.mock.behaviour = {
      kind: 'per-request',
      respond: () =>
        jsonAnswer({ assessment: { rating: 'adequate', rationale: 'Cash contribution confirmed.' }, findings: [] }),
    };
    const { revision, fileId } = await uploadScan([LETTER]);
    expect((await waitForProcessing(context.client, context.owner.token, fileId, 200_000)).processing_status).toBe(
      'PROCESSED',
    );
    await readEventStream(
      `${context.server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      context.owner.token,
    );
    expect(context.mock.requests).toHaveLength(INNOSUISSE_CRITERIA.criteria.length);
    const sent = context.mock.requests.map((request) => request.body).join('\n');
    expect(sent).toContain('contribute CHF 80 000 in cash');
    for (const value of ['Hofstetter', 'helvetic-sensors.ch', '555 12 34', 'letter-of-support-scan']) {
      expect(sent, value).not.toContain(value);
    }
  });

  it('shows the page being read while a long scan is processed', { timeout: 120_000 }, async () => {
    const { fileId } = await uploadScan([LETTER, LETTER, LETTER]);
    const seen: string[] = [];
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      const file = (await context.client.get<TDocumentFile>(`/api/files/${fileId}`, { token: context.owner.token }))
        .body;
      if (file.progress) seen.push(`${file.progress.page}/${file.progress.page_count}`);
      if (file.processing_status !== 'PROCESSING' && file.processing_status !== 'UPLOADED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((progress) => /^[123]\/3$/.test(progress))).toBe(true);
    // Pages only move forward.
    const pages = seen.map((progress) => Number(progress.split('/')[0]));
    expect(pages).toEqual([...pages].sort());
  });
});

describe('scanned documents over the limits', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { OCR_MAX_PAGES: '1' } });
  }, 60_000);
  afterAll(() => server.close());

  it('ends a scan with more pages than OCR_MAX_PAGES with a clear error that a retry cannot fix', async () => {
    const client = createClient(server.baseUrl);
    const owner = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const upload = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'SUPPORTING_DOCS' },
      { name: 'scan.pdf', data: await buildScannedPdf([BLANK, BLANK], { dpi: 50 }) },
    );
    const file = await waitForProcessing(client, owner.token, upload.body.id, 60_000);
    expect(file.processing_status).toBe('ERROR');
    expect(file.error_code).toBe('OCR_TOO_MANY_PAGES');
    expect(file.error).toBe(
      'This PDF has 2 scanned pages; at most 1 scanned page is read by text recognition (OCR) per file. Split it into smaller files, or upload the original document with its text.',
    );
    expect(file.can_retry).toBe(false);
  });
});
