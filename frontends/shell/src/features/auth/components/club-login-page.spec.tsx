import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, never } from '@/test/fetch-mock';
import { session } from '@/test/fixtures';
import { locationOf, renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';
import { enter } from '@courtside/test-support/user-input';

const SENT = 'If that address can sign in here, a magic link is on its way. Check your email.';

async function requestLink(reply: Parameters<typeof mockFetch>[0][string], state?: unknown) {
  const fetchMock = mockFetch({
    'POST /api/auth/verify': session.signedOut(),
    'POST /api/auth/magic-link': reply,
  });
  const app = renderApp('/login', { state });
  await enter(app.user, await screen.findByLabelText(en('common.email')), 'member@riverside.test');
  await app.user.click(screen.getByRole('button', { name: en('login.submit') }));
  return { ...app, fetchMock };
}

describe('club login page', () => {
  beforeEach(() => localStorage.clear());

  it('names the club, explains the magic link and requires an e-mail address', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: en('login.heading', { place: 'Riverside Tennis Club' }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(en('login.explanation'))).toBeInTheDocument();
    const email = screen.getByLabelText(en('common.email'));
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it('falls back to the product name with no club', async () => {
    mockFetch({ 'POST /api/auth/verify': session.apex() });
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: en('login.heading', { place: en('productName') }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(en('login.noClubHint'))).toBeInTheDocument();
  });

  it("posts the address and shows the server's message in the success line", async () => {
    const { fetchMock } = await requestLink((body) => ({
      body: { success: true, message: SENT, received: body },
    }));
    expect(await screen.findByText(SENT)).toHaveClass('cs-text-success');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/magic-link');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'member@riverside.test' });
    expect(screen.queryByRole('button', { name: en('common.openTempLink') })).not.toBeInTheDocument();
  });

  it("reads 'Sending...' while the request is on its way", async () => {
    await requestLink(never);
    expect(screen.getByRole('button', { name: en('common.sending') })).toBeDisabled();
  });

  it('opens the TEMP link of test mode inside the app, keeping the origin', async () => {
    const { user, location } = await requestLink(
      { body: { success: true, message: SENT, TEMP: 'http://localhost/auth/verify?token=abc' } },
      { from: { pathname: '/my-signups' } },
    );
    await user.click(await screen.findByRole('button', { name: en('common.openTempLink') }));
    await waitFor(() => expect(locationOf(location).pathname).toBe('/auth/verify'));
    expect(locationOf(location).search).toBe('?token=abc');
    expect(locationOf(location).state).toEqual({ from: { pathname: '/my-signups' } });
  });

  it("shows the server's error text in the error line", async () => {
    await requestLink({
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many login link requests, please try again later',
      },
    });
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Too many login link requests, please try again later',
    );
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it("says 'Failed to request magic link' when the reply has no text", async () => {
    await requestLink({ status: 502 });
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(en('login.failed'));
  });

  it("says 'Failed to request magic link' when the server cannot be reached", async () => {
    await requestLink(new TypeError('Failed to fetch'));
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(en('login.failed'));
  });
});
