import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('wraps a table in a focusable scroll container named after its header cells', () => {
    render(<Markdown>{'| Criterion | **Score** |\n| --- | --- |\n| Innovation | 4 |'}</Markdown>);
    const wrapper = screen.getByRole('group', { name: 'Table: Criterion, Score' });
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(wrapper).toHaveClass('table-wrap');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('opens links in a new tab', () => {
    render(<Markdown>{'[Guidelines](https://example.org)'}</Markdown>);
    expect(screen.getByRole('link', { name: 'Guidelines' })).toHaveAttribute('target', '_blank');
  });
});
