import type { TDocumentFile, TRevision } from '@grant-review/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { revisionKeys } from '@/lib/query-keys';
import { pendingFilesKey, useStatusPolling } from './use-status-polling';

function fileWith(id: string, processingStatus: TDocumentFile['processing_status']): TDocumentFile {
  return {
    id,
    project_id: 'p1',
    filename: `${id}.pdf`,
    original_filename: `${id}.pdf`,
    file_role: 'APPLICATION_DRAFT',
    role: 'Application Draft',
    processing_status: processingStatus,
    file_size: 1024,
    file_type: 'pdf',
    created_at: '2026-01-01T00:00:00.000Z',
    content: null,
    anonymized_content: null,
    pii_entities: [],
    pii_entity_counts: {},
    error: null,
  };
}

function revisionWith(files: TDocumentFile[]): TRevision[] {
  return [
    {
      id: 'r1',
      created_at: '2026-01-01T00:00:00.000Z',
      files,
      chat: null,
      is_analysis_outdated: false,
      analysis: null,
    },
  ];
}

const LIST_URL = '/api/projects/p1/revisions?include_content=false';

describe('pendingFilesKey', () => {
  it('names the UPLOADED and PROCESSING files, sorted, and is empty when none is pending', () => {
    expect(
      pendingFilesKey(
        revisionWith([fileWith('b', 'PROCESSING'), fileWith('c', 'PROCESSED'), fileWith('a', 'UPLOADED')]),
      ),
    ).toBe('a,b');
    expect(pendingFilesKey(revisionWith([fileWith('a', 'ERROR'), fileWith('b', 'PROCESSED')]))).toBe('');
    expect(pendingFilesKey(undefined)).toBe('');
  });

  it('adds the page a file is reading, so that moving on to the next page changes the key', () => {
    const reading = (page: number) => ({ ...fileWith('b', 'PROCESSING'), progress: { page, page_count: 12 } });
    expect(pendingFilesKey(revisionWith([reading(3), fileWith('a', 'UPLOADED')]))).toBe('a,b@3');
    expect(pendingFilesKey(revisionWith([reading(4), fileWith('a', 'UPLOADED')]))).toBe('a,b@4');
    expect(pendingFilesKey(revisionWith([{ ...reading(4), processing_status: 'PROCESSED', progress: null }]))).toBe('');
  });
});

describe('useStatusPolling', () => {
  /** What the server answers for the revision list, changed by each test as processing moves on. */
  let serverList: TRevision[];
  const fetchMock = vi.fn<typeof fetch>();
  const listFetches = () => fetchMock.mock.calls.filter(([url]) => url === LIST_URL).length;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(serverList), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  /** Mounts the hook with the list already loaded (as the project page has it), so only polls fetch. */
  function renderPolling(initialList: TRevision[]) {
    const queryClient = createTestQueryClient();
    // Fresh for 5 minutes, as in the app (spec section 9): mounting does not refetch.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 5 * 60_000 } });
    queryClient.setQueryData(revisionKeys.list('p1'), initialList);
    serverList = initialList;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useStatusPolling('p1'), { wrapper });
    return queryClient;
  }

  it('refreshes the list every 2 s while a file is processing, and stops after 30 refreshes', async () => {
    renderPolling(revisionWith([fileWith('f1', 'PROCESSING')]));
    await vi.advanceTimersByTimeAsync(1999);
    expect(listFetches()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(listFetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000 * 28);
    expect(listFetches()).toBe(29);
    await vi.advanceTimersByTimeAsync(2000 * 100);
    expect(listFetches()).toBe(30);
  });

  it('does not poll when no file is pending, and stops once processing has ended', async () => {
    const queryClient = renderPolling(revisionWith([fileWith('f1', 'PROCESSED')]));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listFetches()).toBe(0);

    // An upload: the list (refetched by the upload's invalidation) has a file in processing.
    serverList = revisionWith([fileWith('f1', 'PROCESSED'), fileWith('f2', 'UPLOADED')]);
    await queryClient.invalidateQueries({ queryKey: revisionKeys.list('p1') });
    expect(listFetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(listFetches()).toBe(3);
    serverList = revisionWith([fileWith('f1', 'PROCESSED'), fileWith('f2', 'PROCESSED')]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(listFetches()).toBe(4);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(listFetches()).toBe(4);
  });

  it('keeps refreshing a long scan while it moves on page by page, and stops 30 refreshes after it gets stuck', async () => {
    const reading = (page: number) =>
      revisionWith([{ ...fileWith('f1', 'PROCESSING'), progress: { page, page_count: 40 } }]);
    renderPolling(reading(1));
    // A page every 20 s (10 refreshes): 50 refreshes in all, far beyond one budget of 30.
    for (let page = 2; page <= 6; page += 1) {
      serverList = reading(page);
      await vi.advanceTimersByTimeAsync(2000 * 10);
    }
    expect(listFetches()).toBe(50);
    // Stuck on page 6, which the 41st refresh brought: 30 refreshes from there, then none.
    await vi.advanceTimersByTimeAsync(2000 * 100);
    expect(listFetches()).toBe(71);
  });

  it('counts failed refreshes too, so a failing server is not polled forever', async () => {
    renderPolling(revisionWith([fileWith('f1', 'PROCESSING')]));
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    await vi.advanceTimersByTimeAsync(2000 * 200);
    expect(listFetches()).toBe(30);
  });

  it('starts a new budget of 30 refreshes for a new set of pending files, and for a retried file', async () => {
    const queryClient = renderPolling(revisionWith([fileWith('a', 'PROCESSING')]));
    await vi.advanceTimersByTimeAsync(2000 * 40);
    expect(listFetches()).toBe(30);

    // A second upload while the first file is stuck: a new set of pending files.
    serverList = revisionWith([fileWith('a', 'PROCESSING'), fileWith('b', 'UPLOADED')]);
    await queryClient.invalidateQueries({ queryKey: revisionKeys.list('p1') });
    await vi.advanceTimersByTimeAsync(2000 * 40);
    expect(listFetches()).toBe(61);

    // Both fail, then a retry puts 'a' back into processing: the same file gets a new budget.
    serverList = revisionWith([fileWith('a', 'ERROR'), fileWith('b', 'ERROR')]);
    await queryClient.invalidateQueries({ queryKey: revisionKeys.list('p1') });
    await vi.advanceTimersByTimeAsync(2000 * 5);
    expect(listFetches()).toBe(62);
    serverList = revisionWith([fileWith('a', 'PROCESSING'), fileWith('b', 'ERROR')]);
    await queryClient.invalidateQueries({ queryKey: revisionKeys.list('p1') });
    await vi.advanceTimersByTimeAsync(2000 * 40);
    expect(listFetches()).toBe(93);
  });
});
