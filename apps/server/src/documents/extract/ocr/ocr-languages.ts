/**
 * The language data OCR reads with: Tesseract's trained models from the `@tesseract.js-data/<code>` packages on the
 * npm registry, installed with the app. Nothing is downloaded: a language whose package is missing is left out, and
 * `findOcrLanguages` says which.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** German, French, Italian and English, in Tesseract's codes. The first is the primary language of a combined pass. */
export const OCR_LANGUAGE_CODES = ['deu', 'fra', 'ita', 'eng'] as const;
export type TOcrLanguageCode = (typeof OCR_LANGUAGE_CODES)[number];

/**
 * Each package ships `4.0.0` (best, float) and `4.0.0_best_int` (integer) models; the integer ones are smaller and
 * faster at the same accuracy on printed text.
 */
const MODEL_FOLDER = '4.0.0_best_int';

export interface TOcrLanguage {
  code: TOcrLanguageCode;
  /** The gzipped `.traineddata` file. */
  file: string;
}

export interface TOcrLanguages {
  available: TOcrLanguage[];
  missing: TOcrLanguageCode[];
}

const require = createRequire(import.meta.url);

function languageFile(code: TOcrLanguageCode): string | undefined {
  try {
    const folder = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const file = path.join(folder, MODEL_FOLDER, `${code}.traineddata.gz`);
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Which of the four languages have their data installed. */
export function findOcrLanguages(): TOcrLanguages {
  const available: TOcrLanguage[] = [];
  const missing: TOcrLanguageCode[] = [];
  for (const code of OCR_LANGUAGE_CODES) {
    const file = languageFile(code);
    if (file) available.push({ code, file });
    else missing.push(code);
  }
  return { available, missing };
}
