import { applyLocale, rememberLocale } from '@courtside/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, never } from '@/test/fetch-mock';
import { riverside, session } from '@/test/fixtures';
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

  describe("on a club's host", () => {
    afterEach(async () => {
      cleanup();
      await applyLocale('en');
    });

    it("says that club staff log in through Login, and links to the club's login page", async () => {
      mockFetch({ 'POST /api/auth/verify': session.signedOut() });
      const { user, location } = renderApp('/system-admin-login');
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(
        `Staff of ${riverside.name} (club admins and organisers) do not log in here: they log in through Login`,
      );
      // System staff may still ask for their link here.
      expect(screen.getByRole('button', { name: en('systemLogin.submit') })).toBeEnabled();
      await user.click(within(note).getByRole('link', { name: `Go to the login page of ${riverside.name}` }));
      await waitFor(() => expect(locationOf(location).pathname).toBe('/login'));
    });

    it('says it in Dutch for a Dutch reader', async () => {
      rememberLocale('nl');
      mockFetch({ 'POST /api/auth/verify': session.signedOut() });
      renderApp('/auth/system-admin-login');
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(`Medewerkers van ${riverside.name}`);
      expect(note).toHaveTextContent('loggen in via Inloggen');
      expect(
        within(note).getByRole('link', { name: `Naar de inlogpagina van ${riverside.name}` }),
      ).toHaveAttribute('href', '/login');
    });

    it('says nothing of the kind on the apex host', async () => {
      mockFetch({ 'POST /api/auth/verify': session.apex() });
      renderApp('/system-admin-login');
      expect(await screen.findByRole('heading', { name: en('systemLogin.title') })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });
  });
});
