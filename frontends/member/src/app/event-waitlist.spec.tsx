import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubEvent } from '@courtside/core';
import { clubNow } from '@courtside/domain';
import { makeEvent, makeSignup } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { dialog, renderPage, toasts } from '@/test/render-page';

const one = (event: ClubEvent): ApiAnswer => ({ body: { data: event } });
const SIGNUP = 's0000000-0000-4000-8000-000000000077';

/** The test club's wall clock (Europe/London), `minutes` from now, as the API writes it. */
const clubIn = (minutes: number) =>
  clubNow('Europe/London', new Date(Date.now() + minutes * 60_000)).slice(0, 16) + ':00';

const waitlisted = (overrides: Partial<ClubEvent> = {}) =>
  makeEvent({
    name: 'Friday Mix-in',
    capacity: 8,
    signup_count: 8,
    waitlist_count: 4,
    my_signup: { id: SIGNUP, status: 'waitlisted', waitlist_position: 3, offer_expires_at: null },
    ...overrides,
  });

const offered = (expiresAt: string) =>
  makeEvent({
    name: 'Friday Mix-in',
    capacity: 8,
    signup_count: 8,
    my_signup: { id: SIGNUP, status: 'offered', waitlist_position: null, offer_expires_at: expiresAt },
  });

const answered = (status: 'confirmed' | 'offer_ended'): ApiAnswer => ({
  body: { data: makeSignup({ id: SIGNUP, status, event_name: 'Friday Mix-in' }) },
});

