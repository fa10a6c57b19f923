import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubNow } from '@courtside/domain';
import { makeSignup, sessionOf } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';
import { en } from '@/test/i18n';

const signups = (...rows: ReturnType<typeof makeSignup>[]): ApiAnswer => ({ body: { data: rows } });

describe('My Sign-ups page', () => {
  it('has its heading and subtitle', async () => {
    renderPage('/my-signups', { api: { 'GET /api/signups': signups() } });
    expect(screen.getByRole('heading', { level: 1, name: 'My Sign-ups' })).toBeInTheDocument();
    expect(screen.getByText('Manage your event registrations and signups')).toBeInTheDocument();
    await screen.findByText('No signups yet');
  });

  it('fetches the sign-ups only once auth has loaded, showing three skeleton cards meanwhile', async () => {
    const session = deferred<ApiAnswer>();
    const { server } = renderPage('/my-signups', {
      session: () => session.promise,
      api: { 'GET /api/signups': () => new Promise<ApiAnswer>(() => undefined) },
    });
    expect(screen.getAllByTestId('signup-card-skeleton')).toHaveLength(3);
    expect(server.callsTo('GET /api/signups')).toHaveLength(0);

    session.resolve({ body: sessionOf('clubmember') });
    await waitFor(() => expect(server.callsTo('GET /api/signups')).toHaveLength(1));
    expect(screen.getAllByTestId('signup-card-skeleton')).toHaveLength(3);
  });

  it('shows the calendar and standing sign-ups together with the list, not one after another', async () => {
    const list = deferred<ApiAnswer>();
    const { server } = renderPage('/my-signups', { api: { 'GET /api/signups': () => list.promise } });
    // The panels' answers are in; the list's is not: the list's skeleton only, nothing above it yet.
    await waitFor(() => expect(screen.getAllByTestId('signup-card-skeleton')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your calendar' })).not.toBeInTheDocument();

    list.resolve(signups(makeSignup()));
    expect(await screen.findByRole('region', { name: 'Your calendar' })).toBeInTheDocument();
    expect(screen.getByText('Social doubles for all levels')).toBeInTheDocument();
    expect(screen.queryByTestId('signup-card-skeleton')).not.toBeInTheDocument();
    // The level has moved to the profile page.
    expect(screen.queryByRole('region', { name: 'My level' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/me/level')).toHaveLength(0);
  });

  it('does not ask system staff, who have no membership here, for standing sign-ups', async () => {
    const { server } = renderPage('/my-signups', {
      as: 'systemadmin',
      api: { 'GET /api/signups': signups() },
    });
    expect(await screen.findByText('No signups yet')).toBeInTheDocument();
    expect(server.callsTo('GET /api/me/subscriptions')).toHaveLength(0);
  });

  it('shows the empty state with a way to the events', async () => {
    const user = userEvent.setup();
    renderPage('/my-signups', { api: { 'GET /api/signups': signups() } });
    expect(await screen.findByText('No signups yet')).toBeInTheDocument();
    expect(
      screen.getByText("You haven't signed up for any events yet. Check out our events page to get started!"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Events' }));
    expect(currentPath()).toBe('/events');
  });

  it("shows the server's message when loading fails", async () => {
    renderPage('/my-signups', {
      api: { 'GET /api/signups': apiError(503, 'Service temporarily unavailable') },
    });
    expect(
      await screen.findByText('Failed to load your signups: Service temporarily unavailable'),
    ).toBeInTheDocument();
  });

  it('shows each sign-up: name, type, description, date at time, place and status', async () => {
    renderPage('/my-signups', {
      api: {
        'GET /api/signups': signups(
          makeSignup({ event_name: 'Club Championship', event_type: 'tournament', status: 'waitlisted' }),
          makeSignup({ event_name: 'Friday Social', event_type: 'social', location: 'Clubhouse' }),
        ),
      },
    });
    const championship = within(await screen.findByRole('article', { name: 'Club Championship' }));
    expect(championship.getByText('Tournament')).toBeInTheDocument();
    expect(championship.getByText('Social doubles for all levels')).toHaveClass('csm-clamp-2');
    expect(championship.getByText('4 Jun 2031 at 18:30')).toBeInTheDocument();
    expect(championship.getByText('Courts 1-4')).toBeInTheDocument();
    expect(championship.getByText('On the waitlist')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Friday Social' })).getByText('Signed up'),
    ).toBeInTheDocument();
  });

  it("cancels after confirmation, reading 'Cancelling...' meanwhile", async () => {
    const user = userEvent.setup();
    const row = makeSignup({ event_name: 'Friday Social' });
    const reply = deferred<ApiAnswer>();
    const { server } = renderPage('/my-signups', {
      api: { 'GET /api/signups': signups(row), [`DELETE /api/signups/${row.id}`]: () => reply.promise },
    });
    const card = within(await screen.findByRole('article', { name: 'Friday Social' }));
    await user.click(card.getByRole('button', { name: 'Cancel Signup' }));

    expect(dialog().getByRole('heading', { name: 'Cancel Signup' })).toBeInTheDocument();
    expect(
      dialog().getByText('Are you sure you want to cancel your signup for "Friday Social"?'),
    ).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Keep Signup' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(await card.findByRole('button', { name: /Cancelling\.\.\./ })).toBeInTheDocument();
    reply.resolve({ body: { data: { id: row.id } } });
    expect(await toasts().findByText('Signup cancelled successfully')).toBeInTheDocument();
    expect(server.callsTo(`DELETE /api/signups/${row.id}`)).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET /api/signups')).toHaveLength(2));
  });

  it("moves focus to the next card's Cancel Signup once a card is cancelled, and to the heading after the last", async () => {
    const user = userEvent.setup();
    const first = makeSignup({ event_name: 'Friday Social' });
    const second = makeSignup({ event_name: 'Club Night' });
    let rows = [first, second];
    const cancelled = (row: typeof first) => () => {
      rows = rows.filter((r) => r !== row);
      return { body: { data: { id: row.id } } };
    };
    renderPage('/my-signups', {
      api: {
        'GET /api/signups': () => signups(...rows),
        [`DELETE /api/signups/${first.id}`]: cancelled(first),
        [`DELETE /api/signups/${second.id}`]: cancelled(second),
      },
    });
    const cancelOf = (name: string) =>
      within(screen.getByRole('article', { name })).getByRole('button', { name: 'Cancel Signup' });
    await screen.findByRole('article', { name: 'Friday Social' });

    await user.click(cancelOf('Friday Social'));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Friday Social' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(cancelOf('Club Night')).toHaveFocus());

    await user.click(cancelOf('Club Night'));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await screen.findByText('No signups yet');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Sign-ups' })).toHaveFocus());
  });

  it("the cancel icon asks too, and a failure shows the server's message", async () => {
    const user = userEvent.setup();
    const row = makeSignup({ event_name: 'Friday Social' });
    renderPage('/my-signups', {
      api: {
        'GET /api/signups': signups(row),
        [`DELETE /api/signups/${row.id}`]: apiError(404, 'Signup not found'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel signup for Friday Social' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(await toasts().findByText('Failed to cancel signup: Signup not found')).toBeInTheDocument();
  });

  it('adds one line to the question when cancelling a confirmed place after the cut-off', async () => {
    const user = userEvent.setup();
    const past = clubNow('Europe/London', new Date(Date.now() - 3_600_000));
    const late = makeSignup({ event_name: 'Late Night', cancel_cutoff_at: past });
    const early = makeSignup({ event_name: 'Early Bird', cancel_cutoff_at: '2031-06-03T18:30:00' });
    renderPage('/my-signups', { api: { 'GET /api/signups': signups(late, early) } });
    await user.click(await screen.findByRole('button', { name: 'Cancel signup for Late Night' }));
    expect(
      dialog().getByText('Are you sure you want to cancel your signup for "Late Night"?'),
    ).toBeInTheDocument();
    expect(
      dialog().getByText('The cancellation deadline has passed: this counts as a late cancellation.'),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Keep Signup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel signup for Early Bird' }));
    expect(dialog().queryByText(/late cancellation/)).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Keep Signup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the sign-up when the user declines', async () => {
    const user = userEvent.setup();
    const row = makeSignup({ event_name: 'Friday Social' });
    const { server } = renderPage('/my-signups', { api: { 'GET /api/signups': signups(row) } });
    await user.click(await screen.findByRole('button', { name: 'Cancel Signup' }));
    await user.click(dialog().getByRole('button', { name: 'Keep Signup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('shows guests the banner and still lists (and lets them cancel) their sign-ups', async () => {
    renderPage('/my-signups', {
      as: 'clubguest',
      api: { 'GET /api/signups': signups(makeSignup({ event_name: 'Friday Social' })) },
    });
    expect(await screen.findByText(en('guestBanner.title'))).toBeInTheDocument();
    expect(
      within(await screen.findByRole('article', { name: 'Friday Social' })).getByRole('button', {
        name: 'Cancel Signup',
      }),
    ).toBeEnabled();
  });

  it('shows members no guest banner', async () => {
    renderPage('/my-signups', { as: 'clubmember', api: { 'GET /api/signups': signups() } });
    await screen.findByText('No signups yet');
    expect(screen.queryByText(en('guestBanner.title'))).not.toBeInTheDocument();
  });
});
