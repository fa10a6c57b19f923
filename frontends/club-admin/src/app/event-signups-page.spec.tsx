import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ERRORS } from '@courtside/domain';
import { makeClubUser, makeEvent, makeEventSignup } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, never, renderPage, toasts } from '@/test/render-page';

const event = makeEvent({ name: 'Club Championship', capacity: 2, location: 'Centre court' });
const max = makeEventSignup({
  event_id: event.id,
  name: 'Max Miller',
  email: 'max@riverside.test',
  signup_time: '2031-05-01T09:00:00Z',
});
const sam = makeEventSignup({ event_id: event.id, name: null, email: 'sam@riverside.test' });
const lena = makeEventSignup({
  event_id: event.id,
  name: 'Lena Fischer',
  email: 'lena@riverside.test',
  user_type: 'clubguest',
  status: 'waitlisted',
});
const priya = makeClubUser({ email: 'priya@riverside.test', user_type: 'clubmember' });
const grace = makeClubUser({ email: 'grace@riverside.test', user_type: 'clubguest' });

const path = `/events/${event.id}/signups`;
const EVENT = `GET /api/events/${event.id}`;
const SIGNUPS = `GET /api/signups/events/${event.id}`;
const list = (...items: unknown[]): ApiAnswer => ({ body: { data: items } });
/** The picker's question: the first page of non-guests, matching `q` when given. */
const CANDIDATES = (q = '') =>
  `GET /api/club-users?${q ? `q=${q}&` : ''}user_type=clubsuperadmin&user_type=clubadmin&user_type=cluborganiser&user_type=clubmember&limit=50`;
const maxUser = makeClubUser({ id: max.user_id ?? undefined, email: 'max@riverside.test' });

function api(signups: ApiAnswer | (() => Promise<ApiAnswer>) = list(max, sam, lena)) {
  return {
    [EVENT]: { body: { data: event } },
    [SIGNUPS]: signups,
    // The server leaves guests out; one answered anyway (a type changed meanwhile) is not offered.
    [CANDIDATES()]: list(grace, priya, maxUser),
  };
}
const row = (text: string) => within(screen.getByRole('row', { name: new RegExp(text) }));

