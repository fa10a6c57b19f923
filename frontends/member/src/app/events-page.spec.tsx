import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventsAnswer as page, eventsRoute, makeEvent } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { dialog, renderPage, toasts } from '@/test/render-page';
import { en } from '@/test/i18n';

const EVENTS = eventsRoute();
const eventsAnswer = (...events: ReturnType<typeof makeEvent>[]): ApiAnswer => page(events);
const card = (name: string) => screen.getByRole('article', { name });

describe('Events page', () => {
  describe('states', () => {
    it('shows six skeleton cards while the events load', async () => {
      renderPage('/events', { api: { [EVENTS]: () => new Promise<ApiAnswer>(() => undefined) } });
      expect(await screen.findByRole('status', { name: en('events.loading') })).toBeInTheDocument();
      expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(6);
      expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    });

    it("shows the server's message when the events fail to load", async () => {
      renderPage('/events', { api: { [EVENTS]: apiError(503, 'Service temporarily unavailable') } });
      expect(
        await screen.findByText('Error loading events: Service temporarily unavailable'),
      ).toBeInTheDocument();
    });

    it('shows the club name and the event count', async () => {
      renderPage('/events', {
        api: { [EVENTS]: eventsAnswer(makeEvent(), makeEvent({ name: 'Junior Training' })) },
      });
      expect(await screen.findByText('Riverside Tennis Club · 2 events')).toBeInTheDocument();
    });

    it('tells a member there are no events yet, without Create First Event', async () => {
      renderPage('/events', { as: 'clubmember', api: { [EVENTS]: eventsAnswer() } });
      expect(await screen.findByText('No events yet')).toBeInTheDocument();
      expect(screen.getByText('Events will appear here once they are created')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create First Event' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
    });

    it('offers an event manager Create First Event, which opens the create page', async () => {
      const user = userEvent.setup();
      renderPage('/events', { as: 'cluborganiser', api: { [EVENTS]: eventsAnswer() } });
      await user.click(await screen.findByRole('button', { name: 'Create First Event' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/events/create');
    });
  });

  describe('search', () => {
    // The search goes to the server once the typing pauses, a timer: on the test's own clock, so a
    // keystroke slowed down by a busy machine is not taken for a pause (and a search for 'JUN').
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    const mixin = makeEvent({
      name: 'Wednesday Evening Mix-in',
      description: 'Social doubles for all levels',
    });
    const junior = makeEvent({ name: 'Junior Training', description: 'Coached drills' });
    const later = makeEvent({ name: 'Junior Camp', start_time: '2031-08-04T10:00:00' });

    it('filters the cards at once, then searches every event on the server once the typing pauses', async () => {
      const user = typist();
      const { server } = renderPage('/events', {
        api: {
          [EVENTS]: page([mixin, junior], { next_cursor: 'c2', total: 40 }),
          [eventsRoute('JUNIOR')]: page([junior, later]),
          [eventsRoute('social DOUBLES')]: page([mixin]),
        },
      });
      const search = await screen.findByPlaceholderText('Search events...');
      await screen.findByRole('article', { name: 'Junior Training' });
      expect(screen.getByText('Riverside Tennis Club · 40 events')).toBeInTheDocument();

      await user.type(search, 'JUNIOR');
      expect(screen.getByRole('article', { name: 'Junior Training' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Wednesday Evening Mix-in' })).not.toBeInTheDocument();
      // The server's answer covers every page: a match the first page did not hold, and the count.
      expect(await screen.findByRole('article', { name: 'Junior Camp' })).toBeInTheDocument();
      expect(screen.getByText('Riverside Tennis Club · 2 events')).toBeInTheDocument();
      expect(server.calls.filter((call) => call.path.includes('q='))).toEqual([
        expect.objectContaining({ path: '/api/events?limit=30&q=JUNIOR' }),
      ]);
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

      await user.clear(search);
      await user.type(search, 'social DOUBLES');
      expect(await screen.findByRole('article', { name: 'Wednesday Evening Mix-in' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Junior Training' })).not.toBeInTheDocument();
    });

    it('says nothing matched, without Create First Event even for a manager', async () => {
      const user = typist();
      renderPage('/events', {
        as: 'clubadmin',
        api: { [EVENTS]: eventsAnswer(mixin, junior), [eventsRoute('badminton')]: page([]) },
      });
      await screen.findByRole('article', { name: 'Junior Training' });
      await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'badminton');
      expect(await screen.findByText('No events found')).toBeInTheDocument();
      expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
      expect(screen.getByText('Riverside Tennis Club · 0 events')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create First Event' })).not.toBeInTheDocument();
    });
  });

  describe('cards', () => {
    it('show type, dates, place, recurrence, capacity, waitlist and the caller status', async () => {
      renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer(
            makeEvent({
              name: 'Club Championship',
              event_type: 'tournament',
              recurring_pattern: 'weekly',
              capacity: 16,
              signup_count: 16,
              waitlist_count: 2,
              my_signup: { id: 's1', status: 'waitlisted', offer_expires_at: null, waitlist_position: null },
            }),
            makeEvent({
              name: 'Open Social',
              event_type: 'social',
              signup_count: 5,
              start_time: '',
              end_time: '',
            }),
          ),
        },
      });
      const championship = within(await screen.findByRole('article', { name: 'Club Championship' }));
      expect(championship.getByText('Tournament')).toBeInTheDocument();
      expect(championship.getByText('Repeats weekly')).toBeInTheDocument();
      expect(championship.getByText('Wed, 4 Jun 2031, 18:30–20:30')).toBeInTheDocument();
      expect(championship.getByText('Courts 1-4')).toBeInTheDocument();
      expect(championship.getByText(/16 \/ 16 signed up/)).toBeInTheDocument();
      expect(championship.getByText(/2 on the waitlist/)).toBeInTheDocument();
      expect(championship.getByText('On the waitlist')).toBeInTheDocument();
      expect(championship.getByRole('button', { name: 'Remove Signup' })).toBeInTheDocument();

      const social = within(card('Open Social'));
      expect(social.getByText('5 signed up')).toBeInTheDocument();
      expect(social.getByText('Not set')).toBeInTheDocument();
      expect(social.queryByText(/Repeats/)).not.toBeInTheDocument();
      expect(social.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    });
  });

  describe('permissions', () => {
    const api = { [EVENTS]: eventsAnswer(makeEvent({ name: 'Open Social' })) };

    it('a member may sign up but not manage events, and sees no guest banner', async () => {
      renderPage('/events', { as: 'clubmember', api });
      expect(
        await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole('button', {
          name: 'Sign Up',
        }),
      ).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
      expect(screen.queryByText(en('guestBanner.title'))).not.toBeInTheDocument();
    });

    it('a guest sees the banner and a disabled Sign Up that explains itself when clicked', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/events', { as: 'clubguest', api });
      const button = await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole(
        'button',
        { name: 'Sign Up' },
      );
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('You do not have permission to sign up for events');
      expect(screen.getByText('You are logged in as a club guest!')).toBeInTheDocument();
      expect(screen.getByText(en('guestBanner.body'))).toBeInTheDocument();

      await user.click(button.parentElement!);
      expect(
        await toasts().findByText('You do not have permission to sign up for events'),
      ).toBeInTheDocument();
      expect(server.callsTo('POST /api/signups')).toHaveLength(0);
    });

    it('system staff may not sign up either but are not shown the guest banner', async () => {
      renderPage('/events', { as: 'systemadmin', api });
      expect(
        await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole('button', {
          name: 'Sign Up',
        }),
      ).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
      expect(screen.queryByText(en('guestBanner.title'))).not.toBeInTheDocument();
    });

    it('an event manager gets Create Event and the card menu', async () => {
      const user = userEvent.setup();
      renderPage('/events', { as: 'cluborganiser', api });
      const social = within(await screen.findByRole('article', { name: 'Open Social' }));
      expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();

      await user.click(social.getByRole('button', { name: 'Actions for Open Social' }));
      const menu = within(screen.getByRole('menu'));
      expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Edit Event',
        'View Signups',
        'Draw',
        'Delete Event',
      ]);
      await user.click(menu.getByRole('menuitem', { name: 'Edit Event' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/events\/e[0-9a-f-]+\/edit$/);
    });

    it('the card menu works from the keyboard', async () => {
      const user = userEvent.setup();
      renderPage('/events', { as: 'clubadmin', api });
      const trigger = within(await screen.findByRole('article', { name: 'Open Social' })).getByRole(
        'button',
        { name: 'Actions for Open Social' },
      );
      trigger.focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Edit Event' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'View Signups' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('Create Event opens the create page', async () => {
      const user = userEvent.setup();
      renderPage('/events', { as: 'clubadmin', api });
      await user.click(await screen.findByRole('button', { name: 'Create Event' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/events/create');
    });
  });

  describe('sign up', () => {
    const event = makeEvent({ name: 'Open Social' });

    it('asks, posts the sign-up, confirms with a toast and refreshes the list', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer(event),
          'POST /api/signups': {
            status: 201,
            body: {
              data: { id: 's1', event_id: event.id, user_id: 'u1', status: 'confirmed', signup_time: '' },
            },
          },
        },
      });
      await user.click(
        await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole('button', {
          name: 'Sign Up',
        }),
      );

      expect(dialog().getByRole('heading', { name: 'Sign Up for Event' })).toBeInTheDocument();
      expect(dialog().getByText('Are you sure you want to sign up for "Open Social"?')).toBeInTheDocument();
      expect(dialog().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Sign Up' }));

      expect(await toasts().findByText('Successfully signed up for Open Social')).toBeInTheDocument();
      expect(server.callsTo('POST /api/signups')).toEqual([
        { method: 'POST', path: '/api/signups', body: { event_id: event.id } },
      ]);
      await waitFor(() => expect(server.callsTo(EVENTS)).toHaveLength(2));
    });

    it('leaves keyboard focus on the button, now Remove Signup, and back on Sign Up after removing', async () => {
      const user = userEvent.setup();
      let mine: ReturnType<typeof makeEvent>['my_signup'] = null;
      renderPage('/events', {
        api: {
          [EVENTS]: () => eventsAnswer({ ...event, my_signup: mine }),
          'POST /api/signups': () => {
            mine = { id: 's1', status: 'confirmed', offer_expires_at: null, waitlist_position: null };
            return { status: 201, body: { data: { id: 's1', event_id: event.id, status: 'confirmed' } } };
          },
          'DELETE /api/signups/s1': () => {
            mine = null;
            return { body: { data: { id: 's1' } } };
          },
        },
      });
      const social = within(await screen.findByRole('article', { name: 'Open Social' }));
      await user.click(social.getByRole('button', { name: 'Sign Up' }));
      await user.click(dialog().getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(social.getByRole('button', { name: 'Remove Signup' })).toHaveFocus());

      await user.click(social.getByRole('button', { name: 'Remove Signup' }));
      await user.click(dialog().getByRole('button', { name: 'Cancel Signup' }));
      await waitFor(() => expect(social.getByRole('button', { name: 'Sign Up' })).toHaveFocus());
    });

    it('says so when the sign-up went onto the waitlist', async () => {
      const user = userEvent.setup();
      renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer(event),
          'POST /api/signups': {
            status: 201,
            body: {
              data: { id: 's1', event_id: event.id, user_id: 'u1', status: 'waitlisted', signup_time: '' },
            },
          },
        },
      });
      await user.click(
        await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole('button', {
          name: 'Sign Up',
        }),
      );
      await user.click(dialog().getByRole('button', { name: 'Sign Up' }));
      expect(
        await toasts().findByText('Successfully signed up for Open Social (waitlisted)'),
      ).toBeInTheDocument();
    });

    it("reads 'Signing up...' while pending and reports a failure", async () => {
      const user = userEvent.setup();
      const reply = deferred<ApiAnswer>();
      renderPage('/events', {
        api: { [EVENTS]: eventsAnswer(event), 'POST /api/signups': () => reply.promise },
      });
      const social = within(await screen.findByRole('article', { name: 'Open Social' }));
      await user.click(await social.findByRole('button', { name: 'Sign Up' }));
      await user.click(dialog().getByRole('button', { name: 'Sign Up' }));

      expect(await social.findByRole('button', { name: /Signing up\.\.\./ })).toBeInTheDocument();
      reply.resolve(apiError(409, 'This event has already taken place'));
      expect(await toasts().findByText('Failed to sign up for event')).toBeInTheDocument();
    });

    it('does nothing when the user declines', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/events', { api: { [EVENTS]: eventsAnswer(event) } });
      await user.click(
        await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole('button', {
          name: 'Sign Up',
        }),
      );
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.callsTo('POST /api/signups')).toHaveLength(0);
    });
  });

  describe('remove signup', () => {
    const event = makeEvent({
      name: 'Open Social',
      my_signup: { id: 's-42', status: 'confirmed', offer_expires_at: null, waitlist_position: null },
    });

    it('asks with the SPEC wording, deletes the sign-up and confirms', async () => {
      const user = userEvent.setup();
      const reply = deferred<ApiAnswer>();
      const { server } = renderPage('/events', {
        api: { [EVENTS]: eventsAnswer(event), 'DELETE /api/signups/s-42': () => reply.promise },
      });
      const social = within(await screen.findByRole('article', { name: 'Open Social' }));
      expect(social.getByText('Signed up')).toBeInTheDocument();
      await user.click(social.getByRole('button', { name: 'Remove Signup' }));

      expect(dialog().getByRole('heading', { name: 'Cancel Signup' })).toBeInTheDocument();
      expect(
        dialog().getByText(
          'Are you sure you want to cancel your signup for "Open Social"? This action cannot be undone.',
        ),
      ).toBeInTheDocument();
      expect(dialog().getByRole('button', { name: 'Keep Signup' })).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Cancel Signup' }));

      expect(await social.findByRole('button', { name: /Removing\.\.\./ })).toBeInTheDocument();
      reply.resolve({ body: { data: { id: 's-42' } } });
      expect(await toasts().findByText('Successfully removed signup for Open Social')).toBeInTheDocument();
      expect(server.callsTo('DELETE /api/signups/s-42')).toHaveLength(1);
    });

    it('reports a failure', async () => {
      const user = userEvent.setup();
      renderPage('/events', {
        api: {
          [EVENTS]: eventsAnswer(event),
          'DELETE /api/signups/s-42': apiError(404, 'Signup not found'),
        },
      });
      await user.click(
        await within(await screen.findByRole('article', { name: 'Open Social' })).findByRole('button', {
          name: 'Remove Signup',
        }),
      );
      await user.click(dialog().getByRole('button', { name: 'Cancel Signup' }));
      expect(await toasts().findByText('Failed to remove signup')).toBeInTheDocument();
    });
  });

  describe('delete event', () => {
    const event = makeEvent({ name: 'Open Social' });

    async function deleteFromMenu(answer: ApiAnswer) {
      const user = userEvent.setup();
      const rendered = renderPage('/events', {
        as: 'clubadmin',
        api: { [EVENTS]: eventsAnswer(event), [`DELETE /api/events/${event.id}`]: answer },
      });
      await user.click(
        within(await screen.findByRole('article', { name: 'Open Social' })).getByRole('button', {
          name: 'Actions for Open Social',
        }),
      );
      await user.click(screen.getByRole('menuitem', { name: 'Delete Event' }));
      expect(
        dialog().getByText('Are you sure you want to delete this event? This action cannot be undone.'),
      ).toBeInTheDocument();
      expect(dialog().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
      return rendered;
    }

    it('asks, deletes and confirms', async () => {
      const { server } = await deleteFromMenu({ body: { data: { id: event.id } } });
      expect(await toasts().findByText('Event deleted successfully')).toBeInTheDocument();
      expect(server.callsTo(`DELETE /api/events/${event.id}`)).toHaveLength(1);
    });

    it('reports a failure', async () => {
      await deleteFromMenu(apiError(500, 'Something went wrong'));
      expect(await toasts().findByText('Failed to delete event')).toBeInTheDocument();
    });

    it('reports a refusal', async () => {
      await deleteFromMenu(apiError(403, 'You do not have permission to delete this event'));
      expect(
        await toasts().findByText('You do not have permission to delete this event'),
      ).toBeInTheDocument();
    });
  });
});
