import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ACCEPTANCE_REQUIRED_MESSAGE, TermsScreen } from './terms-screen';

describe('TermsScreen', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists six numbered terms', () => {
    renderWithProviders(<TermsScreen onAccepted={vi.fn()} />);
    const terms = screen.getAllByRole('listitem');
    expect(terms).toHaveLength(6);
    expect(terms.map((item) => item.querySelector('h2')?.textContent)).toEqual([
      'Purpose',
      'No guarantees',
      'Confidentiality',
      'User responsibility',
      'Limitation of liability',
      'Changes',
    ]);
  });

  it('requires the checkbox and makes no call without it', async () => {
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TermsScreen onAccepted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCEPTANCE_REQUIRED_MESSAGE);
    const checkbox = screen.getByRole('checkbox', {
      name: 'I have read and agree to the Terms of Service & Disclaimer.',
    });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(ACCEPTANCE_REQUIRED_MESSAGE);
    expect(checkbox).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Ticking the box takes the message away.
    await userEvent.click(checkbox);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkbox).not.toHaveAttribute('aria-invalid');
  });

  it('accepts, shows Processing..., then refreshes', async () => {
    vi.stubGlobal('fetch', fetchMock);
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    const onAccepted = vi.fn(() => Promise.resolve());
    renderWithProviders(<TermsScreen onAccepted={onAccepted} />);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service & Disclaimer.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/accept-disclaimer');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    respond(new Response(JSON.stringify({ id: 'u1' }), { status: 200 }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalled());
  });

  it('shows the server detail when acceptance fails', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ detail: 'Database unavailable' }), { status: 503 }));
    renderWithProviders(<TermsScreen onAccepted={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});
