import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSignup, makeSubscription } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { dialog, renderPage, toasts } from '@/test/render-page';

const SUBSCRIPTIONS = 'GET /api/me/subscriptions';
const signups = (rows: ReturnType<typeof makeSignup>[], next_cursor: string | null = null): ApiAnswer => ({
  body: { data: rows, next_cursor },
});
const standing = async () => within(await screen.findByRole('list', { name: 'Signed up for every date' }));

describe('My Sign-ups: standing sign-ups, cancelled dates and older pages', () => {
  it('lists each standing sign-up once, in words, above the dated list', async () => {
    renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: {
          body: {
            data: [
              makeSubscription({ name: 'Wednesday Evening Mix-in', next_start: '2031-06-04T19:00:00' }),
              makeSubscription({
                name: 'Monthly Club Tournament',
                rule: 'FREQ=MONTHLY;BYDAY=1SA',
                recurring_pattern: 'monthly',
                start_local_time: '10:00',
                until: '2031-09-06',
                next_start: '2031-06-07T10:00:00',
              }),
            ],
          },
        },
        'GET /api/signups': signups([
          makeSignup({ event_name: 'Wednesday Evening Mix-in', series_id: 'f1' }),
          makeSignup({
            event_name: 'Wednesday Evening Mix-in',
            series_id: 'f1',
            start_time: '2031-06-11T19:00:00',
            end_time: '2031-06-11T21:00:00',
          }),
        ]),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Signed up for every date' }),
    ).toBeInTheDocument();
    const entries = (await standing()).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('Every Wednesday at 19:00')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Next: Wed, 4 Jun 2031, 19:00')).toBeInTheDocument();
    expect(
      within(entries[1]).getByText('Every month on the first Saturday at 10:00 until 6 Sept 2031'),
    ).toBeInTheDocument();
    expect(within(entries[1]).getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription(
      'Monthly Club Tournament',
    );
    // The dated list follows, one card per date.
    expect(await screen.findAllByRole('article', { name: 'Wednesday Evening Mix-in' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Coming up' })).toBeInTheDocument();
  });

  it('stops a standing sign-up, asking whether the coming dates go too', async () => {
    const user = userEvent.setup();
    const subscription = makeSubscription({ name: 'Wednesday Evening Mix-in' });
    const { server } = renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: { body: { data: [subscription] } },
        'GET /api/signups': signups([makeSignup()]),
        [`DELETE /api/series/${subscription.series_id}/subscription?cancel_future=true`]: {
          body: { data: {} },
        },
      },
    });
    await user.click((await standing()).getByRole('button', { name: 'Stop' }));
    expect(
      dialog().getByText(
        'You will no longer be signed up for new dates of "Wednesday Evening Mix-in". What about the dates you are already signed up for?',
      ),
    ).toBeInTheDocument();
    expect(dialog().getByRole('radio', { name: 'Keep my coming dates' })).toHaveAccessibleDescription(
      'Your sign-ups for the dates already planned stay.',
    );
    await user.click(dialog().getByRole('radio', { name: 'Cancel my coming dates too' }));
    await user.click(dialog().getByRole('button', { name: 'Stop' }));
    expect(
      await toasts().findByText(
        'You are no longer signed up for Wednesday Evening Mix-in, and your coming dates are cancelled',
      ),
    ).toBeInTheDocument();
    expect(
      server.callsTo(`DELETE /api/series/${subscription.series_id}/subscription?cancel_future=true`),
    ).toHaveLength(1);
    // Both lists are read again: the standing one, and the dates that went.
    await waitFor(() => expect(server.callsTo(SUBSCRIPTIONS)).toHaveLength(2));
    await waitFor(() => expect(server.callsTo('GET /api/signups')).toHaveLength(2));
  });

  it('reports a failed stop', async () => {
    const user = userEvent.setup();
    const subscription = makeSubscription();
    renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: { body: { data: [subscription] } },
        'GET /api/signups': signups([]),
        [`DELETE /api/series/${subscription.series_id}/subscription`]: apiError(
          404,
          'You are not signed up for every date of this series',
        ),
      },
    });
    await user.click((await standing()).getByRole('button', { name: 'Stop' }));
    await user.click(dialog().getByRole('button', { name: 'Stop' }));
    expect(
      await toasts().findByText('Failed to stop: You are not signed up for every date of this series'),
    ).toBeInTheDocument();
  });

  it('marks a cancelled date, struck through, and still lets one cancel the sign-up', async () => {
    renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: { body: { data: [] } },
        'GET /api/signups': signups([
          makeSignup({ event_name: 'Wednesday Evening Mix-in', series_id: 'f1', event_status: 'cancelled' }),
        ]),
      },
    });
    const card = await screen.findByRole('article', { name: 'Wednesday Evening Mix-in' });
    expect(card).toHaveClass('csm-card--cancelled');
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('Series')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel Signup' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Wednesday Evening Mix-in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/events\/e/),
    );
    expect(screen.queryByRole('list', { name: 'Signed up for every date' })).not.toBeInTheDocument();
  });

  it("puts past sign-ups under their own heading and shows older ones with the server's cursor", async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: { body: { data: [] } },
        'GET /api/signups': signups(
          [
            makeSignup({ event_name: 'Coming Social' }),
            makeSignup({
              event_name: 'Last Month',
              start_time: '2020-05-01T10:00:00',
              end_time: '2020-05-01T12:00:00',
            }),
          ],
          'older-1',
        ),
        'GET /api/signups?scope=past&cursor=older-1': signups(
          [
            makeSignup({
              event_name: 'Last Year',
              start_time: '2019-05-01T10:00:00',
              end_time: '2019-05-01T12:00:00',
            }),
          ],
          null,
        ),
      },
    });
    const past = within(await screen.findByRole('list', { name: 'Past' }));
    expect(past.getByRole('article', { name: 'Last Month' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Coming up' })).getByRole('article', { name: 'Coming Social' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await past.findByRole('article', { name: 'Last Year' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/signups?scope=past&cursor=older-1')).toHaveLength(1);
  });

  it('shows every sign-up of a long list, coming ones first, and Show older under the last', async () => {
    const coming = Array.from({ length: 6 }, (_, i) =>
      makeSignup({
        event_name: `Coming ${i + 1}`,
        start_time: `2031-06-0${i + 1}T18:30:00`,
        end_time: `2031-06-0${i + 1}T20:30:00`,
      }),
    );
    const past = Array.from({ length: 5 }, (_, i) =>
      makeSignup({
        event_name: `Past ${i + 1}`,
        start_time: `2020-05-0${i + 1}T10:00:00`,
        end_time: `2020-05-0${i + 1}T12:00:00`,
      }),
    );
    renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: { body: { data: [] } },
        // The server's order mixes them: the page puts the coming ones first.
        'GET /api/signups': signups([...past.slice(0, 2), ...coming, ...past.slice(2)], 'older-1'),
      },
    });
    expect(await screen.findByRole('button', { name: 'Show older' })).toBeInTheDocument();
    const names = (list: string) =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(names('Coming up')).toEqual(coming.map((signup) => signup.event_name));
    expect(names('Past')).toEqual(past.map((signup) => signup.event_name));
  });

  it('reports older sign-ups that would not load, and keeps the button', async () => {
    const user = userEvent.setup();
    renderPage('/my-signups', {
      api: {
        [SUBSCRIPTIONS]: { body: { data: [] } },
        'GET /api/signups': signups([makeSignup()], 'older-1'),
        'GET /api/signups?scope=past&cursor=older-1': apiError(503, 'Service temporarily unavailable'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    expect(
      await toasts().findByText('Could not load older sign-ups: Service temporarily unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show older' })).toBeEnabled();
  });
});
