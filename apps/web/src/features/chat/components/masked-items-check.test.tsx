import type { TPiiEntity } from '@grant-review/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { MaskedItemsList } from './masked-items-check';

const entity = (
  entity_type: TPiiEntity['entity_type'],
  text: string,
  confidence: number,
  start: number,
): TPiiEntity => ({
  entity_type,
  text,
  start,
  end: start + text.length,
  confidence,
});
const entities: TPiiEntity[] = [
  entity('PERSON', 'Laura Meier', 0.95, 0),
  entity('PERSON', 'Dragon', 0.41, 40),
  { ...entity('PERSON', 'Empire', 0.35, 80), reasons: ['capitalised word', 'after "the"'] },
  entity('EMAIL_ADDRESS', 'anna@example.ch', 1, 120),
  entity('PERSON', 'Marco Rossi', 0.88, 160),
  entity('LOCATION', 'Bern', 0.55, 200),
];

const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe('MaskedItemsList', () => {
  it('groups the items by type with counts, the least certain first in each group', async () => {
    render(<MaskedItemsList entities={entities} />);
    expect(screen.getByRole('button', { name: 'By type' })).toHaveAttribute('aria-pressed', 'true');
    const summaries = Array.from(document.querySelectorAll('summary')).map((summary) => summary.textContent);
    expect(summaries).toEqual([
      'PERSON (4) · lowest 35%',
      'EMAIL_ADDRESS (1) · lowest 100%',
      'LOCATION (1) · lowest 55%',
    ]);
    await userEvent.click(document.querySelector('summary')!);
    expect(document.querySelector('details')).toHaveAttribute('open');
    expect(itemTexts(screen.getByRole('list', { name: 'PERSON' }))).toEqual([
      '“Empire”',
      '“Dragon”',
      '“Marco Rossi”',
      '“Laura Meier”',
    ]);
    expect(screen.getByText('capitalised word; after "the"')).toBeInTheDocument();
  });

  it('lists every item, the least certain first, a page at a time', async () => {
    render(<MaskedItemsList entities={entities} pageSize={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lowest confidence first' }));
    const list = screen.getByRole('list', { name: 'Lowest confidence first' });
    expect(itemTexts(list)).toEqual(['“Empire”', '“Dragon”', '“Bern”']);
    expect(
      within(list)
        .getAllByText(/Confidence: \d+%/)
        .map((node) => node.textContent),
    ).toEqual(['PERSON · Confidence: 35%', 'PERSON · Confidence: 41%', 'LOCATION · Confidence: 55%']);
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(itemTexts(list)).toEqual([
      '“Empire”',
      '“Dragon”',
      '“Bern”',
      '“Marco Rossi”',
      '“Laura Meier”',
      '“anna@example.ch”',
    ]);
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();
  });

  it('adds the actions another component gives to each item', async () => {
    render(
      <MaskedItemsList
        entities={entities}
        renderActions={(item, index) => (
          <button type="button">
            Keep {item.text} #{index}
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lowest confidence first' }));
    expect(screen.getByRole('button', { name: 'Keep Empire #2' })).toBeInTheDocument();
  });

  it("gives each item's confidence in German", async () => {
    render(
      <LocaleProvider locale="de">
        <MaskedItemsList entities={entities} pageSize={3} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Geringste Sicherheit zuerst' }));
    const list = screen.getByRole('list', { name: 'Geringste Sicherheit zuerst' });
    expect(within(list).getAllByText(/Sicherheit: \d+ %/)[0]).toHaveTextContent('PERSON · Sicherheit: 35 %');
  });
});
