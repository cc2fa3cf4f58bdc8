/**
 * Reads page images with Tesseract (tesseract.js: Tesseract compiled to WebAssembly, run in a worker thread of its
 * own). All four languages are loaded into one engine and tried in one pass, so the page itself decides which
 * language a word is read in; measured here, that costs about a third more time than one language and reads mixed
 * German/French/English pages better.
 *
 * Offline by construction: the language data comes from the installed npm packages (ocr-languages.ts), through a
 * folder of links this module makes, since tesseract.js takes one folder for all languages; it is given as a local
 * path, never a URL, and caching (which would write `.traineddata` files into the working folder) is off. Images are
 * passed as bytes, never as a path or URL. tesseract.js only fetches when a language path is a URL or missing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { findOcrLanguages, type TOcrLanguage } from './ocr-languages.js';
import { textFromBlocks } from './ocr-layout.js';

export interface TOcrImage {
  /** A binary PGM (P5) image: Leptonica reads it without decoding, unlike PNG. */
  pgm: Buffer;
}

export interface TOcrLine {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
}

export interface TOcrPageResult {
  /** Paragraphs separated by a blank line, lines by a line break. */
  text: string;
  /** Mean word confidence over the words kept, weighted by their length; 0 when nothing was read. */
  confidence: number;
  /** Characters kept (letters and digits), to tell an empty page from a read one. */
  characters: number;
}

export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

/**
 * Tesseract parameters: no second pass over each line for white-on-black text (it costs about a fifth of the time
 * and application documents print dark on light), and its diagnostics ("Estimating resolution as …") go nowhere
 * instead of to the server's stderr.
 */
const TESSERACT_CONFIG = 'tessedit_do_invert 0\ndebug_file /dev/null';

/**
 * A folder with the languages' data under the names tesseract.js looks for (`deu.traineddata.gz`): links, named after
 * the files they point to, so every worker thread and process of the same installation shares one.
 */
function linkLanguageFolder(languages: readonly TOcrLanguage[]): string {
  const key = createHash('sha256')
    .update(languages.map((language) => language.file).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const folder = path.join(tmpdir(), `grant-review-ocr-${key}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (const { code, file } of languages) {
    const link = path.join(folder, `${code}.traineddata.gz`);
    try {
      symlinkSync(file, link);
    } catch (error) {
      // Made by another thread or an earlier run; anything else at that name is not ours to use.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || readlinkSync(link) !== file) throw error;
    }
  }
  return folder;
}

/** One Tesseract engine, started on first use and kept for the next page; `close` ends it. */
export class OcrEngine {
  #worker: Promise<TesseractWorker> | undefined;
  #languageFolder: string | undefined;

  /** The language codes loaded, e.g. `deu+fra+ita+eng`; empty when no language data is installed. */
  readonly languages: string;
  readonly #available: TOcrLanguage[];

  constructor() {
    this.#available = findOcrLanguages().available;
    this.languages = this.#available.map((language) => language.code).join('+');
  }

  get isAvailable(): boolean {
    return this.#available.length > 0;
  }

  /** The options tesseract.js gets: exported for the test that no path can download. */
  workerOptions(): { langPath: string; cacheMethod: 'none'; gzip: true } {
    this.#languageFolder ??= linkLanguageFolder(this.#available);
    return { langPath: this.#languageFolder, cacheMethod: 'none', gzip: true };
  }

  #start(): Promise<TesseractWorker> {
    this.#worker ??= (async () => {
      const worker = await createWorker(this.languages, OEM.LSTM_ONLY, this.workerOptions(), TESSERACT_CONFIG);
      // Tesseract's own page layout (PSM 3): it leaves noise and pictures out. A single block (PSM 6) would keep a CV's
      // label/value table in rows, but reads a noisy or photographed page for minutes (measured: over 60 s a page).
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
      return worker;
    })();
    return this.#worker;
  }

  /**
   * Reads one page image. Past `timeoutMs` the engine is stopped (Tesseract cannot be interrupted otherwise) and
   * OcrTimeoutError thrown; the next call starts a new one.
   */
  async read(image: TOcrImage, timeoutMs: number): Promise<TOcrPageResult> {
    if (!this.isAvailable) throw new Error('no OCR language data is installed');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const worker = await Promise.race([this.#start(), timeout]);
      const { data } = await Promise.race([
        // rotateAuto measures the skew of the lines and straightens the image before reading it.
        worker.recognize(image.pgm, { rotateAuto: true }, { text: false, blocks: true }),
        timeout,
      ]);
      return textFromBlocks(data.blocks ?? []);
    } catch (error) {
      if (error instanceof OcrTimeoutError) await this.#stopWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async #stopWorker(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.then((started) => started.terminate()).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.#stopWorker();
  }
}
