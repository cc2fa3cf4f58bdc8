import type { TDocumentFile } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnonymizationDialog } from '@/features/chat/components/anonymization-dialog';
import { renderWithProviders } from '@/test/render';
import { chatMaskingCorrections } from './chat-masking-corrections';

const file: TDocumentFile = {
  id: 'draft',
  project_id: 'p1',
  filename: 'draft.pdf',
  original_filename: 'draft.pdf',
  file_role: 'APPLICATION_DRAFT',
  role: 'Application Draft',
  processing_status: 'PROCESSED',
  file_size: 1000,
  file_type: 'pdf',
  created_at: '2026-11-24T10:00:00.000Z',
  content: null,
  anonymized_content: null,
  pii_entities: [],
  pii_entity_counts: { PERSON: 1 },
  error: null,
  error_code: null,
  can_retry: false,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('chatMaskingCorrections', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      json({
        ...file,
        pii_entities: [{ text: 'Lea Meier', entity_type: 'PERSON', start: 0, end: 9, confidence: 0.4 }],
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("puts the review feature's corrections into the chat's confirmation dialog", async () => {
    renderWithProviders(
      <AnonymizationDialog
        open
        files={[file]}
        onConfirm={vi.fn()}
        onOpenChange={vi.fn()}
        {...chatMaskingCorrections('p1')}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    expect(within(dialog).getByText('Correct the masking')).toBeVisible();
    await userEvent.click(within(dialog).getByText('Check the least certain items first'));
    expect(await within(dialog).findByRole('button', { name: 'Not personal data: Lea Meier' })).toBeInTheDocument();
  });

  it('leaves the dialog without corrections when no route passes them', () => {
    renderWithProviders(<AnonymizationDialog open files={[file]} onConfirm={vi.fn()} onOpenChange={vi.fn()} />);
    expect(screen.queryByText('Correct the masking')).toBeNull();
  });
});
