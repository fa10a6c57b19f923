import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Series } from '@courtside/core';
import { clubNow } from '@courtside/domain';
import { makeEvent, makeSubscription } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';

const SERIES = 'f0000000-0000-4000-8000-000000000002';
const series = (overrides: Partial<Series> = {}): Series => ({
  id: SERIES,
  rule: 'FREQ=WEEKLY;BYDAY=WE',
  until: '2027-03-15',
  recurring_pattern: 'weekly',
  first_start: '2026-12-02T19:00:00',
  summary: 'Every Wednesday at 19:00 until 15 Mar 2027',
  template: {
    name: 'Wednesday Evening Mix-in',
    description: '',
    event_type: 'mixin',
    location: 'Courts 1-4',
    capacity: 16,
    start_local_time: '19:00',
    duration_minutes: 120,
    signup_opens_hours_before: null,
    signup_closes_hours_before: null,
    cancel_cutoff_hours: null,
    allow_standing_signups: true,
  },
  next_start: '2026-12-09T19:00:00',
  subscribed: false,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  ...overrides,
});
const one = (event: ReturnType<typeof makeEvent>): ApiAnswer => ({ body: { data: event } });

/** The test club's wall clock (Europe/London), `minutes` from now, as the API writes it. */
const clubIn = (minutes: number) =>
  clubNow('Europe/London', new Date(Date.now() + minutes * 60_000)).slice(0, 16) + ':00';

