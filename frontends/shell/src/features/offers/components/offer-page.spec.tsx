import { applyLocale, rememberLocale } from '@courtside/core';
import { cleanup, screen, within } from '@testing-library/react';
import { callsTo, mockFetch, type Reply } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const TOKEN = 'oF3r_-xyz';
const URL = `/api/offers/${TOKEN}`;
const EVENT = {
  id: 'e0000000-0000-4000-8000-000000000042',
  name: 'Friday Mix-in',
  start_time: '2031-06-06T19:00:00',
  end_time: '2031-06-06T21:00:00',
  location: 'Courts 1-4',
};
const offer = (status: string, expiresAt: string | null = null): Reply => ({
  body: { data: { event: EVENT, status, offer_expires_at: expiresAt } },
});
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const refused = (message: string): Reply => ({
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message },
});

describe('the offer page', () => {
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await applyLocale('en');
  });

  it('shows the offer and takes the place only when Accept is pressed (no session needed)', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: offer('offered', inHours(1.5)),
      [`POST ${URL}/accept`]: { body: { data: {} } },
    });
    const { user } = renderApp(`/offers/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A place is yours if you want it' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Friday Mix-in')).toBeInTheDocument();
    expect(screen.getByText('Fri, 6 Jun 2031, 19:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('Courts 1-4')).toBeInTheDocument();
    expect(screen.getByText(/^Answer by /)).toBeInTheDocument();
    expect(screen.getByText(/^1 h (30|29) min left$/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${URL}/accept`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept the place' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have a place' })).toBeInTheDocument();
    expect(screen.getByText("You're in: you have a place at Friday Mix-in.")).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${URL}/accept`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log in to see your sign-ups' })).toHaveAttribute(
      'href',
      '/my-signups',
    );
  });

  it('asks before declining, then says the place goes on', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('clubmember')),
      [`GET ${URL}`]: offer('offered', inHours(20)),
      [`POST ${URL}/decline`]: { body: { data: {} } },
    });
    const { user } = renderApp(`/offers/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('The place at Friday Mix-in goes to the next person and you leave the waitlist.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    expect(callsTo(fetchMock, `POST ${URL}/decline`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('You declined the place at Friday Mix-in. It goes to the next person.'),
    ).toBeInTheDocument();
    // The header's link and the page's own.
    expect(screen.getAllByRole('link', { name: 'My Sign-ups' })).toHaveLength(2);
  });

  it("shows the server's reason when the place went to someone else", async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: offer('waitlisted'),
      [`POST ${URL}/accept`]: refused('This place has been taken'),
    });
    const { user } = renderApp(`/offers/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'A place is free' })).toBeInTheDocument();
    expect(screen.getByText(/the first to accept gets it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the place' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The place could not be given to you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This place has been taken');
  });

  it('says when the offer ended, was answered, or the link does not work', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut(), [`GET ${URL}`]: offer('offer_ended') });
    renderApp(`/offers/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer has ended' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the place' })).not.toBeInTheDocument();
    cleanup();

    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: offer('offered', inHours(-0.1)),
    });
    renderApp(`/offers/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer has ended' }),
    ).toBeInTheDocument();
    cleanup();

    mockFetch({ 'POST /api/auth/verify': session.signedOut(), [`GET ${URL}`]: offer('confirmed') });
    renderApp(`/offers/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You already have a place' }),
    ).toBeInTheDocument();
    cleanup();

    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This offer link is not valid' },
      },
    });
    renderApp(`/offers/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This offer link is not valid');
  });

  it('speaks Dutch to a Dutch reader', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut(), [`GET ${URL}`]: offer('offered', inHours(3)) });
    rememberLocale('nl');
    renderApp(`/offers/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Er is een plek voor je als je wilt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plek aannemen' })).toBeInTheDocument();
    expect(screen.getByText(/^Antwoord vóór /)).toBeInTheDocument();
  });
});
