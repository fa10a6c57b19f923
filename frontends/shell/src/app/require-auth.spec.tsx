import { screen, waitFor } from '@testing-library/react';
import { mockFetch, never } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { locationOf, renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';

jest.mock('@/app/remotes/remote-registry', () =>
  jest
    .requireActual<typeof import('@/test/remote-registry-mock')>('@/test/remote-registry-mock')
    .remoteRegistryMock(),
);

describe('protected-route guard', () => {
  it('shows a spinner while the session loads', async () => {
    mockFetch({ 'POST /api/auth/verify': never });
    renderApp('/events');
    expect(await screen.findAllByRole('status')).not.toHaveLength(0);
    expect(screen.queryByText('Remote page member/EventsPage')).not.toBeInTheDocument();
  });

  it("sends a visitor with no club to '/', remembering where they were going", async () => {
    mockFetch({ 'POST /api/auth/verify': session.apex(), 'GET /api/clubs': { body: { data: [] } } });
    const { location } = renderApp('/my-signups');
    expect(await screen.findByText(en('landing.selectClub'))).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/');
    expect(locationOf(location).state).toMatchObject({ from: { pathname: '/my-signups' } });
  });

  it("sends a signed-out visitor to '/login' with the origin", async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    const { location } = renderApp('/events/42/edit');
    expect(
      await screen.findByRole('heading', { name: en('login.heading', { place: 'Riverside Tennis Club' }) }),
    ).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/login');
    expect(locationOf(location).state).toMatchObject({ from: { pathname: '/events/42/edit' } });
  });

  it('lets a signed-in club user through to the remote page', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubmember')) });
    renderApp('/my-signups');
    expect(await screen.findByText('Remote page member/MySignupsPage')).toBeInTheDocument();
  });

  it.each([
    ['/events', 'member/EventsPage'],
    ['/events/create', 'member/CreateEventPage'],
    ['/events/7', 'member/EventPage'],
    ['/events/7/edit', 'member/EditEventPage'],
    ['/settings/notifications', 'member/NotificationSettingsPage'],
    ['/settings/profile', 'member/ProfilePage'],
    ['/events/7/signups', 'club-admin/EventSignupsPage'],
    ['/club-admin', 'club-admin/ClubAdminPage'],
    ['/club-signups', 'club-admin/ClubSignupsPage'],
    ['/club-users', 'club-admin/ClubUsersPage'],
    ['/club-users/create', 'club-admin/CreateClubUserPage'],
    ['/club-users/7/edit', 'club-admin/EditClubUserPage'],
  ])('routes %s to %s', async (path, page) => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubadmin')) });
    renderApp(path);
    expect(await screen.findByText(`Remote page ${page}`)).toBeInTheDocument();
  });

  it("sends a user without the system console capability from a system route to '/'", async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubsuperadmin')) });
    const { location } = renderApp('/system-admin/clubs/1');
    expect(await screen.findByText(en('landing.welcomeBack'))).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/');
    expect(screen.queryByText(/Remote page system-admin/)).not.toBeInTheDocument();
  });

  it('opens the system console on the apex host (no club) for system staff', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('systemmanager'), null) });
    const { location } = renderApp('/system-admin/clubs');
    expect(await screen.findByText('Remote page system-admin/SystemAdminPage')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(location).pathname).toBe('/system-admin/clubs'));
  });

  it("sends a signed-out visitor from a system route to '/'", async () => {
    mockFetch({ 'POST /api/auth/verify': session.apex(), 'GET /api/clubs': { body: { data: [] } } });
    const { location } = renderApp('/system-admin');
    expect(await screen.findByText(en('landing.selectClub'))).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/');
  });
});
