/**
 * A small PDF writer for tests and benchmarks: valid files (with a correct cross-reference table)
 * whose streams are given already encoded, so flate bombs, images and odd filters are built in
 * code instead of shipping binary fixtures.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createDeflate } from 'node:zlib';

export interface TPdfFixtureStream {
  /** Encoded bytes, exactly as written between `stream` and `endstream`. */
  data: Uint8Array;
  /** More dictionary entries, e.g. `/Filter /FlateDecode` or `/Subtype /Image /Width 10 …`. */
  entries?: string;
  /** Writes `/Length` as a reference to an object holding the number, as some producers do. */
  isLengthIndirect?: boolean;
  /** A `/Filter` value (`/FlateDecode`, `[/AHx /Fl]`) written into an object of its own and referred to. */
  indirectFilter?: string;
}

export interface TPdfFixturePage {
  content: TPdfFixtureStream;
  /** Image XObjects the page names in its resources as /Im0, /Im1 … */
  images?: readonly TPdfFixtureStream[];
  /** Width and height in points; US Letter (612 × 792) when left out. */
  size?: readonly [number, number];
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** A content stream that shows each line with Helvetica (/F1), top to bottom. */
export function textContent(lines: readonly string[]): Uint8Array {
  const operators = ['BT', '/F1 11 Tf', '14 TL', '72 760 Td', ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`)];
  return Buffer.from(`${operators.join('\n')}\nET`, 'latin1');
}

/** Password protection with the standard security handler, revision 2 (40-bit RC4), as any PDF reader opens it. */
export interface TPdfEncryption {
  userPassword: string;
  ownerPassword?: string;
}

const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();

/** RC4 by hand: OpenSSL 3 keeps it in the legacy provider, which Node does not load. */
function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + state[i]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[n] = data[n]! ^ state[(state[i]! + state[j]!) & 255]!;
  }
  return out;
}

const padPassword = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

/** The /Encrypt dictionary, the trailer's /ID, and how to encrypt the stream of object `number` (PDF 1.7, 7.6.3). */
function standardSecurity({ userPassword, ownerPassword = `${userPassword}-owner` }: TPdfEncryption) {
  const permissions = -44;
  const fileId = md5(Buffer.from(`fixture:${userPassword}`));
  const owner = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const fileKey = md5(padPassword(userPassword), owner, permissionBytes, fileId).subarray(0, 5);
  const user = rc4(fileKey, PASSWORD_PADDING);
  const objectKey = (number: number) =>
    md5(fileKey, Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0])).subarray(0, 10);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    trailerId: `/ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>]`,
    encryptStream: (number: number, data: Uint8Array) => rc4(objectKey(number), data),
  };
}

/** Pages name Helvetica as /F1 and Helvetica-Bold as /F2. With `encryption`, the file opens only with its password. */
export function buildPdfFile(pages: readonly TPdfFixturePage[], options: { encryption?: TPdfEncryption } = {}): Buffer {
  const security = options.encryption ? standardSecurity(options.encryption) : undefined;
  const objects: (string | Buffer)[] = [];
  const reserve = () => objects.push('');
  const add = (body: string | Buffer) => objects.push(body);
  const streamObject = (plain: TPdfFixtureStream): number => {
    const number = objects.length + 1 + (plain.isLengthIndirect ? 1 : 0) + (plain.indirectFilter === undefined ? 0 : 1);
    const stream = security ? { ...plain, data: security.encryptStream(number, plain.data) } : plain;
    const filter = stream.indirectFilter === undefined ? '' : ` /Filter ${add(stream.indirectFilter)} 0 R`;
    const header = (length: string) =>
      Buffer.from(`<< /Length ${length}${filter}${stream.entries ? ` ${stream.entries}` : ''} >>\nstream\n`, 'latin1');
    if (stream.isLengthIndirect) {
      const lengthNumber = add(String(stream.data.length));
      return add(Buffer.concat([header(`${lengthNumber} 0 R`), stream.data, Buffer.from('\nendstream')]));
    }
    return add(Buffer.concat([header(String(stream.data.length)), stream.data, Buffer.from('\nendstream')]));
  };

  reserve(); // 1: catalog
  reserve(); // 2: page tree
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldFont = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageNumbers = pages.map((page) => {
    const content = streamObject(page.content);
    const images = (page.images ?? []).map((image, index) => `/Im${index} ${streamObject(image)} 0 R`).join(' ');
    const [width, height] = page.size ?? [612, 792];
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${content} 0 R ` +
        `/Resources << /Font << /F1 ${font} 0 R /F2 ${boldFont} 0 R >> /XObject << ${images} >> >> >>`,
    );
  });
  const encrypt = security ? add(security.dictionary) : undefined;
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${pageNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${pages.length} >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
    return offset;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R${security ? ` /Encrypt ${encrypt} 0 R ${security.trailerId}` : ''} >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** Zlib data (as /FlateDecode expects) of `body` repeated to about `totalBytes`, between a prologue and an epilogue. */
export async function deflateRepeated(
  parts: { prologue?: string; body: string; epilogue?: string },
  totalBytes: number,
): Promise<Buffer> {
  const body = Buffer.from(parts.body, 'latin1');
  const block = Buffer.alloc(body.length * Math.max(1, Math.floor((1024 * 1024) / body.length)));
  for (let offset = 0; offset < block.length; offset += body.length) body.copy(block, offset);
  const deflate = createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = once(deflate, 'end');
  deflate.write(Buffer.from(parts.prologue ?? '', 'latin1'));
  for (let written = 0; written < totalBytes; written += block.length) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end(Buffer.from(parts.epilogue ?? '', 'latin1'));
  await ended;
  return Buffer.concat(output);
}

/**
 * A one-page PDF whose content stream inflates to about `inflatedBytes` of text operators: a flate
 * bomb when that is far more than any document needs, a slow but honest file when it is less.
 */
export async function buildPdfInflatingTo(inflatedBytes: number): Promise<Buffer> {
  const data = await deflateRepeated(
    {
      prologue: 'BT /F1 11 Tf 14 TL 72 760 Td\n',
      body: '(All work and no play makes Jack a dull boy.) Tj T*\n',
      epilogue: 'ET\n',
    },
    inflatedBytes,
  );
  return buildPdfFile([{ content: { data, entries: '/Filter /FlateDecode' } }]);
}

/** The other encoders PDF readers must decode, for checking that the pre-scan counts through them. */
export function encodeAsciiHex(data: Uint8Array): Buffer {
  return Buffer.from(`${Buffer.from(data).toString('hex')}>`, 'latin1');
}

export function encodeAscii85(data: Uint8Array): Buffer {
  let text = '';
  for (let offset = 0; offset < data.length; offset += 4) {
    const group = data.subarray(offset, offset + 4);
    const padded = Buffer.alloc(4);
    padded.set(group);
    let value = padded.readUInt32BE(0);
    if (group.length === 4 && value === 0) {
      text += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let index = 0; index < 5; index++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    text += digits.slice(0, group.length + 1).join('');
  }
  return Buffer.from(`${text}~>`, 'latin1');
}

/** Runs of one byte as repeat codes (up to 128 bytes each), everything else as literals. */
export function encodeRunLength(data: Uint8Array): Buffer {
  const output: number[] = [];
  for (let offset = 0; offset < data.length;) {
    let run = 1;
    while (run < 128 && data[offset + run] === data[offset]) run++;
    if (run > 1) {
      output.push(257 - run, data[offset] ?? 0);
    } else {
      output.push(0, data[offset] ?? 0);
    }
    offset += run;
  }
  output.push(128);
  return Buffer.from(output);
}

/** PDF's LZW with EarlyChange 1: codes of 9 to 12 bits, the table cleared when full. */
export function encodeLzw(data: Uint8Array): Buffer {
  const output: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let codeLength = 9;
  const write = (code: number) => {
    bits = (bits << codeLength) | code;
    bitCount += codeLength;
    while (bitCount >= 8) {
      output.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
  };
  let table = new Map<string, number>();
  let nextCode = 258;
  write(256);
  let current = '';
  for (const byte of data) {
    const extended = current + String.fromCharCode(byte);
    if (extended.length === 1 || table.has(extended)) {
      current = extended;
      continue;
    }
    write(current.length === 1 ? current.charCodeAt(0) : (table.get(current) ?? 0));
    table.set(extended, nextCode++);
    if (nextCode >= 1 << codeLength && codeLength < 12) codeLength++;
    if (nextCode >= 4094) {
      write(256);
      table = new Map();
      nextCode = 258;
      codeLength = 9;
    }
    current = String.fromCharCode(byte);
  }
  if (current) write(current.length === 1 ? current.charCodeAt(0) : (table.get(current) ?? 0));
  write(257);
  if (bitCount > 0) output.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(output);
}
