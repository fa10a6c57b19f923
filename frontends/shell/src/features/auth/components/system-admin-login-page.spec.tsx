import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, never } from '@/test/fetch-mock';
import { session } from '@/test/fixtures';
import { locationOf, renderApp } from '@/test/render-app';
import { COMMON_TEXT, SYSTEM_LOGIN_TEXT } from '@/texts';

/** Toasts are alerts too: the form's own lines are in the content area. */
const main = () => within(screen.getByRole('main'));

const SENT = 'If that address belongs to a system user, a magic link is on its way. Check your email.';

async function requestLink(reply: Parameters<typeof mockFetch>[0][string], path = '/system-admin-login') {
  mockFetch({
    'POST /api/auth/verify': session.apex(),
    'POST /api/auth/system-admin-magic-link': reply,
    'POST /api/auth/system-admin-verify-magic-link': {
      status: 401,
      body: { success: false, error: 'Invalid or expired magic link' },
    },
  });
  const app = renderApp(path);
  await app.user.type(await screen.findByLabelText(COMMON_TEXT.email), 'sysadmin@courtside.test');
  await app.user.click(screen.getByRole('button', { name: SYSTEM_LOGIN_TEXT.submit }));
  return app;
}

describe('system admin login page', () => {
  it.each(['/system-admin-login', '/auth/system-admin-login'])('is served at %s', async (path) => {
    mockFetch({ 'POST /api/auth/verify': session.apex() });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: SYSTEM_LOGIN_TEXT.title })).toBeInTheDocument();
    expect(screen.getByLabelText(COMMON_TEXT.email)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: SYSTEM_LOGIN_TEXT.submit })).toBeEnabled();
  });

  it("reads 'Sending...' while busy", async () => {
    await requestLink(never);
    expect(screen.getByRole('button', { name: COMMON_TEXT.sending })).toBeDisabled();
  });

  it("shows the server's message, and the TEMP link in test mode", async () => {
    const { user, location } = await requestLink({
      body: { message: SENT, TEMP: 'http://localhost/auth/system-admin-verify?token=sys' },
    });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COMMON_TEXT.openTempLink }));
    await waitFor(() => expect(locationOf(location).pathname).toBe('/auth/system-admin-verify'));
  });

  it("shows the server's error, else 'An error occurred'", async () => {
    await requestLink({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Invalid email address' },
    });
    expect(await main().findByRole('alert')).toHaveTextContent('Invalid email address');
  });

  it("says 'An error occurred' when the reply has no text", async () => {
    await requestLink({ status: 500 });
    expect(await main().findByRole('alert')).toHaveTextContent(SYSTEM_LOGIN_TEXT.failed);
  });

  it('reports an unreachable server inline and as a toast', async () => {
    await requestLink(new TypeError('Failed to fetch'));
    expect(await main().findByRole('alert')).toHaveTextContent(SYSTEM_LOGIN_TEXT.networkError);
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText(SYSTEM_LOGIN_TEXT.networkError),
    ).toBeInTheDocument();
  });
});
