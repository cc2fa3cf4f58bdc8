import type { TPiiCorrection } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CorrectionActions } from './correction-actions';
import { MaskingCorrectionsInDialog } from './masking-corrections-in-dialog';
import { MaskingCorrectionsPanel } from './masking-corrections-panel';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  notifyError: vi.fn(),
}));

const kept: TPiiCorrection = {
  id: 'c1',
  kind: 'keep',
  value: 'Bonferroni',
  entity_type: 'PERSON',
  created_by: 'u1',
  created_at: '2026-11-24T10:00:00.000Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('masking corrections', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the corrections, adds a term to mask, refuses an empty one, and undoes a correction', async () => {
    let corrections = [kept];
    const sent: { method: string; url: string; body: unknown }[] = [];
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
      if (method === 'GET') return Promise.resolve(json(corrections));
      if (method === 'POST') {
        const added: TPiiCorrection = { ...kept, id: 'c2', kind: 'mask', value: 'Projekt Lumen' };
        corrections = [...corrections, added];
        return Promise.resolve(json({ correction: added, recomputed_file_ids: ['f1'] }, 201));
      }
      corrections = corrections.filter((correction) => !url.endsWith(correction.id));
      return Promise.resolve(json({ correction: kept, recomputed_file_ids: ['f1'] }));
    });
    renderWithProviders(<MaskingCorrectionsPanel projectId="p1" />);

    const list = await screen.findByRole('list', { name: 'Your masking corrections' });
    expect(within(list).getByText('Bonferroni')).toBeInTheDocument();
    expect(within(list).getByText(/Shown in clear/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mask' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 2 characters');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Also mask'), '  Projekt Lumen ');
    await userEvent.selectOptions(screen.getByLabelText('Mask it as'), 'another term (project, product …)');
    await userEvent.click(screen.getByRole('button', { name: 'Mask' }));
    expect(await within(list).findByText('Projekt Lumen')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/projects/p1/pii-corrections',
      body: { kind: 'mask', value: 'Projekt Lumen', entity_type: 'TERM' },
    });
    expect(screen.getByLabelText('Also mask')).toHaveValue('');

    await userEvent.click(within(list).getByRole('button', { name: 'Undo the correction of “Bonferroni”' }));
    await vi.waitFor(() => expect(within(list).queryByText('Bonferroni')).not.toBeInTheDocument());
    expect(sent.find((request) => request.method === 'DELETE')?.url).toBe('/api/projects/p1/pii-corrections/c1');
  });

  it('keeps a detected item in clear with its value and type', async () => {
    fetchMock.mockResolvedValue(json({ correction: kept, recomputed_file_ids: [] }, 201));
    renderWithProviders(<CorrectionActions projectId="p1" entity={{ text: 'Bonferroni', entity_type: 'PERSON' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Not personal data: Bonferroni' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input ?? '')).toBe('/api/projects/p1/pii-corrections');
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual({
      kind: 'keep',
      value: 'Bonferroni',
      entity_type: 'PERSON',
    });
  });

  it('in the confirmation: loads nothing until opened, then offers the also-mask form and the corrections', async () => {
    fetchMock.mockResolvedValue(json([]));
    renderWithProviders(<MaskingCorrectionsInDialog projectId="p1" />);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('Correct the masking'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText(/No corrections yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Also mask' })).toBeInTheDocument();
  });
});
