import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TLocale } from '@/i18n';
import { SessionContextProvider } from '@/lib/session-provider';
import { LocaleProvider } from '@/test/i18n';
import { createTestSession } from '@/test/session';
import LoginRoute from './login';

function renderLogin(locale: TLocale) {
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={['/login']}>
        <SessionContextProvider value={createTestSession(null)}>
          <LoginRoute />
        </SessionContextProvider>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

/** The subject and body of the beta-access mail the link opens. */
function mailOf(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '');
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('LoginRoute', () => {
  it('asks for beta access by mail in English', () => {
    renderLogin('en');
    const mail = mailOf(screen.getByRole('link', { name: 'Request beta access' }));
    expect(mail.to).toBe('beta@grantreview.ch');
    expect(mail.subject).toBe('Beta access request');
    expect(mail.body).toMatch(/^Hello,\n\nI would like to request beta access\./);
  });

  it('writes the beta mail in German when the page is in German', () => {
    renderLogin('de');
    expect(screen.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeInTheDocument();
    const mail = mailOf(screen.getByRole('link', { name: 'Beta-Zugang anfragen' }));
    expect(mail.subject).toBe('Anfrage für den Beta-Zugang');
    expect(mail.body).toMatch(/^Guten Tag\n/);
  });

  it('writes the beta mail in French when the page is in French', () => {
    renderLogin('fr');
    const mail = mailOf(screen.getByRole('link', { name: 'Demander un accès bêta' }));
    expect(mail.subject).toBe('Demande d’accès à la bêta');
  });
});
