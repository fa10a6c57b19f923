import { matchRemotePage } from './remote-pages';

const page = (pathname: string) => {
  const match = matchRemotePage(pathname);
  return match && `${match.remote}/${match.module}`;
};

describe('matchRemotePage', () => {
  it('finds the remote page of each kind of path, static segments before parameters', () => {
    expect(page('/events')).toBe('member/EventsPage');
    expect(page('/events/')).toBe('member/EventsPage');
    expect(page('/events/create')).toBe('member/CreateEventPage');
    expect(page('/events/123')).toBe('member/EventPage');
    expect(page('/events/123/edit')).toBe('member/EditEventPage');
    expect(page('/events/123/signups')).toBe('club-admin/EventSignupsPage');
    expect(page('/events/123/draw')).toBe('club-admin/EventDrawPage');
    expect(page('/events/123/draw/clubhouse')).toBe('club-admin/EventDrawPage');
    expect(page('/club-users/create')).toBe('club-admin/CreateClubUserPage');
    expect(page('/club-users/9/edit')).toBe('club-admin/EditClubUserPage');
    expect(page('/audit-log')).toBe('club-admin/AuditLogPage');
    expect(page('/import')).toBe('club-admin/ImportMembersPage');
    expect(page('/system-admin')).toBe('system-admin/SystemAdminPage');
    expect(page('/system-admin/clubs/1')).toBe('system-admin/SystemAdminPage');
  });

  it('leaves the shell’s own pages and unknown paths alone', () => {
    for (const path of [
      '/',
      '/login',
      '/auth/verify',
      '/unsubscribe',
      '/offers/oF3r_-xyz',
      '/clubhouse/d1Sp_-xyz',
      '/events/1/2/3',
      '/nowhere',
      '/eventsx',
    ])
      expect(page(path)).toBeNull();
  });
});
