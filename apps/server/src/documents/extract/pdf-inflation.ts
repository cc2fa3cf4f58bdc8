/**
 * Measures what a PDF's compressed streams unpack to, before pdf.js parses the file. A few MB of
 * Flate data can unpack to gigabytes of content-stream operators ("flate bomb"); pdf.js would then
 * spend its whole time limit parsing them. Unpacking without keeping the output takes well under a
 * second per 200 MB, so such a file fails fast with a clear message instead.
 *
 * What counts: the decoded bytes of every stream that text extraction may decode (page contents,
 * forms, fonts, object and cross-reference streams). Images are skipped: text extraction never
 * decodes them, and real scans unpack to hundreds of MB. A stream that cannot be decoded here
 * (encrypted, damaged, an unsupported filter) is skipped too, so it never fails a good file; the
 * worker's time and memory limits remain the bound for whatever this scan cannot see (streams of an
 * encrypted file, or one stream reused by thousands of pages).
 *
 * How streams are found: every `stream` keyword, with its dictionary read back to the `N G obj`
 * header before it. The scan never skips stream data, so an object placed inside another stream's
 * bytes is found as well; each byte is looked at a bounded number of times, so the scan stays
 * linear in the file size.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate, inflateSync } from 'node:zlib';

export interface TPdfInflation {
  /** Decoded bytes counted, up to just past the limit. */
  inflatedBytes: number;
  isOverLimit: boolean;
  /** Streams that were decoded (images and unfiltered streams are not). */
  decodedStreams: number;
}

/** How far back from a `stream` keyword its dictionary may start. */
const DICTIONARY_WINDOW = 16 * 1024;
const OUTPUT_CHUNK = 64 * 1024;
/** Streams that inflate to at most this much are inflated in one call. */
const SMALL_STREAM_BYTES = 4 * 1024 * 1024;

const STREAM_KEYWORD = Buffer.from('stream', 'latin1');
const ENDSTREAM_KEYWORD = Buffer.from('endstream', 'latin1');

const FILTER_ALIASES: Readonly<Record<string, string>> = {
  Fl: 'FlateDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
};

export async function measurePdfInflation(
  data: Uint8Array,
  limitBytes: number,
  signal?: AbortSignal,
): Promise<TPdfInflation> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const result: TPdfInflation = { inflatedBytes: 0, isOverLimit: false, decodedStreams: 0 };
  const endstreams = new EndstreamFinder(bytes);
  const objects = new ObjectIndex(bytes);
  for (const stream of findStreams(bytes, objects)) {
    signal?.throwIfAborted();
    const filters = decodableFilters(stream.dictionary, objects);
    if (filters.length === 0) continue;
    result.decodedStreams++;
    // Without a checked /Length, zlib finds the end of its data by itself; the other decoders stop at
    // the next `endstream` (a damaged stream could otherwise make them read the rest of the file).
    const dataEnd =
      stream.checkedEnd ?? (filters[0] === 'FlateDecode' ? bytes.length : endstreams.after(stream.dataStart));
    const encoded = bytes.subarray(stream.dataStart, dataEnd);
    const decodedSize = filters.length === 1 && filters[0] === 'FlateDecode' ? inflateSmall(encoded) : undefined;
    if (decodedSize !== undefined) {
      result.inflatedBytes += decodedSize;
      if (result.inflatedBytes > limitBytes) result.isOverLimit = true;
    } else {
      await countDecodedBytes(encoded, filters, stream.dictionary, result, limitBytes);
    }
    if (result.isOverLimit) return result;
  }
  return result;
}

/**
 * Most streams are small: inflating them in one call is several times faster than a stream
 * pipeline. Anything unusual (large, damaged, truncated) returns undefined and goes the careful way.
 */
function inflateSmall(encoded: Buffer): number | undefined {
  try {
    return inflateSync(encoded, { maxOutputLength: SMALL_STREAM_BYTES }).length;
  } catch {
    return undefined;
  }
}

type TDecodeStage = NodeJS.ReadWriteStream | ((source: AsyncIterable<Buffer>) => AsyncIterable<Buffer>);
type TCountingSink = (source: AsyncIterable<Buffer>) => Promise<void>;

