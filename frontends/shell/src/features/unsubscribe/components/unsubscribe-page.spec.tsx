import { applyLocale, rememberLocale } from '@courtside/core';
import { cleanup, screen, within } from '@testing-library/react';
import { callsTo, mockFetch, never, type Reply } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const TOKEN = 'tK3n_-abc';
const URL = `/api/notifications/unsubscribe?token=${TOKEN}`;
const link = (subscribed = true, kind = 'reminder'): Reply => ({
  body: {
    data: { kind, club_name: 'Riverside Tennis Club', email: 'm•••@riverside.test', subscribed },
  },
});

describe('the unsubscribe page', () => {
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await applyLocale('en');
  });

  it('asks first, and switches that kind off only when confirmed (no session needed)', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: link(),
      [`POST ${URL}`]: link(false),
    });
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(
      screen.getByText('Stop reminder e-mails from Riverside Tennis Club to m•••@riverside.test?'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${URL}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `POST ${URL}`)[0];
    expect(init.body).toBeUndefined();
    const status = within(screen.getByRole('status'));
    expect(
      status.getByText(
        "You won't get reminder e-mails from Riverside Tennis Club at m•••@riverside.test any more.",
      ),
    ).toBeInTheDocument();
    expect(
      status.getByText(
        'Changed your mind? Switch them back on in your notification settings (you log in first).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('names each kind of mail in plain words', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut(), [`GET ${URL}`]: link(true, 'draw_published') });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByText('Stop mix-in draw e-mails from Riverside Tennis Club to m•••@riverside.test?'),
    ).toBeInTheDocument();
  });

  it('says when that kind is off already, and offers the settings to a signed-in member', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('clubmember')),
      [`GET ${URL}`]: link(false, 'event_changed'),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Already unsubscribed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing to do: event change e-mails from Riverside Tennis Club to m•••@riverside.test are already off.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Changed your mind? Switch them back on in your notification settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says clearly when the link is not valid, or not complete', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This unsubscribe link is not valid' },
      },
    });
    const invalid = renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    invalid.unmount();

    const fetchMock = mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is incomplete. Open it from the e-mail again.',
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('unsubscribe'))).toHaveLength(0);
  });

  it('shows its progress, and a failed confirmation in a toast', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: never,
    });
    const loading = renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText('Reading your unsubscribe link...')).toBeInTheDocument();
    loading.unmount();

    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: link(),
      [`POST ${URL}`]: { status: 503, body: { message: 'Service unavailable' } },
    });
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Could not unsubscribe: Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('asks in Dutch for a Dutch reader', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: link(),
    });
    // Chosen on this device: the page needs no session, so nobody's membership says it.
    rememberLocale('nl');
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Wil je geen herinneringen meer van Riverside Tennis Club op m•••@riverside.test?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afmelden' })).toBeInTheDocument();
  });
});
