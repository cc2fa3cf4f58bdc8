import { apiFetch } from './api-client';

export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Reads the file name from a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: try the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  const name = bare?.[1]?.trim();
  return name ? name : fallback;
}

/** Saves a blob through a temporary object URL and link click. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a Word export with the session's token; the file name is the server's, else `fallback`. */
export async function fetchDocx(path: string, fallback: string): Promise<{ blob: Blob; filename: string }> {
  const response = await apiFetch(path, { headers: { Accept: DOCX_MEDIA_TYPE } });
  const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition'), fallback);
  return { blob: await response.blob(), filename };
}
