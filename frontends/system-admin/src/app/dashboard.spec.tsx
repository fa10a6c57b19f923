import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClub, makeSystemUser } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';
import { en } from '@/test/i18n';

const CLUBS = 'GET /api/admin/clubs';
const USERS = 'GET /api/admin/system-users';
const pending = () => new Promise<ApiAnswer>(() => undefined);
const list = (items: unknown[]): ApiAnswer => ({ body: { data: items } });
const table = (name: string) => screen.getByRole('table', { name });
/** The table once loaded (while loading, a skeleton table of the same name stands in). */
async function loadedTable(name: string, row: string) {
  await screen.findByRole('row', { name: new RegExp(row) });
  return within(table(name));
}
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

const riverside = makeClub({
  name: 'Riverside Tennis Club',
  subdomain: 'riverside',
  user_count: 9,
  event_count: 12,
});
const harbour = makeClub({
  name: 'Harbour Lawn Tennis',
  subdomain: 'harbour',
  user_count: 1,
  event_count: 0,
});
const sarah = makeSystemUser('systemadmin', { email: 'systemadmin@courtside.test', name: 'Sarah Systems' });
const simon = makeSystemUser('systemmanager', { email: 'simon@courtside.test', name: null });

describe('Dashboard', () => {
  describe('as a system admin', () => {
    it('shows the clubs with their counts and the system users with their types', async () => {
      renderPage('/system-admin', {
        api: { [CLUBS]: list([riverside, harbour]), [USERS]: list([sarah, simon]) },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'System Administration' }),
      ).toBeInTheDocument();

      const clubs = await loadedTable('Clubs', 'Riverside Tennis Club');
      const headers = clubs.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Name', 'Subdomain', 'Users', 'Events', 'Actions']);
      const row = within(rowOf('Riverside Tennis Club'));
      expect(row.getByRole('link', { name: 'Riverside Tennis Club' })).toHaveAttribute(
        'href',
        `/system-admin/clubs/${riverside.id}`,
      );
      expect(row.getByText('riverside')).toBeInTheDocument();
      expect(row.getByText('9')).toBeInTheDocument();
      expect(row.getByText('12')).toBeInTheDocument();
      expect(row.getByRole('link', { name: 'Edit Riverside Tennis Club' })).toHaveAttribute(
        'href',
        `/system-admin/clubs/${riverside.id}/edit`,
      );
      expect(row.getByRole('button', { name: 'Delete Riverside Tennis Club' })).toBeInTheDocument();
      expect(screen.getByText('2 clubs')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create Club' })).toHaveAttribute(
        'href',
        '/system-admin/clubs/create',
      );

      const users = await loadedTable('System Users', 'simon@courtside.test');
      expect(users.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Email',
        'Name',
        'User Type',
        'Actions',
      ]);
      const sarahRow = within(rowOf('systemadmin@courtside.test'));
      expect(sarahRow.getByText('Sarah Systems')).toBeInTheDocument();
      expect(sarahRow.getByText('System Admin')).toBeInTheDocument();
      expect(sarahRow.getByText('You')).toBeInTheDocument();
      const simonRow = within(rowOf('simon@courtside.test'));
      expect(simonRow.getByText('N/A')).toBeInTheDocument();
      expect(simonRow.getByText('System Manager')).toBeInTheDocument();
      expect(simonRow.getByRole('link', { name: 'Edit simon@courtside.test' })).toHaveAttribute(
        'href',
        `/system-admin/system-users/${simon.id}/edit`,
      );
      expect(screen.getByRole('link', { name: 'Add System User' })).toHaveAttribute(
        'href',
        '/system-admin/system-users/create',
      );
    });

    it('shows five skeleton rows in each table while they load', async () => {
      renderPage('/system-admin', { api: { [CLUBS]: pending, [USERS]: pending } });
      expect(await screen.findByRole('status', { name: en('clubs.loading') })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: en('systemUsers.loading') })).toBeInTheDocument();
      expect(screen.getAllByTestId('club-row-skeleton')).toHaveLength(5);
      expect(screen.getAllByTestId('system-user-row-skeleton')).toHaveLength(5);
    });

    it("shows each table's error with the server's message", async () => {
      renderPage('/system-admin', {
        api: {
          [CLUBS]: apiError(503, 'Service temporarily unavailable, please try again shortly'),
          [USERS]: apiError(500, 'Something went wrong'),
        },
      });
      expect(
        await screen.findByText(
          'Error loading clubs: Service temporarily unavailable, please try again shortly',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('Error loading system users: Something went wrong')).toBeInTheDocument();
    });

    it('shows the empty states with a way to add the first one', async () => {
      renderPage('/system-admin', { api: { [CLUBS]: list([]), [USERS]: list([]) } });
      expect(await screen.findByText('No clubs yet')).toBeInTheDocument();
      expect(screen.getByText(en('clubs.emptyBody'))).toBeInTheDocument();
      expect(await screen.findByText('No system users found')).toBeInTheDocument();
      // The header's button and the empty state's both lead to the forms.
      expect(screen.getAllByRole('link', { name: 'Create Club' })).toHaveLength(2);
      expect(screen.getAllByRole('link', { name: 'Add System User' })).toHaveLength(2);
    });

    it('opens the create club form from the Create Club button', async () => {
      const user = userEvent.setup();
      renderPage('/system-admin', { api: { [CLUBS]: list([riverside]), [USERS]: list([sarah]) } });
      await user.click(await screen.findByRole('link', { name: 'Create Club' }));
      expect(currentPath()).toBe('/system-admin/clubs/create');
      expect(await screen.findByRole('heading', { level: 1, name: 'Create Club' })).toBeInTheDocument();
    });
  });

  describe('deleting', () => {
    it('deletes a club after a confirmation that says what goes with it', async () => {
      const user = userEvent.setup();
      const reply = deferred<ApiAnswer>();
      const { server } = renderPage('/system-admin', {
        api: {
          [CLUBS]: list([riverside, harbour]),
          [USERS]: list([sarah]),
          [`DELETE /api/admin/clubs/${harbour.id}`]: () => reply.promise,
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Harbour Lawn Tennis' }));
      expect(dialog().getByRole('heading', { name: 'Delete Club' })).toBeInTheDocument();
      expect(
        dialog().getByText(
          `Are you sure you want to delete "Harbour Lawn Tennis"? This removes the club's users' memberships, events and sign-ups, and cannot be undone.`,
        ),
      ).toBeInTheDocument();

      server.on(CLUBS, list([riverside]));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(server.callsTo(`DELETE /api/admin/clubs/${harbour.id}`)).toHaveLength(1));
      reply.resolve({ body: { data: { id: harbour.id } } });

      expect(await toasts().findByText('Club deleted successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('row', { name: /Harbour/ })).not.toBeInTheDocument());
      expect(within(table('Clubs')).getByText('Riverside Tennis Club')).toBeInTheDocument();
    });

    it('sends nothing when the confirmation is cancelled', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/system-admin', {
        api: { [CLUBS]: list([riverside]), [USERS]: list([sarah]) },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Riverside Tennis Club' }));
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    });

    it('says why a club could not be deleted', async () => {
      const user = userEvent.setup();
      renderPage('/system-admin', {
        api: {
          [CLUBS]: list([riverside]),
          [USERS]: list([sarah]),
          [`DELETE /api/admin/clubs/${riverside.id}`]: apiError(404, 'Club not found'),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Riverside Tennis Club' }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      expect(await toasts().findByText('Failed to delete club: Club not found')).toBeInTheDocument();
    });

    it('deletes a system user after confirmation', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/system-admin', {
        api: {
          [CLUBS]: list([]),
          [USERS]: list([sarah, simon]),
          [`DELETE /api/admin/system-users/${simon.id}`]: { body: { data: { id: simon.id } } },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete simon@courtside.test' }));
      expect(dialog().getByRole('heading', { name: 'Delete System User' })).toBeInTheDocument();
      expect(dialog().getByText(/simon@courtside\.test.*cannot be undone\./)).toBeInTheDocument();
      server.on(USERS, list([sarah]));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      expect(await toasts().findByText('System user deleted successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('simon@courtside.test')).not.toBeInTheDocument());
    });

    it("shows the server's reason when the last system admin cannot go", async () => {
      const user = userEvent.setup();
      renderPage('/system-admin', {
        api: {
          [CLUBS]: list([]),
          [USERS]: list([sarah]),
          [`DELETE /api/admin/system-users/${sarah.id}`]: apiError(
            409,
            'The last system admin cannot be removed or demoted',
          ),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete systemadmin@courtside.test' }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      expect(
        await toasts().findByText(
          'Failed to delete system user: The last system admin cannot be removed or demoted',
        ),
      ).toBeInTheDocument();
      expect(rowOf('systemadmin@courtside.test')).toBeInTheDocument();
    });
  });

  describe('as a system manager', () => {
    it('lists the clubs read-only and never asks for the system users', async () => {
      const { server } = renderPage('/system-admin', {
        as: 'systemmanager',
        api: { [CLUBS]: list([riverside, harbour]) },
      });
      const clubs = await loadedTable('Clubs', 'Riverside Tennis Club');
      expect(clubs.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Name',
        'Subdomain',
        'Users',
        'Events',
      ]);
      expect(clubs.getByText('Riverside Tennis Club')).toBeInTheDocument();
      expect(clubs.queryByRole('link')).not.toBeInTheDocument();
      expect(clubs.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create Club' })).not.toBeInTheDocument();

      expect(screen.queryByRole('table', { name: 'System Users' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Add System User' })).not.toBeInTheDocument();
      expect(screen.getByText('Only system admins manage system users.')).toBeInTheDocument();
      expect(server.callsTo(USERS)).toHaveLength(0);
    });

    it('sees an empty list without the create button', async () => {
      renderPage('/system-admin', { as: 'systemmanager', api: { [CLUBS]: list([]) } });
      expect(await screen.findByText('No clubs yet')).toBeInTheDocument();
      expect(screen.getByText(en('clubs.emptyBodyReadOnly'))).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create Club' })).not.toBeInTheDocument();
    });
  });
});
