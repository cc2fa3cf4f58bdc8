import { ACCEPTED_EXTENSIONS } from '@grant-review/contract';
import i18next from 'i18next';

/** The name must end in .pdf or .docx, in any letter case. */
export function isAcceptedFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Only the first of several dropped or selected files is used; the error is in the interface language. */
export function pickUploadFile(
  files: FileList | readonly File[] | null | undefined,
): { ok: true; file: File } | { ok: false; error: string | null } {
  const file = files?.[0];
  if (!file) return { ok: false, error: null };
  if (!isAcceptedFileName(file.name)) return { ok: false, error: i18next.t('files:upload.invalidType') };
  return { ok: true, file };
}

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
