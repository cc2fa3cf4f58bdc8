import i18next from 'i18next';
import { formatLocale, isLocale } from '@/i18n';

/** Dates and numbers follow the interface language, as written in Switzerland ("24 Nov 2026", "24. Nov. 2026"). */
function interfaceLocale(): string {
  const language = i18next.resolvedLanguage;
  return formatLocale(isLocale(language) ? language : 'en');
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(interfaceLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(interfaceLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Bytes as kilobytes with one decimal (bytes / 1024), e.g. '12.5 KB' ('12,5 KB' in French and Italian). */
export function formatKilobytes(bytes: number): string {
  const kilobytes = new Intl.NumberFormat(interfaceLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return `${kilobytes.format(bytes / 1024)} KB`;
}

/** Replaces only the first underscore: 'ETH_PIONEER_FELLOWSHIP' → 'ETH PIONEER_FELLOWSHIP'. */
export function formatProjectTypeBadge(projectType: string): string {
  return projectType.replace('_', ' ');
}
