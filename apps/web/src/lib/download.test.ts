import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';
import { formatKilobytes, formatProjectTypeBadge } from './format';

describe('filenameFromContentDisposition', () => {
  const fallback = 'chat_export.docx';
  it.each([
    ['attachment; filename="project-revision-2_export.docx"', 'project-revision-2_export.docx'],
    ['attachment; filename=plain_export.docx', 'plain_export.docx'],
    [
      'attachment; filename="fallback.docx"; filename*=UTF-8\'\'Z%C3%BCrich%20project_export.docx',
      'Zürich project_export.docx',
    ],
    ['attachment', fallback],
    [null, fallback],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header, fallback)).toBe(expected);
  });
});

describe('formatting', () => {
  it('shows sizes in KB with one decimal', () => {
    expect(formatKilobytes(12_800)).toBe('12.5 KB');
    expect(formatKilobytes(0)).toBe('0.0 KB');
  });
  it('replaces only the first underscore of a project type', () => {
    expect(formatProjectTypeBadge('ETH_PIONEER_FELLOWSHIP')).toBe('ETH PIONEER_FELLOWSHIP');
    expect(formatProjectTypeBadge('INNOSUISSE_PROJECT')).toBe('INNOSUISSE PROJECT');
  });
});
