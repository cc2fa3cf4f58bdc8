import type { TPiiEntity } from '@grant-review/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityOverview } from './entity-overview';

const person = (position: number): TPiiEntity => ({
  entity_type: 'PERSON',
  text: position === 7 ? 'Dragon' : `Person ${position}`,
  start: position * 20,
  end: position * 20 + 8,
  confidence: 0.6,
  reasons: position === 7 ? ['capitalised word after "the"'] : undefined,
});
const entities: TPiiEntity[] = [
  {
    entity_type: 'EMAIL_ADDRESS',
    text: 'anna@example.ch',
    start: 5,
    end: 20,
    confidence: 1,
    reasons: ['e-mail pattern'],
  },
  ...Array.from({ length: 120 }, (_, position) => person(position + 1)),
  { entity_type: 'EMAIL_ADDRESS', text: 'marco@example.ch', start: 5000, end: 5016, confidence: 1 },
];

const cards = () => screen.getAllByText(/^Confidence: \d+%$/);

describe('EntityOverview', () => {
  it('shows each type with its count and a page of cards, grouped by type, most frequent type first', async () => {
    render(<EntityOverview entities={entities} onShow={vi.fn()} />);
    const types = screen.getByRole('group', { name: 'Filter by type' });
    expect(within(types).getByRole('button', { name: 'All types 122' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(types).getByRole('button', { name: 'PERSON 120' })).toBeInTheDocument();
    expect(within(types).getByRole('button', { name: 'EMAIL_ADDRESS 2' })).toBeInTheDocument();
    expect(cards()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 122')).toBeInTheDocument();
    // The first page is all PERSON (the larger group), in text order.
    expect(screen.getByRole('region', { name: 'PERSON' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'EMAIL_ADDRESS' })).toBeNull();
    expect(screen.getAllByText(/^Position: \d+-\d+$/)[0]).toHaveTextContent('Position: 20-28');

    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(cards()).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Show 22 more' }));
    expect(cards()).toHaveLength(122);
    expect(screen.getByRole('region', { name: 'EMAIL_ADDRESS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();
  });

  it('filters by type and by text, and says when nothing matches', async () => {
    render(<EntityOverview entities={entities} />);
    await userEvent.click(screen.getByRole('button', { name: 'EMAIL_ADDRESS 2' }));
    expect(screen.getByRole('button', { name: 'EMAIL_ADDRESS 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('“anna@example.ch”')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All types 122' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the detected items by their text' }), 'drag');
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('“Dragon”')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await vi.waitFor(() => expect(screen.getByText('No detected item matches the filter.')).toBeInTheDocument());
  });

  it('shows the reasons in plain words, the Show button, and the actions another component adds', async () => {
    const onShow = vi.fn();
    render(
      <EntityOverview
        entities={entities.slice(0, 1)}
        onShow={onShow}
        renderActions={(entity, index) => (
          <button type="button">
            Not personal data: {entity.text} #{index}
          </button>
        )}
      />,
    );
    expect(screen.getByText('Why it was detected')).toBeInTheDocument();
    expect(screen.getByText('e-mail pattern')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not personal data: anna@example.ch #0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show EMAIL_ADDRESS in the text' }));
    expect(onShow).toHaveBeenCalledWith(0);
  });

  it('shows no reasons block for an entity without reasons', () => {
    render(<EntityOverview entities={[person(3)]} />);
    expect(screen.getByText('Confidence: 60%')).toBeInTheDocument();
    expect(screen.queryByText('Why it was detected')).toBeNull();
  });
});
