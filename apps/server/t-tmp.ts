import { OCR_FRESH_SET } from '../../bench/ocr-set/fresh.js';
import { OCR_SET } from '../../bench/ocr-set/pages.js';
import { buildScannedPdf } from './src/documents/extract/test-support/build-scan.js';
import { extractText } from './src/documents/extract/index.js';
import { detectPiiAsync } from './src/documents/pii/index.js';
import { OcrEngine } from './src/documents/extract/ocr/ocr-engine.js';
const engine = new OcrEngine();
for (const p of [...OCR_SET, ...OCR_FRESH_SET].filter((x) => process.argv.slice(2).includes(x.id))) {
  const pdf = await buildScannedPdf([p.page]);
  const r = await extractText({ data: new Uint8Array(pdf), fileType: 'pdf' }, { ocr: { reader: engine, maxPages: 10, pageTimeoutMs: 60000 } });
  console.log('──', p.id); console.log(r.text);
  const e = await detectPiiAsync(r.text);
  console.log(e.map((x) => `${x.entity_type}:${x.text}`).join(' | '));
}
await engine.close();
