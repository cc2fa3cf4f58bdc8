import { ACCEPTED_EXTENSIONS, INVALID_FILE_TYPE_MESSAGE } from '@grant-review/contract';

/** The name must end in .pdf or .docx, in any letter case. */
export function isAcceptedFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Only the first of several dropped or selected files is used. */
export function pickUploadFile(
  files: FileList | readonly File[] | null | undefined,
): { ok: true; file: File } | { ok: false; error: string | null } {
  const file = files?.[0];
  if (!file) return { ok: false, error: null };
  if (!isAcceptedFileName(file.name)) return { ok: false, error: INVALID_FILE_TYPE_MESSAGE };
  return { ok: true, file };
}

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