describe('Event page', () => {
  it('shows the details, capacity, the caller’s place and a way back', async () => {
    const event = makeEvent({
      name: 'Club Championship',
      description: 'Singles knock-out.\nBring two balls.',
      event_type: 'tournament',
      capacity: 16,
      signup_count: 16,
      waitlist_count: 2,
    });
    renderPage(`/events/${event.id}`, { api: { [`GET /api/events/${event.id}`]: one(event) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Club Championship' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Event details' }));
    expect(screen.getByText('Tournament')).toBeInTheDocument();
    expect(details.getByText('Wed, 4 Jun 2031, 18:30–20:30')).toBeInTheDocument();
    expect(details.getByText('Courts 1-4')).toBeInTheDocument();
    expect(details.getByText(/16 \/ 16 signed up/)).toBeInTheDocument();
    expect(details.getByText(/2 on the waitlist/)).toBeInTheDocument();
    expect(details.getByText('Full: new sign-ups join the waitlist')).toBeInTheDocument();
    expect(details.getByText(/Bring two balls\./)).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Repeats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  it('signs up for this date with the same question as the card', async () => {
    const user = userEvent.setup();
    const event = makeEvent({ name: 'Open Social' });
    const { server } = renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        'POST /api/signups': {
          status: 201,
          body: {
            data: { id: 's1', event_id: event.id, user_id: 'u1', status: 'confirmed', signup_time: '' },
          },
        },
      },
    });
    // (The shell shows a page once the session is known; here the page may come first.)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(dialog().getByRole('button', { name: 'Sign Up' }));
    expect(await toasts().findByText('Successfully signed up for Open Social')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(`GET /api/events/${event.id}`)).toHaveLength(2));
  });

  it('says when sign-ups open and keeps Sign Up shut until then', async () => {
    const later = makeEvent({
      name: 'Friday Social',
      signup_opens_at: clubIn(3 * 24 * 60),
      signup_state: 'not_open',
    });
    renderPage(`/events/${later.id}`, { api: { [`GET /api/events/${later.id}`]: one(later) } });
    const details = within(await screen.findByRole('region', { name: 'Event details' }));
    expect(details.getByText(/^Opens \S+ \d\d:\d\d$/, { selector: '.csm-window' })).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('counts down in the last hour before the opening', async () => {
    const soon = makeEvent({ name: 'Soon', signup_opens_at: clubIn(42), signup_state: 'not_open' });
    renderPage(`/events/${soon.id}`, { api: { [`GET /api/events/${soon.id}`]: one(soon) } });
    const details = within(await screen.findByRole('region', { name: 'Event details' }));
    expect(details.getByText(/^Opens in (42|43) min$/, { selector: '.csm-window' })).toBeInTheDocument();
  });

  it('shows Closed once sign-ups have closed', async () => {
    const closed = makeEvent({ name: 'Shut', signup_closes_at: clubIn(-5), signup_state: 'closed' });
    renderPage(`/events/${closed.id}`, { api: { [`GET /api/events/${closed.id}`]: one(closed) } });
    const details = within(await screen.findByRole('region', { name: 'Event details' }));
    expect(details.getByText('Closed', { selector: '.csm-window' })).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('asks before cancelling after the cut-off, saying it counts as late, and says one may sign up again', async () => {
    const user = userEvent.setup();
    const late = makeEvent({
      name: 'Late Night',
      cancel_cutoff_hours: 24,
      cancel_cutoff_at: clubIn(-10),
      my_signup: { id: 's1', status: 'confirmed', offer_expires_at: null, waitlist_position: null },
    });
    renderPage(`/events/${late.id}`, { api: { [`GET /api/events/${late.id}`]: one(late) } });
    await user.click(await screen.findByRole('button', { name: 'Remove Signup' }));
    expect(
      dialog().getByText(
        'Are you sure you want to cancel your signup for "Late Night"? You can sign up again while sign-ups are open, if a place is free.',
      ),
    ).toBeInTheDocument();
    expect(
      dialog().getByText('The cancellation deadline has passed: this counts as a late cancellation.'),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Keep Signup' }));
  });

  it('adds no late line before the cut-off, nor for a waitlisted place', async () => {
    const user = userEvent.setup();
    for (const [event, button] of [
      [
        makeEvent({
          cancel_cutoff_at: clubIn(60 * 24),
          my_signup: { id: 's2', status: 'confirmed', offer_expires_at: null, waitlist_position: null },
        }),
        'Remove Signup',
      ],
      [
        makeEvent({
          cancel_cutoff_at: clubIn(-60),
          my_signup: { id: 's3', status: 'waitlisted', offer_expires_at: null, waitlist_position: null },
        }),
        'Remove Signup',
      ],
    ] as const) {
      const { unmount } = renderPage(`/events/${event.id}`, {
        api: { [`GET /api/events/${event.id}`]: one(event) },
      });
      await user.click(await screen.findByRole('button', { name: button }));
      expect(dialog().queryByText(/late cancellation/)).not.toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Keep Signup' }));
      unmount();
    }
  });

  it('shows the series in words, the next date and Sign up for all', async () => {
    const user = userEvent.setup();
    const event = makeEvent({
      name: 'Wednesday Evening Mix-in',
      series_id: SERIES,
      recurring_pattern: 'weekly',
    });
    const { server } = renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`GET /api/series/${SERIES}`]: { body: { data: series() } },
        'GET /api/me/subscriptions': { body: { data: [] } },
        [`POST /api/series/${SERIES}/subscription`]: {
          status: 201,
          body: { data: series({ subscribed: true }) },
        },
      },
    });
    const repeats = within(await screen.findByRole('region', { name: 'Repeats' }));
    expect(await repeats.findByText('Every Wednesday at 19:00 until 15 Mar 2027')).toBeInTheDocument();
    expect(repeats.getByText('Next date: Wed, 9 Dec 2026, 19:00')).toBeInTheDocument();
    expect(screen.getByText('Repeats weekly')).toBeInTheDocument();
    await user.click(await repeats.findByRole('button', { name: 'Sign up for all' }));
    await user.click(dialog().getByRole('button', { name: 'Sign up for all' }));
    expect(
      await toasts().findByText('You are signed up for every date of Wednesday Evening Mix-in'),
    ).toBeInTheDocument();
    expect(server.callsTo(`POST /api/series/${SERIES}/subscription`)).toHaveLength(1);
  });

  it('offers Stop on a series one is signed up for in full', async () => {
    const event = makeEvent({
      name: 'Wednesday Evening Mix-in',
      series_id: SERIES,
      recurring_pattern: 'weekly',
    });
    renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`GET /api/series/${SERIES}`]: { body: { data: series({ subscribed: true }) } },
        'GET /api/me/subscriptions': { body: { data: [makeSubscription({ series_id: SERIES })] } },
      },
    });
    const repeats = within(await screen.findByRole('region', { name: 'Repeats' }));
    expect(await repeats.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(repeats.getByText(/You have a standing sign-up for this series/)).toBeInTheDocument();
  });

  it('shows a cancelled date struck through, without a sign-up', async () => {
    const event = makeEvent({ name: 'Wednesday Evening Mix-in', series_id: SERIES, status: 'cancelled' });
    renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`GET /api/series/${SERIES}`]: { body: { data: series() } },
        'GET /api/me/subscriptions': { body: { data: [] } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Wednesday Evening Mix-in' });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('This date is cancelled')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Event details' })).queryByRole('button')).toBeNull();
  });

  it("gives organisers the card's menu; deleting goes back to the events", async () => {
    const user = userEvent.setup();
    const event = makeEvent({ name: 'Open Social' });
    renderPage(`/events/${event.id}`, {
      as: 'cluborganiser',
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`DELETE /api/events/${event.id}`]: { body: { data: { id: event.id } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Open Social' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Event' }));
    await user.click(dialog().getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath()).toBe('/events'));
  });

  it("says 'Event not found' for an unknown event, and shows other errors", async () => {
    const { unmount } = renderPage('/events/nope', {
      api: { 'GET /api/events/nope': apiError(404, 'Event not found') },
    });
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toBeInTheDocument();
    unmount();
    renderPage('/events/down', {
      api: { 'GET /api/events/down': apiError(503, 'Service temporarily unavailable') },
    });
    expect(
      await screen.findByText('Error loading event: Service temporarily unavailable'),
    ).toBeInTheDocument();
  });

  it('shows the messages that went to the caller, newest first, with their line breaks', async () => {
    const event = makeEvent({ name: 'Club Night Mix-in' });
    renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`GET /api/events/${event.id}/messages`]: {
          body: {
            data: [
              {
                id: 'm2',
                scope: 'event',
                subject: 'Courts 3 and 4',
                body: 'We play on courts 3 and 4.\nBring balls!',
                to: 'confirmed',
                sender_name: 'Orla Ortiz',
                recipients: null,
                sent_at: '2031-06-03T17:00:00.000Z',
              },
              {
                id: 'm1',
                scope: 'series',
                subject: 'Welcome',
                body: 'Hello all',
                to: 'everyone',
                sender_name: 'Former member',
                recipients: null,
                sent_at: '2031-06-01T17:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    const history = within(await screen.findByRole('region', { name: 'Messages' }));
    expect(history.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Courts 3 and 4',
      'Welcome',
    ]);
    expect(history.getByText(/We play on courts 3 and 4\./).textContent).toBe(
      'We play on courts 3 and 4.\nBring balls!',
    );
    expect(history.getByText(/From Orla Ortiz/)).toBeInTheDocument();
    expect(history.getByText(/To the players of the series/)).toBeInTheDocument();
    // No button to send for a member.
    expect(screen.queryByRole('button', { name: 'Message players' })).not.toBeInTheDocument();
  });

  it('lets an organiser message the players: the count, the server refusing a field, then sent', async () => {
    const user = userEvent.setup();
    const event = makeEvent({ name: 'Open Social' });
    let attempts = 0;
    const { server } = renderPage(`/events/${event.id}`, {
      as: 'cluborganiser',
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`GET /api/events/${event.id}/messages/recipients?to=confirmed`]: { body: { data: { count: 12 } } },
        [`GET /api/events/${event.id}/messages/recipients?to=waitlisted`]: { body: { data: { count: 1 } } },
        [`POST /api/events/${event.id}/messages`]: () =>
          ++attempts === 1
            ? {
                status: 400,
                body: {
                  statusCode: 400,
                  error: 'Bad Request',
                  message: 'Subject contains characters that are not allowed',
                  errors: { subject: 'Subject contains characters that are not allowed' },
                },
              }
            : { status: 201, body: { data: { id: 'm1', recipients: 1 } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Message players' }));
    const form = dialog();
    expect(await form.findByText('Goes to 12 people')).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'Send to' }), 'waitlisted');
    expect(await form.findByText('Goes to 1 person')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(form.getByText('Subject is required')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'Rain');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Courts closed.{Enter}See you next week');
    await user.click(form.getByRole('checkbox', { name: 'Reply to me' }));
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Subject contains characters that are not allowed')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await toasts().findByText('Message sent to 1 person')).toBeInTheDocument();
    expect(server.callsTo(`POST /api/events/${event.id}/messages`)[1].body).toEqual({
      subject: 'Rain',
      body: 'Courts closed.\nSee you next week',
      to: 'waitlisted',
      reply_to_me: true,
    });
  });

  describe("who's coming", () => {
    const ME = 'u0000000-0000-4000-8000-000000000001';
    const coming = (id: string, data: unknown): Record<string, ApiAnswer> => ({
      [`GET /api/events/${id}/participants`]: { body: { data } },
    });

    it('lists the confirmed people in order, marks the caller, translates hidden names, counts the waitlist', async () => {
      const event = makeEvent({ name: 'Open Social' });
      renderPage(`/events/${event.id}`, {
        api: {
          [`GET /api/events/${event.id}`]: one(event),
          ...coming(event.id, {
            confirmed: [
              { user_id: 'a0000000-0000-4000-8000-000000000009', name: 'Anna de Vries' },
              { user_id: ME, name: 'Sam Self' },
              { user_id: 'a0000000-0000-4000-8000-000000000008', name: 'Member' },
              { user_id: null, name: 'Former member' },
            ],
            confirmed_count: 4,
            waitlist_count: 2,
          }),
        },
      });
      const section = within(await screen.findByRole('region', { name: "Who's coming" }));
      expect(await section.findByText('4 going')).toBeInTheDocument();
      expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Anna de Vries',
        'Sam Self (you)',
        'Member',
        'Former member',
      ]);
      expect(section.getByText('2 on the waitlist')).toBeInTheDocument();
    });

    it('shows only the counts when the club keeps the names to itself', async () => {
      const event = makeEvent({ name: 'Open Social' });
      renderPage(`/events/${event.id}`, {
        as: 'clubguest',
        api: {
          [`GET /api/events/${event.id}`]: one(event),
          ...coming(event.id, { confirmed: null, confirmed_count: 3, waitlist_count: 0 }),
        },
      });
      const section = within(await screen.findByRole('region', { name: "Who's coming" }));
      expect(await section.findByText('3 going')).toBeInTheDocument();
      expect(section.getByText("The club keeps the names of who's coming to itself.")).toBeInTheDocument();
      expect(section.queryByRole('list')).not.toBeInTheDocument();
      expect(section.queryByText(/on the waitlist/)).not.toBeInTheDocument();
    });

    it('says so when nobody has signed up yet', async () => {
      const event = makeEvent({ name: 'Open Social' });
      renderPage(`/events/${event.id}`, {
        api: {
          [`GET /api/events/${event.id}`]: one(event),
          ...coming(event.id, { confirmed: [], confirmed_count: 0, waitlist_count: 0 }),
        },
      });
      const section = within(await screen.findByRole('region', { name: "Who's coming" }));
      expect(await section.findByText('Nobody has signed up yet.')).toBeInTheDocument();
      expect(section.queryByText('0 going')).not.toBeInTheDocument();
    });
  });

  it('shows a cancelled event struck through with the reason in full', async () => {
    const event = makeEvent({
      name: 'Club Championship',
      status: 'cancelled',
      cancel_reason: 'The courts are flooded.\nWe will set a new date soon.',
    });
    renderPage(`/events/${event.id}`, { api: { [`GET /api/events/${event.id}`]: one(event) } });
    const title = await screen.findByRole('heading', { level: 1, name: 'Club Championship' });
    expect(title.querySelector('.csm-struck')).not.toBeNull();
    const details = within(screen.getByRole('region', { name: 'Event details' }));
    expect(details.getByText(/The courts are flooded\./)).toHaveTextContent(
      'Reason: The courts are flooded. We will set a new date soon.',
    );
  });
});
