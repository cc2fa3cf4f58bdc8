import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { Sidebar, type SidebarUser } from './sidebar';

function renderSidebar(user: SidebarUser | null, locale: TLocale = 'en') {
  const onLogout = vi.fn();
  const onChangePassword = vi.fn();
  const onChangeLanguage = vi.fn();
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={['/projects']}>
        <Sidebar
          user={user}
          onLogout={onLogout}
          onChangePassword={onChangePassword}
          onChangeLanguage={onChangeLanguage}
          slotRef={() => undefined}
        />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return { onLogout, onChangePassword, onChangeLanguage };
}

describe('Sidebar language switch', () => {
  it('shows the current language and hands the chosen one over', async () => {
    const { onChangeLanguage } = renderSidebar({ name: 'Lea Meier', is_admin: false }, 'de');
    const select = screen.getByRole('combobox', { name: 'Sprache' });
    expect(select).toHaveValue('de');
    expect(screen.getByRole('link', { name: 'Projekte' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Français');
    expect(onChangeLanguage).toHaveBeenCalledWith('fr');
  });
});

describe('Sidebar account menu', () => {
  it("opens from the keyboard at the user's name, with Change password and Logout", async () => {
    const { onChangePassword, onLogout } = renderSidebar({ name: 'Lea Meier', is_admin: true });
    const trigger = screen.getByRole('button', { name: 'Account menu: Lea Meier Admin' });
    expect(trigger).toHaveTextContent('Admin');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Change password', 'Logout']);
    await userEvent.keyboard('{Enter}');
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'User' and shows no Admin tag for others", () => {
    renderSidebar({ name: ' ', is_admin: false });
    const trigger = screen.getByRole('button', { name: 'Account menu: User' });
    expect(trigger).not.toHaveTextContent('Admin');
    expect(screen.queryByRole('link', { name: 'User Management' })).toBeNull();
  });
});
