/** The project screen's Revision History: starting a new revision from an existing one (issue 13). */
import type { TProject, TProjectMember, TRevision } from '@grant-review/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarSlotContext } from '@/components/layout/sidebar-slot';
import { SessionContextProvider } from '@/lib/session-provider';
import { notify } from '@/lib/toast';
import { LocaleProvider } from '@/test/i18n';
import { createTestSession } from '@/test/session';
import { renderWithProviders } from '@/test/render';
import ProjectDetailRoute from './project-detail';

const urlOf = (input: RequestInfo | URL | undefined) =>
  input === undefined ? '' : typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const project: TProject = {
  id: 'p1',
  name: 'Sensor for bridges',
  description: null,
  project_type: 'INNOSUISSE_PROJECT',
  revision_count: 2,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  role: 'owner',
  owner: { user_id: 'u1', name: 'Anna Muster' },
};
const revision = (id: string, day: number): TRevision => ({
  id,
  created_at: `2026-11-${day}T10:00:00.000Z`,
  files: [],
  chat: null,
  is_analysis_outdated: false,
  analysis: null,
});

const members: TProjectMember[] = [
  { user_id: 'u1', name: 'Lea Meier', email: 'lea@example.ch', role: 'owner', added_at: '2026-11-02T10:00:00.000Z' },
];

describe('ProjectDetailRoute, new revision from an existing one', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let revisions: TRevision[];
  let sidebar: HTMLElement;
  let role: TProject['role'];

  beforeEach(() => {
    role = 'owner';
    revisions = [revision('r2', 20), revision('r1', 10)];
    sidebar = document.body.appendChild(document.createElement('aside'));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      let body: unknown = { ...project, role };
      let status = 200;
      if (url.includes('/revisions') && method === 'POST') {
        const created = revision('r3', 24);
        revisions = [created, ...revisions];
        [body, status] = [created, 201];
      } else if (url.includes('/revisions')) {
        body = revisions;
      } else if (url.endsWith('/members')) {
        body = members;
      }
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    });
  });
  const renderProjectDetail = (otherRoute?: ReactNode) =>
    renderWithProviders(
      <SessionContextProvider value={createTestSession()}>
        <SidebarSlotContext.Provider value={sidebar}>
          <LocaleProvider locale="en">
            <Routes>
              <Route path="/projects/:id" element={<ProjectDetailRoute />} />
              {otherRoute}
            </Routes>
          </LocaleProvider>
        </SidebarSlotContext.Provider>
      </SessionContextProvider>,
      { route: '/projects/p1' },
    );

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    sidebar.remove();
  });

  it('sends from_revision_id, says "New revision created" and selects the new revision', async () => {
    const success = vi.spyOn(notify, 'success');
    renderProjectDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'New revision from Revision 1' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('New revision created'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const [url, init] = post ?? [];
    expect(typeof url === 'string' ? url : '').toContain('/api/projects/p1/revisions');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : 'null')).toEqual({ from_revision_id: 'r1' });
    expect(await screen.findByRole('button', { name: /Revision 3/, current: true })).toBeInTheDocument();
  });

  it('opens the comparison of an analysed revision with the earlier analysed one', async () => {
    const analysis = { created_at: '2026-11-21T10:00:00.000Z', changes_since: [] };
    revisions = revisions.map((item) => ({ ...item, analysis }));
    function ComparePage() {
      const location = useLocation();
      return <p>Comparison {location.pathname + location.search}</p>;
    }
    renderProjectDetail(<Route path="/projects/:id/compare" element={<ComparePage />} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Compare with Revision 1' }));
    expect(await screen.findByText('Comparison /projects/p1/compare?from=r1&to=r2')).toBeInTheDocument();
  });

  it('offers the owner renaming, deleting, new revisions and member management', async () => {
    renderProjectDetail();
    expect(await screen.findByRole('button', { name: 'Rename project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Project' })).toBeInTheDocument();
    expect(screen.getAllByTitle('Create new revision').length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('offers a viewer none of it: no rename, delete, new or deleted revision, upload or member management', async () => {
    role = 'viewer';
    renderProjectDetail();
    expect(await screen.findByRole('heading', { name: 'Sensor for bridges', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByText(/Owned by Anna Muster/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Project' })).not.toBeInTheDocument();
    expect(screen.queryAllByTitle('Create new revision')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Delete Revision/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Click to upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('takes a member who leaves the project back to the dashboard', async () => {
    role = 'editor';
    members.push({ ...members[0]!, role: 'editor' });
    members[0] = { ...members[0]!, user_id: 'u9', name: 'Anna Muster', role: 'owner' };
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      const body = url.endsWith('/members') ? members : url.includes('/revisions') ? revisions : { ...project, role };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderProjectDetail(<Route path="/projects" element={<p>Dashboard</p>} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave project' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave project' }),
    );
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe('/api/projects/p1/members/u1');
    members.splice(0, members.length, { ...members[1]!, role: 'owner' });
  });
});
