/**
 * Run by ocr-offline.test.ts under block-network.mjs: reads a generated scan by OCR from a fresh engine (language data
 * loaded from the npm packages, Tesseract's worker thread started) and prints the text. With `--probe`, tries the
 * network instead, from this thread and from a worker thread, to show that the blocking catches both.
 */
import { Worker } from 'node:worker_threads';
import { extractText } from '../../index.js';
import { buildScannedPdf } from '../../test-support/build-scan.js';
import { OcrEngine } from '../ocr-engine.js';

if (process.argv.includes('--probe')) {
  await fetch('http://127.0.0.1:9/').catch(() => undefined);
  await new Promise((resolve) => new Worker(new URL('./probe-worker.mjs', import.meta.url)).on('exit', resolve));
} else {
  const pdf = await buildScannedPdf([{ blocks: [{ paragraph: 'Offline OCR reads this line: CHF 42 000.' }] }]);
  const engine = new OcrEngine();
  const result = await extractText(
    { data: new Uint8Array(pdf), fileType: 'pdf' },
    { ocr: { reader: engine, maxPages: 1, pageTimeoutMs: 60_000 } },
  );
  await engine.close();
  process.stdout.write(JSON.stringify({ text: result.text, ocr: result.ocr }));
}
