import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing';

const renderLanding = () =>
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );

describe('Landing page section menu (small screens)', () => {
  it('opens with the keyboard, lists #features, #how-it-works and #contact, and closes with Escape', async () => {
    renderLanding();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = button.getAttribute('aria-controls') ?? '';
    // Closed, the panel is not in the page: the top bar holds one link per section.
    expect(document.getElementById(panelId)).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    const panel = document.getElementById(panelId);
    expect(panel).toBeVisible();
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#features', '#how-it-works', '#contact']);

    // The links follow the button in the tab order.
    await user.tab();
    expect(links[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.getElementById(panelId)).toBeNull();
  });

  it('closes when a section is chosen', async () => {
    renderLanding();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('landing-section-menu') as HTMLElement;
    await user.click(within(panel).getByRole('link', { name: 'How it works' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeInTheDocument();
  });
});
