import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, never } from '@/test/fetch-mock';
import { session } from '@/test/fixtures';
import { locationOf, renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';
import { enter } from '@courtside/test-support/user-input';

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
  await enter(app.user, await screen.findByLabelText(en('common.email')), 'sysadmin@courtside.test');
  await app.user.click(screen.getByRole('button', { name: en('systemLogin.submit') }));
  return app;
}

describe('system admin login page', () => {
  it.each(['/system-admin-login', '/auth/system-admin-login'])('is served at %s', async (path) => {
    mockFetch({ 'POST /api/auth/verify': session.apex() });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: en('systemLogin.title') })).toBeInTheDocument();
    expect(screen.getByLabelText(en('common.email'))).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: en('systemLogin.submit') })).toBeEnabled();
  });

  it("reads 'Sending...' while busy", async () => {
    await requestLink(never);
    expect(screen.getByRole('button', { name: en('common.sending') })).toBeDisabled();
  });

  it("shows the server's message, and the TEMP link in test mode", async () => {
    const { user, location } = await requestLink({
      body: { message: SENT, TEMP: 'http://localhost/auth/system-admin-verify?token=sys' },
    });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en('common.openTempLink') }));
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
    expect(await main().findByRole('alert')).toHaveTextContent(en('systemLogin.failed'));
  });

  it('reports an unreachable server inline and as a toast', async () => {
    await requestLink(new TypeError('Failed to fetch'));
    expect(await main().findByRole('alert')).toHaveTextContent(en('systemLogin.networkError'));
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText(en('systemLogin.networkError')),
    ).toBeInTheDocument();
  });
});