// Node's pipeline takes any number of stages (streams or async generator functions); its type
// declarations only spell out fixed arities.
const runPipeline = pipeline as unknown as (
  source: Readable,
  ...stages: [...TDecodeStage[], TCountingSink]
) => Promise<void>;

/** Decodes through every stage without keeping the output, counting until the limit is passed. */
async function countDecodedBytes(
  encoded: Buffer,
  filters: readonly string[],
  dictionary: string,
  result: TPdfInflation,
  limitBytes: number,
): Promise<void> {
  const stages = filters.map((filter) => createStage(filter, dictionary));
  try {
    await runPipeline(Readable.from([encoded]), ...stages, async (decoded) => {
      for await (const chunk of decoded) {
        result.inflatedBytes += chunk.length;
        if (result.inflatedBytes > limitBytes) {
          result.isOverLimit = true;
          return; // leaving the loop stops every stage
        }
      }
    });
  } catch {
    // Damaged or encrypted data: what came out before the error is counted, the rest is pdf.js's problem.
  }
}

interface TRawStream {
  /** The dictionary text with `#xx` escapes in names decoded. */
  dictionary: string;
  dataStart: number;
  /** End of the data per /Length, when `endstream` really follows there. */
  checkedEnd: number | undefined;
}

/** Finds the next `endstream`; streams are visited in file order, so the search only moves forward. */
class EndstreamFinder {
  readonly #bytes: Buffer;
  #found = -1;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  after(position: number): number {
    if (this.#found < position) {
      const found = this.#bytes.indexOf(ENDSTREAM_KEYWORD, position);
      this.#found = found < 0 ? this.#bytes.length : found;
    }
    return this.#found;
  }
}

function isRegularCharacter(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  // PDF white space and delimiters end a keyword; anything else would make `stream` part of a longer token.
  return !' \t\n\f\r\0()<>[]{}/%'.includes(String.fromCharCode(byte));
}

function* findStreams(bytes: Buffer, objects: ObjectIndex): Generator<TRawStream> {
  let windowStart = 0;
  for (let at = bytes.indexOf(STREAM_KEYWORD); at >= 0; at = bytes.indexOf(STREAM_KEYWORD, at + 1)) {
    if (isRegularCharacter(bytes[at - 1])) continue; // `endstream`, or part of a name
    let dataStart = at + STREAM_KEYWORD.length;
    if (bytes[dataStart] === 0x0d) dataStart++;
    if (bytes[dataStart] === 0x0a) dataStart++;
    if (dataStart === at + STREAM_KEYWORD.length) continue; // the keyword is followed by an end of line
    // Windows never overlap, so every byte is read back at most once across the whole file.
    const window = bytes.toString('latin1', Math.max(windowStart, at - DICTIONARY_WINDOW), at);
    windowStart = at;
    const dictionary = decodeNameEscapes(lastObjectBody(window));
    yield { dictionary, dataStart, checkedEnd: checkedDataEnd(bytes, objects, dictionary, dataStart) };
  }
}

function lastObjectBody(window: string): string {
  let bodyStart = 0;
  for (const header of window.matchAll(/\d+\s+\d+\s+obj\b/g)) bodyStart = header.index + header[0].length;
  return window.slice(bodyStart);
}

function decodeNameEscapes(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The end of the data per /Length (direct or an indirect object), if `endstream` really follows there. */
function checkedDataEnd(
  bytes: Buffer,
  objects: ObjectIndex,
  dictionary: string,
  dataStart: number,
): number | undefined {
  const match = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!match) return undefined;
  let length = Number(match[1]);
  if (match[2] !== undefined) {
    const resolved = resolveIndirectInteger(objects, Number(match[1]), Number(match[2]));
    if (resolved === undefined) return undefined;
    length = resolved;
  }
  const end = dataStart + length;
  let keyword = end;
  while (keyword < bytes.length && keyword < end + 4 && !isRegularCharacter(bytes[keyword])) keyword++;
  return bytes.subarray(keyword, keyword + ENDSTREAM_KEYWORD.length).equals(ENDSTREAM_KEYWORD) ? end : undefined;
}

