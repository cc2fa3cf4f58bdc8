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
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
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
 * A folder of this process's own (made by mkdtemp, so no one else can have made or changed it) with the languages'
 * data under the names tesseract.js looks for (`deu.traineddata.gz`): links to the installed packages' files. It is
 * needed only while an engine starts, and removed then.
 */
export function linkLanguageFolder(languages: readonly TOcrLanguage[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'grant-review-ocr-'));
  for (const { code, file } of languages) symlinkSync(file, path.join(folder, `${code}.traineddata.gz`));
  return folder;
}

/** What tesseract.js is given: a local folder, never a URL (the only way it downloads), and no cache to read or write. */
export function workerOptionsFor(languageFolder: string): { langPath: string; cacheMethod: 'none'; gzip: true } {
  return { langPath: languageFolder, cacheMethod: 'none', gzip: true };
}

/** One Tesseract engine, started on first use and kept for the next page; `close` ends it. */
export class OcrEngine {
  #worker: Promise<TesseractWorker> | undefined;

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

  #start(): Promise<TesseractWorker> {
    this.#worker ??= (async () => {
      const folder = linkLanguageFolder(this.#available);
      try {
        const worker = await createWorker(this.languages, OEM.LSTM_ONLY, workerOptionsFor(folder), TESSERACT_CONFIG);
        // Tesseract's own page layout (PSM 3): it leaves noise and pictures out. A single block (PSM 6) would keep a
        // CV's label/value table in rows, but reads a noisy or photographed page for minutes (over 60 s a page).
        await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
        return worker;
      } finally {
        // The languages are loaded into Tesseract's own memory by now.
        rmSync(folder, { recursive: true, force: true });
      }
    })();
    // A start that failed is not kept: the next page tries again.
    this.#worker.catch(() => {
      this.#worker = undefined;
    });
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
      // Not awaited: an engine that hangs while starting must not hold up the error.
      if (error instanceof OcrTimeoutError) void this.#stopWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the engine (one still starting, once it has started). */
  #stopWorker(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    return (
      worker?.then(
        (started) => started.terminate().then(() => undefined),
        () => undefined,
      ) ?? Promise.resolve()
    );
  }

  async close(): Promise<void> {
    await this.#stopWorker();
  }
}
