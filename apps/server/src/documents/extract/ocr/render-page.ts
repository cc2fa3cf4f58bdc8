/**
 * Renders a PDF page for OCR: pdf.js draws it onto a `@napi-rs/canvas` canvas (the canvas pdf.js itself uses in
 * Node), at 300 dpi unless the page is so large that the image would pass `MAX_PIXELS`, and the result becomes a
 * grayscale PGM image for Tesseract.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PageViewport, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TOcrImage } from './ocr-engine.js';

/**
 * pdf.js types `render`'s canvas as the DOM's, which the server's type library does not have; in Node it draws on
 * @napi-rs/canvas, which implements the same API.
 */
type TRenderInNode = (parameters: { canvas: Canvas; viewport: PageViewport }) => { promise: Promise<void> };

export const OCR_DPI = 300;
/** About A3 at 300 dpi: larger pages are rendered at a lower resolution, which bounds memory (4 bytes a pixel). */
const MAX_PIXELS = 18_000_000;

export interface TRenderedPage extends TOcrImage {
  width: number;
  height: number;
}

/** Luma from RGBA (ITU-R BT.601 weights in integers), one byte a pixel. */
export function rgbaToGray(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let pixel = 0; pixel < gray.length; pixel++) {
    const index = pixel * 4;
    gray[pixel] = (rgba[index]! * 77 + rgba[index + 1]! * 150 + rgba[index + 2]! * 29) >> 8;
  }
  return gray;
}

const INK = 128;
const FAINT_INK = 200;

/**
 * Whitens ruled lines: straight runs of ink longer than any stroke of a letter (a quarter inch across, half an inch
 * down). Tesseract takes a ruled table for a picture and drops the text in its cells; without the rules, the cells
 * read as text in columns. Underlines go too, which only helps reading the words above them. A run may wander by a
 * pixel to either side, as the rules of a slightly skewed scan do; the ink and the anti-aliased grey of that band
 * is erased.
 */
export function removeRules(gray: Uint8Array, width: number, height: number, dpi: number): void {
  const isInk = (x: number, y: number) => x >= 0 && x < width && y >= 0 && y < height && gray[y * width + x]! < INK;
  const runs: { across: boolean; line: number; from: number; to: number }[] = [];
  const findRuns = (across: boolean, lines: number, length: number, minRun: number) => {
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let position = 0; position <= length; position++) {
        const [x, y] = across ? [position, line] : [line, position];
        const ink =
          position < length &&
          (across
            ? isInk(x, y) || isInk(x, y - 1) || isInk(x, y + 1)
            : isInk(x, y) || isInk(x - 1, y) || isInk(x + 1, y));
        if (ink && start < 0) start = position;
        else if (!ink && start >= 0) {
          if (position - start >= minRun) runs.push({ across, line, from: start, to: position });
          start = -1;
        }
      }
    }
  };
  findRuns(true, height, width, Math.round(dpi / 4));
  findRuns(false, width, height, Math.round(dpi / 2));
  // Found first, erased after, so a rule crossing another is found whole in both directions.
  for (const { across, line, from, to } of runs) {
    for (let position = from; position < to; position++) {
      for (let side = -2; side <= 2; side++) {
        const [x, y] = across ? [position, line + side] : [line + side, position];
        if (x >= 0 && x < width && y >= 0 && y < height && gray[y * width + x]! < FAINT_INK) gray[y * width + x] = 255;
      }
    }
  }
}

/** A dark pixel with at most this many dark pixels among its eight neighbours is a speck, not part of a letter. */
const MAX_SPECK_NEIGHBOURS = 2;

/**
 * Whitens specks: dust and scanner noise of a pixel or two, which Tesseract otherwise tries to read as punctuation
 * (and which slow it down). A letter's stroke at 300 dpi is three pixels wide or more, so each of its pixels has more
 * dark neighbours; even a full stop at 8 pt keeps its pixels.
 */
export function removeSpecks(gray: Uint8Array, width: number, height: number): void {
  const specks: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const pixel = y * width + x;
      if (gray[pixel]! >= INK) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1 && neighbours <= MAX_SPECK_NEIGHBOURS; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx !== 0 || dy !== 0) && gray[pixel + dy * width + dx]! < INK) neighbours++;
        }
      }
      if (neighbours <= MAX_SPECK_NEIGHBOURS) specks.push(pixel);
    }
  }
  for (const pixel of specks) gray[pixel] = 255;
}

/** A binary PGM (P5): Leptonica reads it without decoding. */
export function grayToPgm(gray: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), gray]);
}

export async function renderPageForOcr(page: PDFPageProxy): Promise<TRenderedPage> {
  const unscaled = page.getViewport({ scale: 1 });
  const pixelsAtDpi = ((unscaled.width * OCR_DPI) / 72) * ((unscaled.height * OCR_DPI) / 72);
  const scale = (OCR_DPI / 72) * Math.min(1, Math.sqrt(MAX_PIXELS / pixelsAtDpi));
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Paper is white: pdf.js leaves what a page does not paint transparent, which would read as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await (page.render.bind(page) as unknown as TRenderInNode)({ canvas, viewport }).promise;
  const gray = rgbaToGray(context.getImageData(0, 0, width, height).data, width, height);
  removeSpecks(gray, width, height);
  removeRules(gray, width, height, scale * 72);
  return { pgm: grayToPgm(gray, width, height), width, height };
}
