import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClub } from '@/test/fixtures';
import type { ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage } from '@/test/render-page';

const ADMIN_ONLY = [
  '/system-admin/clubs/create',
  '/system-admin/clubs/c1',
  '/system-admin/clubs/c1/edit',
  '/system-admin/system-users/create',
  '/system-admin/system-users/u1/edit',
];

describe('SystemAdminPage routes', () => {
  it.each(ADMIN_ONLY)(
    'shows Access Denied to a system manager at %s and asks the API nothing',
    async (path) => {
      const { server } = renderPage(path, { as: 'systemmanager' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(server.calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
    },
  );

  it('offers a system manager the way back to the dashboard', async () => {
    const user = userEvent.setup();
    renderPage('/system-admin/system-users/create', {
      as: 'systemmanager',
      api: { 'GET /api/admin/clubs': { body: { data: [] } } },
    });
    await user.click(await screen.findByRole('link', { name: 'Back to System Administration' }));
    expect(currentPath()).toBe('/system-admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System Administration' }),
    ).toBeInTheDocument();
  });

  it('shows Access Denied on the dashboard to a club user (never by role name: from permissions)', async () => {
    renderPage('/system-admin', { as: 'clubsuperadmin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to System Administration' })).not.toBeInTheDocument();
  });

  it('shows nothing, and no Access Denied, while the session is still loading', async () => {
    renderPage('/system-admin/clubs/create', { session: () => new Promise<ApiAnswer>(() => undefined) });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows its own not-found page for an unknown console path', async () => {
    const user = userEvent.setup();
    const club = makeClub();
    renderPage('/system-admin/nothing/here', {
      api: {
        'GET /api/admin/clubs': { body: { data: [club] } },
        'GET /api/admin/system-users': { body: { data: [] } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to System Administration' }));
    expect(await screen.findByText(club.name)).toBeInTheDocument();
  });
});
