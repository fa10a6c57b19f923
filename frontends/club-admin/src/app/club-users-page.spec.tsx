import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClubUser } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, never, renderPage, toasts } from '@/test/render-page';

const usersAnswer = (...users: ReturnType<typeof makeClubUser>[]): ApiAnswer => ({
  body: { data: users, next_cursor: null, total: users.length },
});
const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

const guest = makeClubUser({ email: 'grace@riverside.test', name: 'Grace Green', user_type: 'clubguest' });
const member = makeClubUser({ email: 'max@riverside.test', name: null, user_type: 'clubmember' });
const admin = makeClubUser({ email: 'adam@riverside.test', name: 'Adam Archer', user_type: 'clubadmin' });

describe('Club Users page', () => {
  describe('states', () => {
    it('shows its title, subtitle and five skeleton rows while the users load', async () => {
      renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': never } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Club Users' })).toBeInTheDocument();
      expect(screen.getByText('Manage members and guests of your club.')).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
      expect(screen.getAllByTestId('club-user-skeleton-row')).toHaveLength(5);
    });

    it('says there are no users yet', async () => {
      renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': usersAnswer() } });
      expect(await screen.findByText('No users found')).toBeInTheDocument();
      expect(screen.getByText('Start by adding new users to your club.')).toBeInTheDocument();
    });

    it("shows 'Error loading users' when the list fails", async () => {
      renderPage('/club-users', {
        api: { 'GET /api/club-users?limit=50': apiError(503, 'Service unavailable') },
      });
      expect(await screen.findByText('Error loading users')).toBeInTheDocument();
    });

    it("lists Email, Name ('N/A' when empty), User Type and Level", async () => {
      renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': usersAnswer(guest, member) } });
      await screen.findByText('grace@riverside.test');
      const table = screen.getByRole('table', { name: 'Club users' });
      const headers = () =>
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent);
      // SPEC.md's four first, then what finding people added.
      await waitFor(() =>
        expect(headers()).toEqual([
          'Email',
          'Name',
          'User Type',
          'Actions',
          'Level',
          'Member number',
          'Last seen',
        ]),
      );
      expect(within(row('grace@riverside.test')).getByText('Grace Green')).toBeInTheDocument();
      expect(within(row('grace@riverside.test')).getByText('Club Guest')).toBeInTheDocument();
      expect(within(row('max@riverside.test')).getByText('N/A')).toBeInTheDocument();
      expect(within(row('max@riverside.test')).getByText('Club Member')).toBeInTheDocument();
    });
  });

  it('lists every user of a long list, in the order the server gives', async () => {
    const users = Array.from({ length: 30 }, (_, i) =>
      makeClubUser({ email: `player${String(i + 1).padStart(2, '0')}@riverside.test` }),
    );
    renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': usersAnswer(...users) } });
    expect(await screen.findByText('player30@riverside.test')).toBeInTheDocument();
    const emails = within(screen.getByRole('table', { name: 'Club users' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(emails).toEqual(users.map((user) => user.email));
  });

  describe('levels', () => {
    it("shows each level on the club's scale, marking the ones members set themselves", async () => {
      const rated = makeClubUser({ email: 'ann@riverside.test', level: 6.5, level_set_by_staff: true });
      const selfRated = makeClubUser({ email: 'bo@riverside.test', level: 4, level_set_by_staff: false });
      const unrated = makeClubUser({ email: 'cy@riverside.test', level: null });
      renderPage('/club-users', {
        as: 'cluborganiser',
        api: { 'GET /api/club-users?limit=50': usersAnswer(rated, selfRated, unrated) },
      });
      expect(
        await within(await screen.findByRole('row', { name: /ann@/ })).findByText('6.5'),
      ).toBeInTheDocument();
      expect(row('bo@riverside.test')).toHaveTextContent('4* (set by the member)');
      expect(row('cy@riverside.test')).toHaveTextContent('–');
      expect(screen.getByText('* Level set by the member themselves.')).toBeInTheDocument();
    });

    it('leaves the Level column out while the scale is unknown', async () => {
      renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(member),
          'GET /api/club': apiError(503, 'Unavailable'),
        },
      });
      await screen.findByText('max@riverside.test');
      expect(screen.queryByRole('columnheader', { name: 'Level' })).not.toBeInTheDocument();
    });
  });

  describe('what each role may do', () => {
    it('shows an organiser the list without any buttons', async () => {
      renderPage('/club-users', {
        as: 'cluborganiser',
        api: { 'GET /api/club-users?limit=50': usersAnswer(guest) },
      });
      await screen.findByText('grace@riverside.test');
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add New User' })).not.toBeInTheDocument();
      expect(within(row('grace@riverside.test')).queryByRole('button')).not.toBeInTheDocument();
    });

    it('gives a club admin Add New User, Promote only on guests, and no actions on admins', async () => {
      renderPage('/club-users', {
        as: 'clubadmin',
        api: { 'GET /api/club-users?limit=50': usersAnswer(guest, member, admin) },
      });
      await screen.findByText('grace@riverside.test');
      expect(screen.getByRole('button', { name: 'Add New User' })).toBeInTheDocument();
      const guestRow = within(row('grace@riverside.test'));
      expect(guestRow.getByRole('button', { name: 'Promote to Member' })).toBeInTheDocument();
      expect(guestRow.getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
      expect(guestRow.getByRole('button', { name: 'Delete User' })).toBeInTheDocument();
      const memberRow = within(row('max@riverside.test'));
      expect(memberRow.queryByRole('button', { name: 'Promote to Member' })).not.toBeInTheDocument();
      expect(memberRow.getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
      expect(within(row('adam@riverside.test')).queryByRole('button')).not.toBeInTheDocument();
    });

    it('lets a club super admin act on club admins too', async () => {
      renderPage('/club-users', {
        as: 'clubsuperadmin',
        api: { 'GET /api/club-users?limit=50': usersAnswer(admin) },
      });
      const adminRow = within(await screen.findByRole('row', { name: /adam@riverside.test/ }));
      expect(adminRow.getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
      expect(adminRow.getByRole('button', { name: 'Delete User' })).toBeInTheDocument();
    });

    it('opens the create page from Add New User and the edit page from Edit User', async () => {
      const user = userEvent.setup();
      renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': usersAnswer(member) } });
      await user.click(await screen.findByRole('button', { name: 'Add New User' }));
      expect(currentPath()).toBe('/club-users/create');
    });

    it('opens the edit page from Edit User', async () => {
      const user = userEvent.setup();
      renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': usersAnswer(member) } });
      await screen.findByText('max@riverside.test');
      await user.click(within(row('max@riverside.test')).getByRole('button', { name: 'Edit User' }));
      expect(currentPath()).toBe(`/club-users/${member.id}/edit`);
    });

    it('denies a member', async () => {
      const { server } = renderPage('/club-users', { as: 'clubmember' });
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
      expect(server.callsTo('GET /api/club-users?limit=50')).toHaveLength(0);
    });
  });

  describe('promote to member', () => {
    it('asks first, then sends the new type with the existing e-mail and name', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(guest),
          [`PUT /api/club-users/${guest.id}`]: { body: { data: { ...guest, user_type: 'clubmember' } } },
        },
      });
      await screen.findByText('grace@riverside.test');
      await user.click(screen.getByRole('button', { name: 'Promote to Member' }));
      expect(dialog().getByRole('heading', { name: 'Promote to Member' })).toBeInTheDocument();
      expect(
        dialog().getByText(
          'Promote grace@riverside.test to club member? They will be able to sign up for events.',
        ),
      ).toBeInTheDocument();

      server.on('GET /api/club-users?limit=50', usersAnswer({ ...guest, user_type: 'clubmember' }));
      await user.click(dialog().getByRole('button', { name: 'Promote' }));
      expect(await toasts().findByText('User promoted to club member!')).toBeInTheDocument();
      expect(server.callsTo(`PUT /api/club-users/${guest.id}`)[0].body).toEqual({
        user_type: 'clubmember',
        email: 'grace@riverside.test',
        name: 'Grace Green',
      });
      await waitFor(() =>
        expect(within(row('grace@riverside.test')).getByText('Club Member')).toBeInTheDocument(),
      );
    });

    it('does nothing when declined', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/club-users', {
        api: { 'GET /api/club-users?limit=50': usersAnswer(guest) },
      });
      await user.click(await screen.findByRole('button', { name: 'Promote to Member' }));
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    });

    it("toasts the server's reason when promotion fails", async () => {
      const user = userEvent.setup();
      renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(guest),
          [`PUT /api/club-users/${guest.id}`]: apiError(404, 'User not found'),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Promote to Member' }));
      await user.click(dialog().getByRole('button', { name: 'Promote' }));
      expect(await toasts().findByText('Failed to promote user: User not found')).toBeInTheDocument();
    });
  });

  describe('delete user', () => {
    it('asks with a destructive warning, deletes and refreshes the list', async () => {
      const user = userEvent.setup();
      const reply = deferred<ApiAnswer>();
      const { server } = renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(guest, member),
          [`DELETE /api/club-users/${member.id}`]: () => reply.promise,
        },
      });
      await screen.findByText('max@riverside.test');
      await user.click(within(row('max@riverside.test')).getByRole('button', { name: 'Delete User' }));
      expect(dialog().getByText(/max@riverside\.test.*cannot be undone/)).toBeInTheDocument();
      server.on('GET /api/club-users?limit=50', usersAnswer(guest));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      reply.resolve({ body: { data: { id: member.id } } });
      expect(await toasts().findByText('User deleted successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('max@riverside.test')).not.toBeInTheDocument());
    });

    it("toasts the server's reason when deleting fails", async () => {
      const user = userEvent.setup();
      renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(member),
          [`DELETE /api/club-users/${member.id}`]: apiError(
            409,
            'A club must keep at least one club super admin',
          ),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete User' }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      expect(
        await toasts().findByText('Failed to delete user: A club must keep at least one club super admin'),
      ).toBeInTheDocument();
      expect(screen.getByText('max@riverside.test')).toBeInTheDocument();
    });
  });

  describe('finding people', () => {
    const page = (
      users: ReturnType<typeof makeClubUser>[],
      total: number,
      next_cursor: string | null = null,
    ) => ({
      body: { data: users, next_cursor, total },
    });

    it('shows the member number and the day last seen, or Never', async () => {
      const seen = makeClubUser({
        email: 'sam@riverside.test',
        member_number: '12345678',
        last_seen_on: '2026-11-27',
      });
      const unseen = makeClubUser({ email: 'uma@riverside.test', member_number: null, last_seen_on: null });
      renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': usersAnswer(seen, unseen) } });
      await screen.findByText('sam@riverside.test');
      expect(within(row('sam@riverside.test')).getByText('12345678')).toBeInTheDocument();
      expect(within(row('sam@riverside.test')).getByText('27 Nov 2026')).toHaveAttribute(
        'datetime',
        '2026-11-27',
      );
      expect(within(row('uma@riverside.test')).getByText('Never')).toBeInTheDocument();
    });

    it('searches on the server once typing pauses, and says when nobody matches', async () => {
      const user = userEvent.setup();
      const jose = makeClubUser({ email: 'jose@riverside.test', name: 'José Álvarez' });
      const { server } = renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(guest, jose),
          'GET /api/club-users?q=jose&limit=50': usersAnswer(jose),
          'GET /api/club-users?q=nobody&limit=50': usersAnswer(),
        },
      });
      await screen.findByText('grace@riverside.test');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jose');
      await waitFor(() => expect(screen.queryByText('grace@riverside.test')).not.toBeInTheDocument());
      expect(screen.getByText('jose@riverside.test')).toBeInTheDocument();
      // One request for the word, not one per letter.
      expect(server.calls.filter((c) => c.path.includes('q='))).toHaveLength(1);

      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
      expect(await screen.findByText('No users match')).toBeInTheDocument();
      expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    });

    it('filters by type', async () => {
      const user = userEvent.setup();
      renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(guest, member),
          'GET /api/club-users?user_type=clubguest&limit=50': usersAnswer(guest),
        },
      });
      await screen.findByText('max@riverside.test');
      await user.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'clubguest');
      await waitFor(() => expect(screen.queryByText('max@riverside.test')).not.toBeInTheDocument());
      expect(screen.getByText('grace@riverside.test')).toBeInTheDocument();
    });

    it('sorts by a column header, reversing on the second click, and by the order selects', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': usersAnswer(guest, member),
          'GET /api/club-users?sort=name&limit=50': usersAnswer(guest, member),
          'GET /api/club-users?sort=-name&limit=50': usersAnswer(member, guest),
          'GET /api/club-users?sort=-last_seen_on&limit=50': usersAnswer(member, guest),
        },
      });
      await screen.findByText('max@riverside.test');
      const header = (name: string) => screen.getByRole('columnheader', { name });
      expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
      await user.click(screen.getByRole('button', { name: 'Name' }));
      await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'ascending'));
      expect(header('Email')).not.toHaveAttribute('aria-sort');
      await user.click(screen.getByRole('button', { name: 'Name' }));
      await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'descending'));
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Club users' }))
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['max@riverside.test', 'grace@riverside.test']),
      );
      // The selects (a phone's way to sort: its cards have no headers).
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'last_seen_on');
      await waitFor(() => expect(header('Last seen')).toHaveAttribute('aria-sort', 'descending'));
      expect(server.callsTo('GET /api/club-users?sort=-last_seen_on&limit=50')).toHaveLength(1);
    });

    it('loads the next page with Load more, showing how many of the total are listed', async () => {
      const user = userEvent.setup();
      // A short first page keeps the test light: what matters is the cursor and the count.
      const first = Array.from({ length: 3 }, (_, i) =>
        makeClubUser({ email: `p${String(i).padStart(3, '0')}@riverside.test` }),
      );
      const rest = [makeClubUser({ email: 'zed@riverside.test' })];
      renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': page(first, 4, 'next-1'),
          'GET /api/club-users?limit=50&cursor=next-1': page(rest, 4),
        },
      });
      expect(await screen.findByText('Showing 3 of 4')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('zed@riverside.test')).toBeInTheDocument();
      expect(screen.getByText('Showing 4 of 4')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('keeps the list when Load more fails, and says so', async () => {
      const user = userEvent.setup();
      renderPage('/club-users', {
        api: {
          'GET /api/club-users?limit=50': page([guest], 2, 'next-1'),
          'GET /api/club-users?limit=50&cursor=next-1': apiError(503, 'Service unavailable'),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await toasts().findByText('Could not load more users. Try again.')).toBeInTheDocument();
      expect(screen.getByText('grace@riverside.test')).toBeInTheDocument();
    });
  });
});
