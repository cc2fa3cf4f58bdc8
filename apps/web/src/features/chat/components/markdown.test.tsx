import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('wraps a table in a focusable scroll container named after its header cells', () => {
    render(<Markdown>{'| Criterion | **Score** |\n| --- | --- |\n| Innovation | 4 |'}</Markdown>);
    const wrapper = screen.getByRole('group', { name: 'Table: Criterion, Score' });
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(wrapper).toHaveClass('table-wrap');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("names a table in the interface's language", () => {
    render(
      <LocaleProvider locale="it">
        <Markdown>{'| Criterio | Voto |\n| --- | --- |\n| Innovazione | 4 |'}</Markdown>
      </LocaleProvider>,
    );
    expect(screen.getByRole('group', { name: 'Tabella: Criterio, Voto' })).toBeInTheDocument();
  });

  it('opens links in a new tab', () => {
    render(<Markdown>{'[Guidelines](https://example.org)'}</Markdown>);
    expect(screen.getByRole('link', { name: 'Guidelines' })).toHaveAttribute('target', '_blank');
  });

  it('draws status emoji as labelled SVG icons, in tables and lists too', () => {
    const { container } = render(
      <Markdown>
        {
          '| Check | Status |\n| --- | --- |\n| Share | ✅ Pass |\n| Cash | ⚠️ Check |\n\n- ❌ Budget missing\n- ❓ Host not found'
        }
      </Markdown>,
    );
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    for (const label of ['Pass', 'Check', 'Fail', 'Not found']) {
      expect(screen.getByRole('img', { name: label }).tagName.toLowerCase()).toBe('svg');
    }
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^Budget missing$/);
  });

  it('leaves text without status emoji and real spans as they are', () => {
    const { container } = render(<Markdown>{'Plain 5 % text'}</Markdown>);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('Plain 5 % text');
  });
});
