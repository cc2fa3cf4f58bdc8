import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { AlsoMaskForm } from './also-mask-form';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  notifyError: vi.fn(),
}));

const added = {
  correction: {
    id: 'c1',
    kind: 'mask',
    value: 'Lumen',
    entity_type: 'TERM',
    created_by: 'u1',
    created_at: '2026-11-24T10:00:00.000Z',
  },
  recomputed_file_ids: ['f1', 'f2'],
};

describe('AlsoMaskForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each([
    ['a', 'Enter at least 2 characters'],
    ['-- !', 'Enter a word or a number'],
  ])('refuses %j next to the field with the contract’s message, without a call', async (typed, message) => {
    renderWithProviders(<AlsoMaskForm projectId="p1" />);
    const field = screen.getByLabelText('Also mask');
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Mask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The message first, then the hint that was there before.
    expect(field).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^${message} .+`)) as string);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a mask correction with the trimmed term and the chosen type, then empties the field', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(added), { status: 201 }));
    renderWithProviders(<AlsoMaskForm projectId="p1" />);
    const field = screen.getByLabelText('Also mask');
    await userEvent.type(field, '  Lumen ');
    await userEvent.selectOptions(screen.getByLabelText('Mask it as'), 'another term (project, product …)');
    await userEvent.click(screen.getByRole('button', { name: 'Mask' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalled());

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/projects/p1/pii-corrections');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ kind: 'mask', value: 'Lumen', entity_type: 'TERM' });
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    // The type stays as chosen for the next term.
    expect(screen.getByLabelText('Mask it as')).toHaveValue('TERM');
  });
});
