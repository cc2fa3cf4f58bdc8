import type { TProject, TProjectMember } from '@grant-review/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { MembersPanel } from './members-panel';

const urlOf = (input: RequestInfo | URL | undefined) =>
  input === undefined ? '' : typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const project: Pick<TProject, 'id' | 'name' | 'role'> = { id: 'p1', name: 'Sensor for bridges', role: 'owner' };
const member = (user_id: string, name: string, role: TProjectMember['role']): TProjectMember => ({
  user_id,
  name,
  email: `${user_id}@example.ch`,
  role,
  added_at: '2026-11-02T10:00:00.000Z',
});
const ACCOUNTS: Record<string, string> = { 'nina@example.ch': 'Nina Keller', 'u2@example.ch': 'Marco Rossi' };

/** A members endpoint that behaves like the server's: 404 for an unknown e-mail, 409 for a member, hand-over. */
function fakeMembersServer(initial: TProjectMember[]) {
  let members = [...initial];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, url, body });
    const respond = (status: number, value?: unknown) =>
      Promise.resolve(new Response(value === undefined ? null : JSON.stringify(value), { status }));
    const userId = /\/members\/([^/]+)$/.exec(url)?.[1];
    if (method === 'GET') return respond(200, members);
    if (method === 'POST') {
      const { email, role } = body as { email: string; role: 'editor' | 'viewer' };
      const name = ACCOUNTS[email];
      if (!name) return respond(404, { detail: 'No active account uses this e-mail address' });
      if (members.some((item) => item.email === email)) return respond(409, { detail: 'Already a member' });
      const added = { ...member(email.split('@')[0] ?? email, name, role), email };
      members = [...members, added];
      return respond(201, added);
    }
    if (method === 'PATCH') {
      const { role } = body as { role: TProjectMember['role'] };
      members = members.map((item) => {
        if (item.user_id === userId) return { ...item, role };
        return role === 'owner' && item.role === 'owner' ? { ...item, role: 'editor' } : item;
      });
      return respond(
        200,
        members.find((item) => item.user_id === userId),
      );
    }
    members = members.filter((item) => item.user_id !== userId);
    return respond(204);
  });
  return { fetchMock, calls, members: () => members };
}

const OWNER = member('u1', 'Anna Muster', 'owner');
const EDITOR = member('u2', 'Marco Rossi', 'editor');
const VIEWER = member('u3', 'Lea Meier', 'viewer');

function renderPanel(role: TProject['role'], currentUserId: string, onLeft = vi.fn()) {
  renderWithProviders(
    <LocaleProvider locale="en">
      <MembersPanel project={{ ...project, role }} currentUserId={currentUserId} onLeft={onLeft} />
    </LocaleProvider>,
  );
  return { onLeft };
}

const confirmDialog = () => screen.findByRole('alertdialog');

describe('MembersPanel', () => {
  let server: ReturnType<typeof fakeMembersServer>;
  beforeEach(() => {
    server = fakeMembersServer([OWNER, EDITOR, VIEWER]);
    vi.stubGlobal('fetch', server.fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists every member with e-mail, role and the date they were added', async () => {
    renderPanel('owner', 'u1');
    const list = await screen.findByRole('list', { name: 'Project members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Anna Muster', 'Marco Rossi', 'Lea Meier']);
    expect(within(rows[0]!).getByText('(you)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/u2@example\.ch · added /)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Marco Rossi' })).toHaveValue('editor');
    expect(screen.getByText('3 people')).toBeInTheDocument();
  });

  it('lets the owner add a member by e-mail with a role', async () => {
    const success = vi.spyOn(notify, 'success');
    renderPanel('owner', 'u1');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'nina@example.ch');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Nina Keller was added as Viewer'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nina@example.ch',
      role: 'viewer',
    });
    expect(await screen.findByRole('listitem', { name: 'Nina Keller' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it('says so next to the field when no account has the e-mail, or the person is already a member', async () => {
    const error = vi.spyOn(notify, 'error');
    renderPanel('owner', 'u1');
    const email = await screen.findByLabelText('E-mail address');
    await userEvent.type(email, 'nobody@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account uses this e-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveBeenCalledWith('No active account uses this e-mail address');

    await userEvent.clear(email);
    await userEvent.type(email, 'u2@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person is already a member of the project');
  });

  it('checks the e-mail before sending it', async () => {
    renderPanel('owner', 'u1');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('changes a role at once, and hands the project over only after the confirmation', async () => {
    renderPanel('owner', 'u1');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Marco Rossi' }), 'viewer');
    await waitFor(() => expect(server.members().find((item) => item.user_id === 'u2')?.role).toBe('viewer'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Lea Meier' }), 'owner');
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Hand the project over to Lea Meier?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Role of Lea Meier' })).toHaveValue('viewer');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Lea Meier' }), 'owner');
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(server.members().find((item) => item.user_id === 'u3')?.role).toBe('owner'));
    expect(server.calls.at(-2)).toMatchObject({
      method: 'PATCH',
      url: '/api/projects/p1/members/u3',
      body: { role: 'owner' },
    });
  });

  it('removes a member after the confirmation', async () => {
    renderPanel('owner', 'u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lea Meier' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Lea Meier loses access to Sensor for bridges at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Lea Meier' })).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/projects/p1/members/u3');
  });

  it('offers an editor or a viewer no management, only leaving, which ends on the way out', async () => {
    const { onLeft } = renderPanel('viewer', 'u3');
    await screen.findByRole('list', { name: 'Project members' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Leave project' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Leave project' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledOnce());
    expect(server.calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/projects/p1/members/u3');
  });

  it('offers the owner no way to leave: they hand the project over first', async () => {
    renderPanel('owner', 'u1');
    await screen.findByRole('list', { name: 'Project members' });
    expect(screen.queryByRole('button', { name: 'Leave project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Anna Muster' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderWithProviders(
      <LocaleProvider locale="de">
        <MembersPanel project={project} currentUserId="u1" onLeft={vi.fn()} />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Mitglieder' })).toBeInTheDocument();
    expect(await screen.findByText('Projektleitung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hinzufügen' })).toBeInTheDocument();
  });
});
