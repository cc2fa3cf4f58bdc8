import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { LandingPage } from './landing';

function renderLanding(locale: TLocale = 'en') {
  const onChangeLanguage = vi.fn();
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <LandingPage onChangeLanguage={onChangeLanguage} />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return { onChangeLanguage };
}

/** The mailto links' subject and body, decoded. */
function mailParts(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '');
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('Landing page languages', () => {
  it('reads in English by default, as the spec words it', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Know what the evaluators will say, before you submit.',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const [heroMail] = screen.getAllByRole('link', { name: 'Request Beta Access' });
    expect(mailParts(heroMail as HTMLElement).subject).toBe('Beta access request');
    expect(screen.getByText('7 items masked')).toBeInTheDocument();
  });

  it('renders in German, with the language switch in the top bar handing the choice over', async () => {
    const { onChangeLanguage } = renderLanding('de');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Erfahren Sie, was die Expertinnen und Experten sagen, bevor Sie einreichen.');
    // The translation's <highlight> part is set in the brand colour, its markup not shown.
    expect(within(heading).getByText('bevor Sie einreichen.')).toHaveClass('text-primary');
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Gesuch bleibt vertraulich' })).toBeInTheDocument();
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(within(topBar).getByRole('navigation', { name: 'Abschnitte' })).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'GrantReview-Startseite' })).toHaveAttribute('href', '#top');

    const mailLinks = screen.getAllByRole('link', { name: 'Beta-Zugang anfragen' });
    expect(mailLinks).toHaveLength(2);
    for (const link of mailLinks) {
      expect(mailParts(link)).toEqual({
        subject: 'Anfrage für den Beta-Zugang',
        body: expect.stringContaining('Programm (Innosuisse / ETH Pioneer Fellowship):') as unknown,
      });
    }
    // Lists from content.ts take their text from the translations; names stay as they are.
    expect(screen.getByText('Mitgründerin, Medtech-Start-up · Kundin')).toBeInTheDocument();
    expect(screen.getByText('Dr. Stefan K.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Dokumente hochladen' })).toBeInTheDocument();
    expect(screen.getByText('7 Angaben maskiert')).toBeInTheDocument();
    expect(screen.getByText(/Alle Rechte vorbehalten\./)).toBeInTheDocument();

    const select = within(topBar).getByRole('combobox', { name: 'Sprache' });
    expect(select).toHaveValue('de');
    await userEvent.selectOptions(select, 'Italiano');
    expect(onChangeLanguage).toHaveBeenCalledWith('it');
  });

  it('offers the language switch in the small-screen menu, after the section links', async () => {
    const { onChangeLanguage } = renderLanding('fr');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const panel = document.getElementById('landing-section-menu') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fonctionnalités', 'Fonctionnement', 'Contact']);
    const select = within(panel).getByRole('combobox', { name: 'Langue' });
    expect(select).toHaveValue('fr');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'English');
    expect(onChangeLanguage).toHaveBeenCalledWith('en');
    // Choosing a language keeps the menu open.
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

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
