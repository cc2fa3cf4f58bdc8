/**
 * Reads the one file of an upload request (multipart field `file`) as a stream. Whatever is wrong
 * with the multipart body itself (no boundary, not multipart at all, cut short, a second file) is
 * the client's mistake: 400 with a detail, or 413 when the file is too large.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';
import { tooLarge, type TUploadedPart } from '../files/files.service.js';
import { describeUnsafeText } from '../lib/unsafe-text.js';

export const NO_FILE_MESSAGE = 'No file was sent: use a multipart field named "file"';
export const NOT_MULTIPART_MESSAGE = 'The upload is not valid multipart/form-data';
export const ONE_FILE_MESSAGE = 'Send one file per upload';

/** The @fastify/multipart error codes that describe the client's request, with what to answer. */
function describeMultipartError(error: unknown, maxBytes: number): AppError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest(ONE_FILE_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The upload has too many form fields');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload ended before it was complete');
    default:
      // busboy's own errors: no boundary, a malformed part header, an unexpected end.
      return badRequest(NOT_MULTIPART_MESSAGE);
  }
}

export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<TUploadedPart> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in a field named "file"');
  }
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  const nextPart = async (): Promise<Multipart | undefined> => {
    try {
      const result = await parts.next();
      return result.done ? undefined : result.value;
    } catch (error) {
      throw describeMultipartError(error, maxBytes);
    }
  };
  for (let part = await nextPart(); part; part = await nextPart()) {
    if (part.type !== 'file') continue;
    const problem = describeUnsafeText(part.fieldname) ?? describeUnsafeText(part.filename);
    if (problem || part.fieldname !== 'file') part.file.resume();
    if (problem) throw badRequest(`file name: ${problem}`);
    if (part.fieldname !== 'file') throw badRequest(NO_FILE_MESSAGE);
    return {
      filename: part.filename,
      stream: part.file,
      async readRest() {
        // Only fields may follow the file; with the files limit at 1 a second file arrives as an error.
        for (let rest = await nextPart(); rest; rest = await nextPart()) {
          if (rest.type === 'file') rest.file.resume();
        }
      },
    };
  }
  throw badRequest(NO_FILE_MESSAGE);
}