describe('Event page: the waitlist', () => {
  it('tells a waitlisted person their number in line', async () => {
    const event = waitlisted();
    renderPage(`/events/${event.id}`, { api: { [`GET /api/events/${event.id}`]: one(event) } });
    expect(await screen.findByText('You are number 3 on the waitlist')).toBeInTheDocument();
    expect(screen.getByText('On the waitlist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('shows an offer with the time left, its end on the club clock, and accepts it', async () => {
    const user = userEvent.setup();
    const ends = new Date(Date.now() + (90 * 60 + 30) * 1000);
    const event = offered(ends.toISOString());
    const { server } = renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`POST /api/signups/${SIGNUP}/accept`]: answered('confirmed'),
      },
    });
    const offer = within(await screen.findByRole('region', { name: 'A place is free for you' }));
    expect(screen.getByText('Place offered')).toBeInTheDocument();
    expect(offer.getByText(/^1 h (30|29) min left$/)).toBeInTheDocument();
    // Above an hour the hidden live region speaks in hours, not every second.
    expect(offer.getByText('Less than 2 hours left to answer')).toBeInTheDocument();
    const clubTime = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/London',
    }).format(ends);
    expect(offer.getByText(`Answer by ${clubTime}`)).toBeInTheDocument();

    await user.click(offer.getByRole('button', { name: 'Accept the place at Friday Mix-in' }));
    expect(await toasts().findByText("You're in: you have a place at Friday Mix-in.")).toBeInTheDocument();
    expect(server.callsTo(`POST /api/signups/${SIGNUP}/accept`)).toHaveLength(1);
    await waitFor(() => expect(server.callsTo(`GET /api/events/${event.id}`)).toHaveLength(2));
  });

  it('shows the server’s message when the offer can no longer be accepted', async () => {
    const user = userEvent.setup();
    const event = offered(new Date(Date.now() + 20 * 60_000).toISOString());
    renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`POST /api/signups/${SIGNUP}/accept`]: apiError(409, 'This offer has ended'),
      },
    });
    const offer = within(await screen.findByRole('region', { name: 'A place is free for you' }));
    expect(offer.getByText('Less than 30 minutes left to answer')).toBeInTheDocument();
    await user.click(offer.getByRole('button', { name: 'Accept the place at Friday Mix-in' }));
    expect(await offer.findByRole('alert')).toHaveTextContent('This offer has ended');
  });

  it('asks before it declines an offer', async () => {
    const user = userEvent.setup();
    const event = offered(new Date(Date.now() + 3 * 3_600_000).toISOString());
    const { server } = renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`POST /api/signups/${SIGNUP}/decline`]: answered('offer_ended'),
      },
    });
    const offer = within(await screen.findByRole('region', { name: 'A place is free for you' }));
    await user.click(offer.getByRole('button', { name: 'Decline the place at Friday Mix-in' }));
    expect(
      dialog().getByText('The place at Friday Mix-in goes to the next person and you leave the waitlist.'),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Keep the offer' }));
    expect(server.callsTo(`POST /api/signups/${SIGNUP}/decline`)).toHaveLength(0);

    await user.click(offer.getByRole('button', { name: 'Decline the place at Friday Mix-in' }));
    await user.click(dialog().getByRole('button', { name: 'Decline' }));
    expect(await toasts().findByText('You declined the place at Friday Mix-in.')).toBeInTheDocument();
    expect(server.callsTo(`POST /api/signups/${SIGNUP}/decline`)).toHaveLength(1);
  });

  it('says when the time to answer ran out', async () => {
    const event = offered(new Date(Date.now() - 1000).toISOString());
    renderPage(`/events/${event.id}`, { api: { [`GET /api/events/${event.id}`]: one(event) } });
    expect(await screen.findByRole('heading', { name: 'This offer has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept the place/ })).not.toBeInTheDocument();
  });

  it('offers a free place close to the start to whoever takes it first, and says when it went', async () => {
    const user = userEvent.setup();
    const event = waitlisted({ start_time: clubIn(90), end_time: clubIn(210), signup_count: 7 });
    renderPage(`/events/${event.id}`, {
      api: {
        [`GET /api/events/${event.id}`]: one(event),
        [`POST /api/signups/${SIGNUP}/accept`]: apiError(409, 'This place has been taken'),
      },
    });
    const free = within(await screen.findByRole('region', { name: 'A place is free' }));
    await user.click(free.getByRole('button', { name: 'Take the place' }));
    expect(await free.findByRole('alert')).toHaveTextContent('This place has been taken');
  });

  it('is still on the waitlist from 30 minutes before the start, and did not get a place after it', async () => {
    const soon = waitlisted({ start_time: clubIn(20), end_time: clubIn(140), signup_count: 7 });
    const { unmount } = renderPage(`/events/${soon.id}`, {
      api: { [`GET /api/events/${soon.id}`]: one(soon) },
    });
    expect(await screen.findByText('Still on the waitlist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the place' })).not.toBeInTheDocument();
    unmount();

    const started = waitlisted({ start_time: clubIn(-10), end_time: clubIn(110) });
    renderPage(`/events/${started.id}`, { api: { [`GET /api/events/${started.id}`]: one(started) } });
    expect(await screen.findByText('Did not get a place')).toBeInTheDocument();
  });
});

describe('My Sign-ups: the waitlist', () => {
  it('shows the place in line and an offer on their cards', async () => {
    renderPage('/my-signups', {
      api: {
        'GET /api/signups': {
          body: {
            data: [
              makeSignup({ event_name: 'Monday Ladder', status: 'waitlisted', waitlist_position: 2 }),
              makeSignup({
                id: SIGNUP,
                event_name: 'Friday Mix-in',
                status: 'offered',
                offer_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
              }),
            ],
          },
        },
      },
    });
    const ladder = within(await screen.findByRole('article', { name: 'Monday Ladder' }));
    expect(ladder.getByText('You are number 2 on the waitlist')).toBeInTheDocument();
    const mix = within(screen.getByRole('article', { name: 'Friday Mix-in' }));
    expect(mix.getByRole('region', { name: 'A place is free for you' })).toBeInTheDocument();
    expect(mix.getByRole('button', { name: 'Accept the place at Friday Mix-in' })).toBeEnabled();
  });
});