/**
 * Where each `N G obj` starts (the file's last one wins, as a later update does), indexed in one
 * pass the first time a dictionary refers to another object: resolving each reference by searching
 * the file would cost a pass per stream, and some producers make every /Length a reference.
 */
class ObjectIndex {
  readonly #bytes: Buffer;
  #offsets: Map<string, number> | undefined;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  /** The text right after the object's header (up to `length` characters), if the object exists. */
  read(objectNumber: number, generation: number, length: number): string | undefined {
    if (!this.#offsets) {
      this.#offsets = new Map();
      for (const header of this.#bytes.toString('latin1').matchAll(/(?<![\d.+-])(\d+)\s+(\d+)\s+obj\b/g)) {
        this.#offsets.set(`${header[1]} ${header[2]}`, header.index + header[0].length);
      }
    }
    const start = this.#offsets.get(`${objectNumber} ${generation}`);
    return start === undefined ? undefined : this.#bytes.toString('latin1', start, start + length);
  }
}

function resolveIndirectInteger(objects: ObjectIndex, objectNumber: number, generation: number): number | undefined {
  const value = /^\s*(\d+)\s/.exec(objects.read(objectNumber, generation, 32) ?? '');
  return value ? Number(value[1]) : undefined;
}

function readFilters(dictionary: string, objects: ObjectIndex): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|(\d+)\s+(\d+)\s+R)/.exec(dictionary);
  let value = match?.[1];
  if (match?.[2] !== undefined) {
    // An indirect filter (an array or a name in an object of its own), which pdf.js follows too.
    const referenced = /^\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(
      decodeNameEscapes(objects.read(Number(match[2]), Number(match[3]), 1024) ?? ''),
    );
    value = referenced?.[1];
  }
  if (!value) return [];
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => {
    const filter = name[1] ?? '';
    return FILTER_ALIASES[filter] ?? filter;
  });
}

const DECODABLE_FILTERS = new Set(['FlateDecode', 'ASCIIHexDecode', 'ASCII85Decode', 'RunLengthDecode', 'LZWDecode']);

/** The stream's filters up to the first one this scan does not decode; none for images. */
function decodableFilters(dictionary: string, objects: ObjectIndex): string[] {
  if (/\/Subtype\s*\/Image\b/.test(dictionary)) return [];
  const filters = readFilters(dictionary, objects);
  const firstUnknown = filters.findIndex((filter) => !DECODABLE_FILTERS.has(filter));
  return firstUnknown < 0 ? filters : filters.slice(0, firstUnknown);
}

function createStage(filter: string, dictionary: string): TDecodeStage {
  switch (filter) {
    case 'FlateDecode':
      return createInflate({ chunkSize: OUTPUT_CHUNK });
    case 'ASCIIHexDecode':
      return decodeAsciiHex;
    case 'ASCII85Decode':
      return decodeAscii85;
    case 'RunLengthDecode':
      return decodeRunLength;
    default: {
      const earlyChange = /\/EarlyChange\s+0\b/.test(dictionary) ? 0 : 1;
      return (source) => decodeLzw(source, earlyChange);
    }
  }
}

/** Collects output bytes into chunks of a bounded size. */
class OutputChunks {
  #buffer = Buffer.allocUnsafe(OUTPUT_CHUNK);
  #length = 0;

  push(byte: number): boolean {
    this.#buffer[this.#length++] = byte;
    return this.#length === OUTPUT_CHUNK;
  }

