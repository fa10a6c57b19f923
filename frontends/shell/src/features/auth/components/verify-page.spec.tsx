import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, type Reply } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { locationOf, renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';

jest.mock('@/app/remotes/remote-registry', () =>
  jest
    .requireActual<typeof import('@/test/remote-registry-mock')>('@/test/remote-registry-mock')
    .remoteRegistryMock(),
);

const member = userOf('clubmember');
const VERIFY = 'POST /api/auth/verify-magic-link';
const rejected: Reply = {
  status: 401,
  body: { success: false, error: 'Invalid or expired magic link', message: 'Invalid or expired magic link' },
};

/**
 * The session is signed out until the link has been verified. `held`, when given, keeps the
 * verification's answer back until it resolves (to see the page while it waits).
 */
function server(replies: Reply[], held?: Promise<void>) {
  let verified = false;
  const fetchMock = mockFetch({
    'POST /api/auth/verify': () => (verified ? session.signedIn(member) : session.signedOut()),
    [VERIFY]: async () => {
      await held;
      const reply = replies.shift() ?? rejected;
      verified ||= reply.status === undefined;
      return reply;
    },
  });
  return fetchMock;
}

describe('club verify page', () => {
  beforeEach(() => localStorage.clear());

  it('says so when the link has no token', async () => {
    const fetchMock = server([]);
    renderApp('/auth/verify');
    expect(await screen.findByText(en('verify.noToken'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('common.backToLogin') })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);
  });

  it('verifies once (even under StrictMode), refreshes the session and goes to /events', async () => {
    let answer = () => {};
    const fetchMock = server(
      [{ body: { success: true, user: member } }],
      new Promise<void>((resolve) => (answer = resolve)),
    );
    const { location } = renderApp('/auth/verify?token=tok-1', { strict: true });
    expect(await screen.findByText(en('verify.verifying'))).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Remote page member/EventsPage')).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/events');
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fetchMock, VERIFY)[0][1].body))).toEqual({ token: 'tok-1' });
  });

  it('goes back to the page the guard came from', async () => {
    server([{ body: { success: true, user: member } }]);
    const { location } = renderApp('/auth/verify?token=tok-2', {
      state: { from: { pathname: '/my-signups' } },
    });
    expect(await screen.findByText('Remote page member/MySignupsPage')).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/my-signups');
  });

  it('uses the origin remembered by the login page when the link opened in a new tab', async () => {
    localStorage.setItem('courtside.loginOrigin', JSON.stringify({ path: '/events/9/edit', at: Date.now() }));
    server([{ body: { success: true, user: member } }]);
    const { location } = renderApp('/auth/verify?token=tok-3');
    expect(await screen.findByText('Remote page member/EditEventPage')).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/events/9/edit');
    expect(localStorage.getItem('courtside.loginOrigin')).toBeNull();
  });

  it("shows the server's reason with Back to Login, and may try again", async () => {
    const fetchMock = server([rejected, { body: { success: true, user: member } }]);
    const { user, location } = renderApp('/auth/verify?token=tok-4');
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Invalid or expired magic link',
    );
    expect(screen.getByRole('link', { name: en('common.backToLogin') })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: en('common:tryAgain') }));
    await waitFor(() => expect(locationOf(location).pathname).toBe('/events'));
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(2);
  });

  it("says 'Magic link verification failed' when the reply has no reason", async () => {
    server([{ status: 500 }]);
    renderApp('/auth/verify?token=tok-5');
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(en('verify.failed'));
  });
});
