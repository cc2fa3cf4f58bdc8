import type { FastifyReply } from 'fastify';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Answers with a Word document as a download named `fileName` (ASCII name, and the UTF-8 one for browsers that read it). */
export function sendDocx(reply: FastifyReply, fileName: string, document: Buffer): FastifyReply {
  return reply
    .header('content-type', DOCX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(document);
}