  take(): Buffer {
    const chunk = Buffer.from(this.#buffer.subarray(0, this.#length));
    this.#length = 0;
    return chunk;
  }

  get length(): number {
    return this.#length;
  }
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

async function* decodeAsciiHex(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  const output = new OutputChunks();
  let high = -1;
  for await (const chunk of source) {
    for (const byte of chunk) {
      if (byte === 0x3e) {
        if (high >= 0) output.push(high << 4);
        if (output.length > 0) yield output.take();
        return;
      }
      const value = hexValue(byte);
      if (value < 0) continue;
      if (high < 0) {
        high = value;
      } else {
        if (output.push((high << 4) | value)) yield output.take();
        high = -1;
      }
    }
  }
  if (output.length > 0) yield output.take();
}

async function* decodeAscii85(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  const output = new OutputChunks();
  let group = 0;
  let count = 0;
  const flushGroup = function* (bytesOut: number): Generator<Buffer> {
    for (let index = 0; index < bytesOut; index++) {
      if (output.push((group >>> (24 - 8 * index)) & 0xff)) yield output.take();
    }
  };
  for await (const chunk of source) {
    for (const byte of chunk) {
      if (byte === 0x7e) {
        // `~>`: a final group of n characters stands for n - 1 bytes, padded with `u`.
        if (count > 1) {
          for (let pad = count; pad < 5; pad++) group = group * 85 + 84;
          yield* flushGroup(count - 1);
        }
        if (output.length > 0) yield output.take();
        return;
      }
      if (byte === 0x7a && count === 0) {
        yield* flushGroup(4);
        continue;
      }
      if (byte < 0x21 || byte > 0x75) continue;
      group = group * 85 + (byte - 0x21);
      if (++count === 5) {
        group >>>= 0;
        yield* flushGroup(4);
        group = 0;
        count = 0;
      }
    }
  }
  if (output.length > 0) yield output.take();
}

async function* decodeRunLength(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  const output = new OutputChunks();
  let literal = 0;
  let repeat = 0;
  for await (const chunk of source) {
    for (const byte of chunk) {
      if (literal > 0) {
        literal--;
        if (output.push(byte)) yield output.take();
      } else if (repeat > 0) {
        for (; repeat > 0; repeat--) if (output.push(byte)) yield output.take();
      } else if (byte < 128) {
        literal = byte + 1;
      } else if (byte > 128) {
        repeat = 257 - byte;
      } else {
        if (output.length > 0) yield output.take();
        return;
      }
    }
  }
  if (output.length > 0) yield output.take();
}

const LZW_CLEAR = 256;
const LZW_END = 257;
const LZW_MAX_CODES = 4096;

/** PDF's LZW (MSB-first codes of 9 to 12 bits, 256 clears the table, 257 ends the data). */
async function* decodeLzw(source: AsyncIterable<Buffer>, earlyChange: number): AsyncIterable<Buffer> {
  const output = new OutputChunks();
  const prefix = new Int16Array(LZW_MAX_CODES);
  const suffix = new Uint8Array(LZW_MAX_CODES);
  const lengths = new Uint16Array(LZW_MAX_CODES);
  for (let code = 0; code < 256; code++) {
    suffix[code] = code;
    lengths[code] = 1;
    prefix[code] = -1;
  }
  const sequence = new Uint8Array(LZW_MAX_CODES);
  let nextCode = 258;
  let codeLength = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  for await (const chunk of source) {
    for (const byte of chunk) {
      bits = ((bits << 8) | byte) & 0xffffff;
      bitCount += 8;
      while (bitCount >= codeLength) {
        const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
        bitCount -= codeLength;
        if (code === LZW_CLEAR) {
          nextCode = 258;
          codeLength = 9;
          previous = -1;
          continue;
        }
        if (code === LZW_END) {
          if (output.length > 0) yield output.take();
          return;
        }
        if (code > nextCode || (code === nextCode && previous < 0)) {
          if (output.length > 0) yield output.take();
          return; // damaged data
        }
        // Spell the entry out backwards; an entry not in the table yet is the previous one plus its first byte.
        const entry = code < nextCode ? code : previous;
        let length = lengths[entry] ?? 0;
        for (let at = entry, index = length - 1; index >= 0; index--, at = prefix[at] ?? -1) {
          sequence[index] = suffix[at] ?? 0;
        }
        if (code === nextCode) sequence[length++] = sequence[0] ?? 0;
        if (previous >= 0 && nextCode < LZW_MAX_CODES) {
          prefix[nextCode] = previous;
          suffix[nextCode] = sequence[0] ?? 0;
          lengths[nextCode] = (lengths[previous] ?? 0) + 1;
          nextCode++;
          if (nextCode + earlyChange >= 1 << codeLength && codeLength < 12) codeLength++;
        }
        previous = code;
        for (let index = 0; index < length; index++) {
          if (output.push(sequence[index] ?? 0)) yield output.take();
        }
      }
    }
  }
  if (output.length > 0) yield output.take();
}
