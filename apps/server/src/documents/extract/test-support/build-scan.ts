/**
 * Scanned documents for tests and the OCR benchmark: known text drawn onto a page image as a scanner would deliver it
 * (a resolution, a slight skew, speckle noise, JPEG compression) and wrapped as a PDF without a text layer. The text
 * is known, so what OCR reads can be scored against it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { buildPdfFile, type TPdfFixturePage } from './build-pdf.js';

/** One block of a page, top to bottom. */
export type TScanBlock =
  | { heading: string }
  | { paragraph: string }
  /** Two columns side by side, each wrapped to half the width. */
  | { columns: readonly [string, string] }
  /** Rows of cells; the first row is drawn bold, cells are ruled. */
  | { table: readonly (readonly string[])[] };

export interface TScanPage {
  blocks: readonly TScanBlock[];
}

export interface TScanOptions {
  /** Resolution of the page image. Default 300. */
  dpi?: number;
  /** Skew of the whole page in degrees. Default 0. */
  rotationDegrees?: number;
  /** Share of pixels turned into black or white speckles, e.g. 0.002. Default 0. */
  noise?: number;
  /** Seed of the noise, so a scan is the same on every run. */
  seed?: number;
  fontSizePt?: number;
  /** JPEG quality, 0–100. Default 85. */
  jpegQuality?: number;
}

/** A4 in points. */
export const A4_POINTS = [595.28, 841.89] as const;
const MARGIN_POINTS = 64;
const FONT = 'ScanSans';
const BOLD_FONT = 'ScanSansBold';

let areFontsRegistered = false;

/** pdf.js ships Liberation Sans with its standard fonts: the same glyphs on every machine, no system font needed. */
function registerFonts(): void {
  if (areFontsRegistered) return;
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  GlobalFonts.registerFromPath(path.join(fonts, 'LiberationSans-Regular.ttf'), FONT);
  GlobalFonts.registerFromPath(path.join(fonts, 'LiberationSans-Bold.ttf'), BOLD_FONT);
  areFontsRegistered = true;
}

/** mulberry32: a small seeded generator, so noise is reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function wrap(context: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TPen {
  context: SKRSContext2D;
  /** Pixels per point. */
  scale: number;
  left: number;
  width: number;
  y: number;
  lineHeight: number;
  fontPx: number;
}

function drawLines(pen: TPen, lines: readonly string[], x: number): number {
  let y = pen.y;
  for (const line of lines) {
    pen.context.fillText(line, x, y);
    y += pen.lineHeight;
  }
  return y;
}

function drawTable(pen: TPen, rows: readonly (readonly string[])[]): void {
  const { context } = pen;
  const columns = Math.max(...rows.map((row) => row.length));
  const cellWidth = pen.width / columns;
  const padding = 4 * pen.scale;
  let top = pen.y - pen.fontPx;
  rows.forEach((row, rowIndex) => {
    context.font = `${pen.fontPx}px ${rowIndex === 0 ? BOLD_FONT : FONT}`;
    const cellLines = row.map((cell) => wrap(context, cell, cellWidth - 2 * padding));
    const height = Math.max(1, ...cellLines.map((lines) => lines.length)) * pen.lineHeight + 2 * padding;
    cellLines.forEach((lines, column) => {
      const x = pen.left + column * cellWidth;
      context.strokeRect(x, top, cellWidth, height);
      lines.forEach((line, index) =>
        context.fillText(line, x + padding, top + padding + pen.fontPx + index * pen.lineHeight),
      );
    });
    top += height;
  });
  pen.y = top + pen.lineHeight + pen.fontPx;
}

function drawBlock(pen: TPen, block: TScanBlock): void {
  const { context } = pen;
  context.font = `${pen.fontPx}px ${FONT}`;
  if ('heading' in block) {
    context.font = `${Math.round(pen.fontPx * 1.3)}px ${BOLD_FONT}`;
    pen.y = drawLines(pen, wrap(context, block.heading, pen.width), pen.left) + pen.lineHeight * 0.5;
  } else if ('paragraph' in block) {
    pen.y = drawLines(pen, wrap(context, block.paragraph, pen.width), pen.left) + pen.lineHeight * 0.6;
  } else if ('columns' in block) {
    const gap = 24 * pen.scale;
    const columnWidth = (pen.width - gap) / 2;
    const ends = block.columns.map((text, index) =>
      drawLines(pen, wrap(context, text, columnWidth), pen.left + index * (columnWidth + gap)),
    );
    pen.y = Math.max(...ends) + pen.lineHeight * 0.6;
  } else {
    drawTable(pen, block.table);
  }
}

/** The page as a scanner's JPEG: white paper, dark text, skew and speckles as asked. */
export async function renderScanImage(
  page: TScanPage,
  options: TScanOptions = {},
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  registerFonts();
  const { dpi = 300, rotationDegrees = 0, noise = 0, seed = 1, fontSizePt = 11, jpegQuality = 85 } = options;
  const scale = dpi / 72;
  const width = Math.round(A4_POINTS[0] * scale);
  const height = Math.round(A4_POINTS[1] * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate((rotationDegrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#1a1a1a';
  context.strokeStyle = '#1a1a1a';
  context.lineWidth = Math.max(1, scale * 0.6);
  const fontPx = Math.round(fontSizePt * scale);
  const pen: TPen = {
    context,
    scale,
    left: MARGIN_POINTS * scale,
    width: width - 2 * MARGIN_POINTS * scale,
    y: MARGIN_POINTS * scale + fontPx,
    lineHeight: Math.round(fontPx * 1.45),
    fontPx,
  };
  for (const block of page.blocks) drawBlock(pen, block);
  context.restore();
  if (noise > 0) {
    const image = context.getImageData(0, 0, width, height);
    const random = seededRandom(seed);
    const speckles = Math.round(width * height * noise);
    for (let index = 0; index < speckles; index++) {
      const offset = Math.floor(random() * width * height) * 4;
      const value = random() < 0.5 ? 0 : 255;
      image.data[offset] = value;
      image.data[offset + 1] = value;
      image.data[offset + 2] = value;
    }
    context.putImageData(image, 0, 0);
  }
  return { jpeg: await canvas.encode('jpeg', jpegQuality), width, height };
}

/** A PDF page showing a scan image over the whole A4 page, without any text. */
export function scanPdfPage(image: { jpeg: Buffer; width: number; height: number }): TPdfFixturePage {
  const [pageWidth, pageHeight] = A4_POINTS;
  return {
    size: A4_POINTS,
    content: { data: Buffer.from(`q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`, 'latin1') },
    images: [
      {
        data: image.jpeg,
        entries: `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
      },
    ],
  };
}

/** A scanned document: every page an image, no text layer. */
export async function buildScannedPdf(pages: readonly TScanPage[], options: TScanOptions = {}): Promise<Buffer> {
  const images = await Promise.all(
    pages.map((page, index) => renderScanImage(page, { ...options, seed: (options.seed ?? 1) + index })),
  );
  return buildPdfFile(images.map(scanPdfPage));
}

/** The text of a scan page in reading order, for scoring what OCR read (tables row by row, columns one after the other). */
export function scanPageText(page: TScanPage): string {
  return page.blocks
    .map((block) => {
      if ('heading' in block) return block.heading;
      if ('paragraph' in block) return block.paragraph;
      if ('columns' in block) return block.columns.join('\n');
      return block.table.map((row) => row.join(' ')).join('\n');
    })
    .join('\n');
}