describe('Event sign-ups page', () => {
  describe('states', () => {
    it("reads 'Loading signups...' while loading", async () => {
      renderPage(path, { api: api(never) });
      expect(await screen.findByRole('status')).toHaveTextContent('Loading signups...');
    });

    it("shows 'Error loading data' with the server's message", async () => {
      renderPage(path, { api: { ...api(), [EVENT]: apiError(404, 'Event not found') } });
      expect(await screen.findByText('Error loading data: Event not found')).toBeInTheDocument();
    });

    it('says nobody has signed up yet', async () => {
      renderPage(path, { api: api(list()) });
      expect(await screen.findByText('No signups yet')).toBeInTheDocument();
      expect(screen.getByText('No users have signed up for this event.')).toBeInTheDocument();
    });
  });

  it('lists the sign-ups with title, counts, member links, type, time and status', async () => {
    renderPage(path, { as: 'clubadmin', api: api() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signups for: Club Championship' }),
    ).toBeInTheDocument();
    expect(screen.getByText('View and manage users signed up for this event.')).toBeInTheDocument();
    expect(screen.getByText('2 / 2 confirmed · 1 waitlisted')).toBeInTheDocument();
    expect(screen.getByText('Centre court')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Signups' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Member', 'Member Type', 'Signup Time', 'Status', 'Actions']);

    expect(row('max@riverside.test').getByRole('link', { name: 'Max Miller' })).toHaveAttribute(
      'href',
      `/club-users/${max.user_id}/edit`,
    );
    expect(row('max@riverside.test').getByText('Club Member')).toBeInTheDocument();
    expect(row('max@riverside.test').getByText('Thursday, 1 May 2031 at 10:00')).toBeInTheDocument();
    expect(row('max@riverside.test').getByText('Confirmed')).toHaveClass('cs-tag--success');
    expect(row('sam@riverside.test').getByRole('link', { name: 'N/A' })).toBeInTheDocument();
    expect(row('lena@riverside.test').getByText('Waitlisted')).toHaveClass('cs-tag--warning');
    expect(row('lena@riverside.test').getByText('Club Guest')).toBeInTheDocument();
  });

  it('shows an organiser the picker and Cancel Signup, but names without links', async () => {
    renderPage(path, { as: 'cluborganiser', api: api() });
    await screen.findByText('max@riverside.test');
    expect(screen.getByRole('group', { name: 'Select user to sign up' })).toBeInTheDocument();
    expect(row('max@riverside.test').getByRole('button', { name: 'Cancel Signup' })).toBeInTheDocument();
    expect(row('max@riverside.test').queryByRole('link')).not.toBeInTheDocument();
  });

  it('cancels a sign-up after confirmation and refreshes the list', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(path, {
      api: { ...api(), [`DELETE /api/signups/admin/${max.signup_id}`]: list() },
    });
    await screen.findByText('max@riverside.test');
    await user.click(row('max@riverside.test').getByRole('button', { name: 'Cancel Signup' }));
    expect(dialog().getByText('Are you sure you want to delete this signup?')).toBeInTheDocument();
    server.on(SIGNUPS, list(sam, { ...lena, status: 'confirmed' }));
    await user.click(dialog().getByRole('button', { name: 'Delete Signup' }));
    expect(await toasts().findByText('Signup deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('max@riverside.test')).not.toBeInTheDocument());
    expect(screen.getByText('2 / 2 confirmed · 0 waitlisted')).toBeInTheDocument();
    expect(server.callsTo(`DELETE /api/signups/admin/${max.signup_id}`)).toHaveLength(1);
  });

  it("toasts the server's reason when a sign-up cannot be deleted", async () => {
    const user = userEvent.setup();
    renderPage(path, {
      api: { ...api(), [`DELETE /api/signups/admin/${max.signup_id}`]: apiError(404, 'Signup not found') },
    });
    await screen.findByText('max@riverside.test');
    await user.click(row('max@riverside.test').getByRole('button', { name: 'Cancel Signup' }));
    await user.click(dialog().getByRole('button', { name: 'Delete Signup' }));
    expect(await toasts().findByText('Failed to delete signup: Signup not found')).toBeInTheDocument();
  });

  describe('the sign-up picker', () => {
    const box = (name: string) => screen.getByRole('checkbox', { name });
    const picker = () => within(screen.getByRole('group', { name: 'Select user to sign up' }));

    it("offers club users as 'email (user_type)' with name and level beside, leaving out guests and those signed up", async () => {
      const rated = makeClubUser({ email: 'rita@riverside.test', name: 'Rita Rated', level: 6.5 });
      renderPage(path, { api: { ...api(), [CANDIDATES()]: list(grace, priya, maxUser, rated) } });
      await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' });
      expect(
        picker()
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')?.textContent),
      ).toEqual(['priya@riverside.test (clubmember)', 'rita@riverside.test (clubmember)']);
      // The level once the club's scale is known.
      await waitFor(() =>
        expect(box('rita@riverside.test (clubmember)')).toHaveAccessibleDescription('Rita Rated · 6.5'),
      );
      expect(box('priya@riverside.test (clubmember)')).toHaveAccessibleDescription('Pat Player');
    });

    it('searches the server by name, e-mail or member number once typing pauses', async () => {
      const user = userEvent.setup();
      const { server } = renderPage(path, {
        api: { ...api(), [CANDIDATES('priy')]: list(priya), [CANDIDATES('zzz')]: list() },
      });
      await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' });
      await user.type(
        picker().getByRole('searchbox', { name: 'Find by name, e-mail or member number' }),
        'priy',
      );
      await waitFor(() => expect(server.callsTo(CANDIDATES('priy'))).toHaveLength(1));
      await user.clear(picker().getByRole('searchbox'));
      await user.type(picker().getByRole('searchbox'), 'zzz');
      expect(await picker().findByText('No users match')).toBeInTheDocument();
    });

    it('asks for a user before sending anything', async () => {
      const user = userEvent.setup();
      const { server } = renderPage(path, { api: api() });
      await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' });
      await user.click(screen.getByRole('button', { name: 'Sign Up User' }));
      expect(screen.getByText('Please select a user to sign up.')).toHaveAttribute('role', 'alert');
      expect(picker().getByRole('searchbox')).toHaveFocus();
      expect(server.callsTo('POST /api/signups/admin')).toHaveLength(0);
    });

    it("signs the chosen user up, reading 'Signing up...' meanwhile, and refreshes the list", async () => {
      const user = userEvent.setup();
      const reply = deferred<ApiAnswer>();
      const { server } = renderPage(path, {
        api: { ...api(list(max)), 'POST /api/signups/admin': () => reply.promise },
      });
      await user.click(await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' }));
      expect(screen.getByText('1 selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sign Up User' }));
      expect(await screen.findByRole('button', { name: /Signing up\.\.\./ })).toBeInTheDocument();
      expect(server.callsTo('POST /api/signups/admin')[0].body).toEqual({
        event_id: event.id,
        user_id: priya.id,
      });

      server.on(
        SIGNUPS,
        list(max, makeEventSignup({ user_id: priya.id, email: 'priya@riverside.test', name: 'Priya Shah' })),
      );
      reply.resolve({ status: 201, body: { data: { id: 's1', status: 'confirmed' } } });
      expect(await toasts().findByText('User signed up successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Priya Shah' })).toBeInTheDocument();
      // Signed up: no longer offered.
      await waitFor(() =>
        expect(
          screen.queryByRole('checkbox', { name: 'priya@riverside.test (clubmember)' }),
        ).not.toBeInTheDocument(),
      );
    });

    it('signs several up in one go, chosen across searches', async () => {
      const user = userEvent.setup();
      const olga = makeClubUser({ email: 'olga@riverside.test', member_number: '4711' });
      const { server } = renderPage(path, {
        api: {
          ...api(list(max)),
          [CANDIDATES('4711')]: list(olga),
          'POST /api/signups/admin': { status: 201, body: { data: { id: 's1', status: 'confirmed' } } },
        },
      });
      await user.click(await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' }));
      await user.type(picker().getByRole('searchbox'), '4711');
      await user.click(await screen.findByRole('checkbox', { name: 'olga@riverside.test (clubmember)' }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sign Up User' }));
      expect(await toasts().findByText('2 users signed up successfully!')).toBeInTheDocument();
      expect(
        server.callsTo('POST /api/signups/admin').map((c) => (c.body as { user_id: string }).user_id),
      ).toEqual([priya.id, olga.id]);
    });

    it("toasts the server's reason when the sign-up is refused", async () => {
      const user = userEvent.setup();
      renderPage(path, {
        api: { ...api(), 'POST /api/signups/admin': apiError(409, 'This event has already taken place') },
      });
      await user.click(await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' }));
      await user.click(screen.getByRole('button', { name: 'Sign Up User' }));
      expect(
        await toasts().findByText('Failed to sign up user: This event has already taken place'),
      ).toBeInTheDocument();
    });

    it('shows why when someone became a guest after the list loaded', async () => {
      const user = userEvent.setup();
      renderPage(path, {
        api: { ...api(), 'POST /api/signups/admin': apiError(409, API_ERRORS.guestSignupRefused) },
      });
      await user.click(await screen.findByRole('checkbox', { name: 'priya@riverside.test (clubmember)' }));
      expect(screen.queryByRole('checkbox', { name: /grace@riverside\.test/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Sign Up User' }));
      expect(
        await toasts().findByText(`Failed to sign up user: ${API_ERRORS.guestSignupRefused}`),
      ).toBeInTheDocument();
    });

    it('says when the users cannot be loaded', async () => {
      renderPage(path, { api: { ...api(), [CANDIDATES()]: apiError(503, 'Unavailable') } });
      const group = await screen.findByRole('group', { name: 'Select user to sign up' });
      expect(await within(group).findByText('Error loading users')).toBeInTheDocument();
    });
  });

  it('goes back to the events', async () => {
    const user = userEvent.setup();
    renderPage(path, { api: api() });
    await user.click(await screen.findByRole('link', { name: 'Back to Events' }));
    expect(currentPath()).toBe('/events');
  });

  it('denies a member without asking for the sign-ups', async () => {
    const { server } = renderPage(path, { as: 'clubmember' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(server.callsTo(SIGNUPS)).toHaveLength(0);
  });

  describe('offers', () => {
    it('shows places in line, an offered place with its end on the club clock, and counts it', async () => {
      const ada = makeEventSignup({
        event_id: event.id,
        name: 'Ada Offered',
        status: 'offered',
        offer_expires_at: '2031-06-03T17:30:00Z',
      });
      const queued = { ...lena, waitlist_position: 1 };
      renderPage(path, { api: api(list(max, ada, queued)) });
      expect(await screen.findByText('Ada Offered')).toBeInTheDocument();
      // The test club is in Europe/London: 17:30 UTC in June is 18:30 there.
      expect(row('Ada Offered').getByText('Offered')).toBeInTheDocument();
      expect(row('Ada Offered').getByText('Until Tue, 3 Jun 2031, 18:30')).toBeInTheDocument();
      expect(row('Lena Fischer').getByText('Waitlisted')).toBeInTheDocument();
      expect(row('Lena Fischer').getByText('No. 1 in line')).toBeInTheDocument();
      expect(screen.getByText('1 / 2 confirmed · 1 waitlisted · 1 place offered')).toBeInTheDocument();
    });
  });
});
