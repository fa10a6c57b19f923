import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubNow } from '@courtside/domain';
import { addDays } from '@/lib/club-time';
import { eventsAnswer, eventsRoute, makeEvent, makeSubscription } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';

const EVENTS = eventsRoute();
const SUBSCRIPTIONS = 'GET /api/me/subscriptions';
const findCard = async (name: string) => within(await screen.findByRole('article', { name }));
/** The club's today (Europe/London in the fixtures), as the page decides it. */
const today = clubNow('Europe/London', new Date()).slice(0, 10);
const at = (date: string, time = '19:00') => `${date}T${time}:00`;
const SERIES = 'f0000000-0000-4000-8000-000000000001';
const ofSeries = (overrides: Parameters<typeof makeEvent>[0] = {}) =>
  makeEvent({
    series_id: SERIES,
    recurring_pattern: 'weekly',
    original_start: overrides.start_time,
    ...overrides,
  });

describe('Events page: days, pages and series', () => {
  it('groups the cards under Today, Tomorrow and then weekday and date headings', async () => {
    const later = addDays(today, 3);
    renderPage('/events', {
      api: {
        [EVENTS]: eventsAnswer([
          makeEvent({ name: 'Morning Drills', start_time: at(today, '07:00'), end_time: at(today, '08:00') }),
          makeEvent({ name: 'Evening Social', start_time: at(today, '20:00'), end_time: at(today, '22:00') }),
          makeEvent({
            name: 'Cardio',
            start_time: at(addDays(today, 1)),
            end_time: at(addDays(today, 1), '20:00'),
          }),
          makeEvent({ name: 'Ladder', start_time: at(later), end_time: at(later, '21:00') }),
        ]),
      },
    });
    await screen.findByRole('article', { name: 'Ladder' });
    const days = screen.getAllByRole('heading', { level: 2 });
    const written = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(
        new Date(`${later}T00:00:00Z`),
      );
    const sameYear = later.slice(0, 4) === today.slice(0, 4);
    const weekday = `${written({ weekday: 'long' })} ${written({ day: 'numeric', month: 'long', year: sameYear ? undefined : 'numeric' })}`;
    expect(days.map((h) => h.firstChild?.textContent)).toEqual(['Today', 'Tomorrow', weekday]);
    const todays = within(screen.getByRole('list', { name: /^Today/ }));
    expect(todays.getAllByRole('article')).toHaveLength(2);
    expect(todays.getByRole('article', { name: 'Evening Social' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: /^Tomorrow/ })).getByRole('article', { name: 'Cardio' }),
    ).toBeInTheDocument();
  });

  it("shows more with the server's cursor, keeps a day together across pages, and counts every event", async () => {
    const user = userEvent.setup();
    const day = '2031-06-04';
    const next = deferred<ApiAnswer>();
    const { server } = renderPage('/events', {
      api: {
        [EVENTS]: eventsAnswer(
          [makeEvent({ name: 'First', start_time: at(day), end_time: at(day, '21:00') })],
          {
            next_cursor: 'page-2',
            total: 3,
          },
        ),
        [eventsRoute('', 'page-2')]: () => next.promise,
      },
    });
    await screen.findByRole('article', { name: 'First' });
    expect(screen.getByText('Riverside Tennis Club · 3 events')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: /Loading more\.\.\./ })).toBeDisabled();
    next.resolve(
      eventsAnswer(
        [
          makeEvent({ name: 'Second', start_time: at(day, '20:00'), end_time: at(day, '22:00') }),
          makeEvent({ name: 'Third', start_time: at('2031-06-05'), end_time: at('2031-06-05', '21:00') }),
        ],
        { total: 3 },
      ),
    );
    await screen.findByRole('article', { name: 'Third' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: 'Wednesday 4 June 2031' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(server.callsTo(eventsRoute('', 'page-2'))).toHaveLength(1);
  });

  it('after a sign-up, reads again as many pages as were shown', async () => {
    const user = userEvent.setup();
    const second = makeEvent({
      name: 'Second',
      start_time: at('2031-06-05'),
      end_time: at('2031-06-05', '21:00'),
    });
    const { server } = renderPage('/events', {
      api: {
        [EVENTS]: eventsAnswer([makeEvent({ name: 'First' })], { next_cursor: 'page-2', total: 2 }),
        [eventsRoute('', 'page-2')]: eventsAnswer([second]),
        'POST /api/signups': {
          status: 201,
          body: {
            data: { id: 's1', event_id: second.id, user_id: 'u1', status: 'confirmed', signup_time: '' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await user.click(await (await findCard('Second')).findByRole('button', { name: 'Sign Up' }));
    await user.click(dialog().getByRole('button', { name: 'Sign Up' }));
    await toasts().findByText('Successfully signed up for Second');
    await waitFor(() => expect(server.callsTo(eventsRoute('', 'page-2'))).toHaveLength(2));
    expect(server.callsTo(EVENTS)).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Second' })).toBeInTheDocument();
  });

  it('links each title to the event page', async () => {
    const user = userEvent.setup();
    const event = makeEvent({ name: 'Open Social' });
    renderPage('/events', {
      api: { [EVENTS]: eventsAnswer([event]), [`GET /api/events/${event.id}`]: { body: { data: event } } },
    });
    await user.click(await screen.findByRole('link', { name: 'Open Social' }));
    expect(currentPath()).toBe(`/events/${event.id}`);
  });

  it('shows a cancelled date struck through, tagged, with no way to sign up', async () => {
    renderPage('/events', {
      api: {
        [EVENTS]: eventsAnswer([ofSeries({ name: 'Wednesday Mix-in', status: 'cancelled' })]),
        [SUBSCRIPTIONS]: { body: { data: [] } },
      },
    });
    const cancelled = await findCard('Wednesday Mix-in');
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.getByText('This date is cancelled')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Wednesday Mix-in' })).toHaveClass('csm-card--cancelled');
    expect(cancelled.queryByRole('button', { name: /Sign Up/i })).not.toBeInTheDocument();
  });

  describe('signing up for every date', () => {
    it('draws the cards once the standing sign-ups are in, so no button appears under them later', async () => {
      const list = deferred<ApiAnswer>();
      const standing = deferred<ApiAnswer>();
      renderPage('/events', {
        api: {
          [EVENTS]: () => list.promise,
          [SUBSCRIPTIONS]: () => standing.promise,
        },
      });
      expect(await screen.findAllByTestId('event-card-skeleton')).toHaveLength(6);
      // The list is in, the standing sign-ups not yet: still the skeleton, a while later too.
      await act(async () => {
        list.resolve(eventsAnswer([ofSeries({ name: 'Wednesday Mix-in' }), makeEvent({ name: 'Cardio' })]));
        await new Promise((settled) => setTimeout(settled, 100));
      });
      expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(6);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();

      standing.resolve({ body: { data: [] } });

      const mixin = await findCard('Wednesday Mix-in');
      expect(mixin.getByRole('button', { name: 'Sign up for all' })).toBeInTheDocument();
      expect(screen.queryByTestId('event-card-skeleton')).not.toBeInTheDocument();
    });

    it('draws the cards when the standing sign-ups fail, without Sign up for all', async () => {
      renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer([ofSeries({ name: 'Wednesday Mix-in' })]),
          [SUBSCRIPTIONS]: apiError(503, 'Service temporarily unavailable'),
        },
      });
      const mixin = await findCard('Wednesday Mix-in');
      expect(mixin.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
      expect(mixin.queryByRole('button', { name: 'Sign up for all' })).not.toBeInTheDocument();
    });

    it("offers 'Sign up for all' beside Sign Up, and signs up for the series", async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer([ofSeries({ name: 'Wednesday Mix-in' })]),
          [SUBSCRIPTIONS]: { body: { data: [] } },
          [`POST /api/series/${SERIES}/subscription`]: { status: 201, body: { data: {} } },
        },
      });
      const mixin = await findCard('Wednesday Mix-in');
      expect(mixin.getByText('Repeats weekly')).toBeInTheDocument();
      expect(mixin.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
      await user.click(await mixin.findByRole('button', { name: 'Sign up for all' }));
      expect(dialog().getByRole('heading', { name: 'Sign up for all dates' })).toBeInTheDocument();
      expect(
        dialog().getByText(
          'Sign up for every coming date of "Wednesday Mix-in", and for dates added later? Where a date is full, you join its waitlist.',
        ),
      ).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Sign up for all' }));
      expect(
        await toasts().findByText('You are signed up for every date of Wednesday Mix-in'),
      ).toBeInTheDocument();
      expect(server.callsTo(`POST /api/series/${SERIES}/subscription`)).toHaveLength(1);
      await waitFor(() => expect(server.callsTo(SUBSCRIPTIONS)).toHaveLength(2));
      expect(server.callsTo(EVENTS)).toHaveLength(2);
    });

    it("reports a refusal in the server's words", async () => {
      const user = userEvent.setup();
      renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer([ofSeries({ name: 'Wednesday Mix-in' })]),
          [SUBSCRIPTIONS]: { body: { data: [] } },
          [`POST /api/series/${SERIES}/subscription`]: apiError(
            409,
            'This series has no dates left to sign up for',
          ),
        },
      });
      await user.click(
        await (await findCard('Wednesday Mix-in')).findByRole('button', { name: 'Sign up for all' }),
      );
      await user.click(dialog().getByRole('button', { name: 'Sign up for all' }));
      expect(
        await toasts().findByText(
          'Failed to sign up for all dates: This series has no dates left to sign up for',
        ),
      ).toBeInTheDocument();
    });

    it("offers 'Stop' once subscribed, asking whether the coming dates go too", async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer([
            ofSeries({
              name: 'Wednesday Mix-in',
              my_signup: { id: 's1', status: 'confirmed', offer_expires_at: null, waitlist_position: null },
            }),
          ]),
          [SUBSCRIPTIONS]: { body: { data: [makeSubscription({ series_id: SERIES })] } },
          [`DELETE /api/series/${SERIES}/subscription?cancel_future=true`]: { body: { data: {} } },
        },
      });
      const mixin = await findCard('Wednesday Mix-in');
      await user.click(await mixin.findByRole('button', { name: 'Stop' }));
      expect(mixin.queryByRole('button', { name: 'Sign up for all' })).not.toBeInTheDocument();
      expect(mixin.getByRole('button', { name: 'Remove Signup' })).toBeInTheDocument();

      expect(dialog().getByRole('heading', { name: 'Stop signing up for every date' })).toBeInTheDocument();
      expect(dialog().getByRole('radio', { name: /Keep my coming dates/ })).toBeChecked();
      await user.click(dialog().getByRole('radio', { name: /Cancel my coming dates too/ }));
      await user.click(dialog().getByRole('button', { name: 'Stop' }));
      expect(
        await toasts().findByText(
          'You are no longer signed up for Wednesday Mix-in, and your coming dates are cancelled',
        ),
      ).toBeInTheDocument();
      expect(server.callsTo(`DELETE /api/series/${SERIES}/subscription?cancel_future=true`)).toHaveLength(1);
    });

    it('keeps the coming dates when asked, and does nothing when the question is cancelled', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer([ofSeries({ name: 'Wednesday Mix-in' })]),
          [SUBSCRIPTIONS]: { body: { data: [makeSubscription({ series_id: SERIES })] } },
          [`DELETE /api/series/${SERIES}/subscription`]: { body: { data: {} } },
        },
      });
      const stop = await (await findCard('Wednesday Mix-in')).findByRole('button', { name: 'Stop' });
      await user.click(stop);
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

      await user.click(stop);
      await user.click(dialog().getByRole('button', { name: 'Stop' }));
      expect(
        await toasts().findByText('You are no longer signed up for every date of Wednesday Mix-in'),
      ).toBeInTheDocument();
      expect(server.callsTo(`DELETE /api/series/${SERIES}/subscription`)).toHaveLength(1);
    });

    it('offers guests and system staff no standing sign-up (and asks nothing)', async () => {
      for (const as of ['clubguest', 'systemadmin'] as const) {
        const { server, unmount } = renderPage('/events', {
          as,
          api: { [EVENTS]: eventsAnswer([ofSeries({ name: 'Wednesday Mix-in' })]) },
        });
        const mixin = await findCard('Wednesday Mix-in');
        expect(await mixin.findByRole('button', { name: 'Sign Up' })).toBeDisabled();
        expect(mixin.queryByRole('button', { name: 'Sign up for all' })).not.toBeInTheDocument();
        expect(server.callsTo(SUBSCRIPTIONS)).toHaveLength(0);
        unmount();
      }
    });

    it("asks a member's standing sign-ups once with the list, series or not (the page preloads that answer)", async () => {
      const { server } = renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer([makeEvent({ name: 'Club Social' })]),
          [SUBSCRIPTIONS]: { body: { data: [] } },
        },
      });
      await findCard('Club Social');
      await waitFor(() => expect(server.callsTo(SUBSCRIPTIONS)).toHaveLength(1));
    });
  });

  describe("an organiser's card menu", () => {
    const openMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
      await user.click((await findCard(name)).getByRole('button', { name: `Actions for ${name}` }));
      return within(screen.getByRole('menu'));
    };

    it('cancels a date of a series after asking, and reinstates a cancelled one', async () => {
      const user = userEvent.setup();
      const open = ofSeries({ name: 'Wednesday Mix-in', start_time: '2031-06-04T19:00:00' });
      const off = ofSeries({ name: 'Thursday Mix-in', status: 'cancelled' });
      const { server } = renderPage('/events', {
        as: 'cluborganiser',
        api: {
          [EVENTS]: eventsAnswer([open, off]),
          [SUBSCRIPTIONS]: { body: { data: [] } },
          [`POST /api/events/${open.id}/cancel`]: { body: { data: { ...open, status: 'cancelled' } } },
          [`POST /api/events/${off.id}/reinstate`]: { body: { data: { ...off, status: 'scheduled' } } },
        },
      });
      const menu = await openMenu(user, 'Wednesday Mix-in');
      expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Edit Event',
        'View Signups',
        'Draw',
        'Message the series players',
        'Cancel this date',
        'Delete Event',
      ]);
      await user.click(menu.getByRole('menuitem', { name: 'Cancel this date' }));
      expect(
        dialog().getByText(
          'Cancel "Wednesday Mix-in" on Wed, 4 Jun 2031, 19:00? It stays on the list, struck through. Sign-ups are kept, and nobody can sign up until it is reinstated.',
        ),
      ).toBeInTheDocument();
      // The reason is optional, several lines, and its counter follows what is typed.
      const reason = dialog().getByRole('textbox', { name: 'Reason (optional)' });
      expect(reason).toHaveAccessibleDescription(
        'Members see it on the event and in the cancellation e-mail.',
      );
      await user.type(reason, '  Courts flooded.{Enter}Sorry!  ');
      expect(dialog().getByText('22 / 300')).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Cancel this date' }));
      expect(
        await toasts().findByText('Wednesday Mix-in on Wed, 4 Jun 2031, 19:00 is cancelled'),
      ).toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${open.id}/cancel`).map((c) => c.body)).toEqual([
        { reason: 'Courts flooded.\nSorry!' },
      ]);

      const offMenu = await openMenu(user, 'Thursday Mix-in');
      expect(offMenu.queryByRole('menuitem', { name: 'Cancel this date' })).not.toBeInTheDocument();
      await user.click(offMenu.getByRole('menuitem', { name: 'Reinstate' }));
      expect(await toasts().findByText(/^Thursday Mix-in on .* is on again$/)).toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${off.id}/reinstate`)).toHaveLength(1);
    });

    it('keeps the date when the question is declined, and refuses a reason over 300 characters', async () => {
      const user = userEvent.setup();
      const open = ofSeries({ name: 'Wednesday Mix-in' });
      const { server } = renderPage('/events', {
        as: 'clubadmin',
        api: { [EVENTS]: eventsAnswer([open]), [SUBSCRIPTIONS]: { body: { data: [] } } },
      });
      await user.click(
        (await openMenu(user, 'Wednesday Mix-in')).getByRole('menuitem', { name: 'Cancel this date' }),
      );
      const reason = dialog().getByRole('textbox', { name: 'Reason (optional)' });
      fireEvent.change(reason, { target: { value: 'x'.repeat(301) } });
      expect(dialog().getByText('Reason must be at most 300 characters')).toBeInTheDocument();
      expect(dialog().getByRole('button', { name: 'Cancel this date' })).toBeDisabled();
      await user.click(dialog().getByRole('button', { name: 'Keep this date' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${open.id}/cancel`)).toHaveLength(0);
    });

    it('shows a cancelled date struck through with its reason', async () => {
      const off = ofSeries({
        name: 'Thursday Mix-in',
        status: 'cancelled',
        cancel_reason: 'Courts flooded.\nSee you next week!',
      });
      renderPage('/events', {
        api: { [EVENTS]: eventsAnswer([off]), [SUBSCRIPTIONS]: { body: { data: [] } } },
      });
      const card = (await screen.findByRole('link', { name: 'Thursday Mix-in' })).closest('article')!;
      expect(card).toHaveClass('csm-card--cancelled');
      expect(card).toHaveTextContent('Reason: Courts flooded. See you next week!');
    });

    it('reports a date that has already taken place', async () => {
      const user = userEvent.setup();
      const open = ofSeries({ name: 'Wednesday Mix-in' });
      renderPage('/events', {
        as: 'cluborganiser',
        api: {
          [EVENTS]: eventsAnswer([open]),
          [SUBSCRIPTIONS]: { body: { data: [] } },
          [`POST /api/events/${open.id}/cancel`]: apiError(
            409,
            'This date has already taken place: past dates of a series never change',
          ),
        },
      });
      await user.click(
        (await openMenu(user, 'Wednesday Mix-in')).getByRole('menuitem', { name: 'Cancel this date' }),
      );
      await user.click(dialog().getByRole('button', { name: 'Cancel this date' }));
      expect(
        await toasts().findByText(
          'Failed to cancel this date: This date has already taken place: past dates of a series never change',
        ),
      ).toBeInTheDocument();
    });

    it.each([
      ['This date', ''],
      ['This and following dates', '?scope=following'],
      ['All dates of the series', '?scope=series'],
    ])('deletes a date of a series with the scope chosen: %s', async (choice, query) => {
      const user = userEvent.setup();
      const open = ofSeries({ name: 'Wednesday Mix-in' });
      const { server } = renderPage('/events', {
        as: 'clubadmin',
        api: {
          [EVENTS]: eventsAnswer([open]),
          [SUBSCRIPTIONS]: { body: { data: [] } },
          [`DELETE /api/events/${open.id}${query}`]: { body: { data: { id: open.id } } },
        },
      });
      await user.click(
        (await openMenu(user, 'Wednesday Mix-in')).getByRole('menuitem', { name: 'Delete Event' }),
      );
      expect(dialog().getByRole('heading', { name: 'Delete Event' })).toBeInTheDocument();
      expect(
        dialog().getByText('Are you sure you want to delete this event? This action cannot be undone.'),
      ).toBeInTheDocument();
      expect(
        dialog()
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['This date', 'This and following dates', 'All dates of the series']);
      expect(dialog().getByRole('radio', { name: 'This date' })).toBeChecked();
      await user.click(dialog().getByRole('radio', { name: choice }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      // (The toast region outlives a test: earlier rows' toasts may still be there.)
      expect((await toasts().findAllByText('Event deleted successfully')).length).toBeGreaterThan(0);
      expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        `/api/events/${open.id}${query}`,
      ]);
    });

    it('deletes nothing when the scope question is cancelled', async () => {
      const user = userEvent.setup();
      const open = ofSeries({ name: 'Wednesday Mix-in' });
      const { server } = renderPage('/events', {
        as: 'clubadmin',
        api: { [EVENTS]: eventsAnswer([open]), [SUBSCRIPTIONS]: { body: { data: [] } } },
      });
      await user.click(
        (await openMenu(user, 'Wednesday Mix-in')).getByRole('menuitem', { name: 'Delete Event' }),
      );
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    });
  });
});
