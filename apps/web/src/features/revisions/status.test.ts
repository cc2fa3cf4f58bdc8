import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { getFilesPageStatusVariant, getFileStatusView, getReviewStatusVariant, isPendingStatus } from './status';
import { isAcceptedFileName, pickUploadFile } from './upload-validation';
import { summarizeEntityTypes } from './entity-summary';
import { revisionNumber } from './components/revision-history';

describe('file status mapping (spec section 4)', () => {
  it.each([
    ['UPLOADED', 'Uploaded'],
    ['PROCESSING', 'Processing'],
    ['PROCESSED', 'Processed'],
    ['DONE', 'Processed'],
    ['ERROR', 'Error'],
    ['SOMETHING_NEW', 'Uploaded'],
    ['', 'Uploaded'],
  ])('%s is shown as %s', (status, label) => {
    expect(i18next.t(`files:status.${getFileStatusView(status).key}`)).toBe(label);
  });

  it('polls only while a file is PROCESSING or UPLOADED', () => {
    expect(isPendingStatus('PROCESSING')).toBe(true);
    expect(isPendingStatus('UPLOADED')).toBe(true);
    expect(isPendingStatus('PROCESSED')).toBe(false);
    expect(isPendingStatus('ERROR')).toBe(false);
  });

  it('colours the review badge: completed default, failed destructive, others secondary', () => {
    expect(getReviewStatusVariant('completed')).toBe('default');
    expect(getReviewStatusVariant('PROCESSED')).toBe('default');
    expect(getReviewStatusVariant('failed')).toBe('destructive');
    expect(getReviewStatusVariant('ERROR')).toBe('destructive');
    expect(getReviewStatusVariant('PROCESSING')).toBe('secondary');
    expect(getReviewStatusVariant('whatever')).toBe('secondary');
  });

  it('colours the files page', () => {
    expect(getFilesPageStatusVariant('completed')).toBe('success');
    expect(getFilesPageStatusVariant('failed')).toBe('danger');
    expect(getFilesPageStatusVariant('UPLOADED')).toBe('warning');
  });
});

describe('upload validation (spec section 5)', () => {
  it.each([
    ['draft.pdf', true],
    ['DRAFT.PDF', true],
    ['budget.Docx', true],
    ['notes.doc', false],
    ['image.png', false],
    ['pdf', false],
    ['archive.pdf.zip', false],
  ])('%s accepted: %s', (name, expected) => {
    expect(isAcceptedFileName(name)).toBe(expected);
  });

  it('uses only the first file and reports an invalid type', () => {
    const first = new File(['a'], 'first.PDF');
    const second = new File(['b'], 'second.exe');
    expect(pickUploadFile([first, second])).toEqual({ ok: true, file: first });
    expect(pickUploadFile([second, first])).toEqual({
      ok: false,
      error: 'Invalid file type. Accepted types: .pdf, .docx',
    });
    expect(pickUploadFile([])).toEqual({ ok: false, error: null });
  });
});

describe('files page entity summary', () => {
  it('shows up to 3 types, most frequent first, and counts the rest', () => {
    const counts = { URL: 1, PERSON: 12, EMAIL_ADDRESS: 3, PHONE_NUMBER: 3, IBAN_CODE: 1 };
    expect(summarizeEntityTypes(counts)).toEqual({
      shown: ['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER'],
      moreCount: 2,
    });
    expect(summarizeEntityTypes({})).toEqual({ shown: [], moreCount: 0 });
  });
});

describe('revision numbering', () => {
  it('counts down from the list length', () => {
    const label = (index: number) => i18next.t('revisions:label', { number: revisionNumber(index, 3) });
    expect([0, 1, 2].map(label)).toEqual(['Revision 3', 'Revision 2', 'Revision 1']);
  });
});
