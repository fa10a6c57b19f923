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

const admin = userOf('systemadmin', 'sysadmin@courtside.test');
const VERIFY = 'POST /api/auth/system-admin-verify-magic-link';

function server(reply: Reply) {
  let verified = false;
  return mockFetch({
    'POST /api/auth/verify': () => (verified ? session.signedIn(admin, null) : session.apex()),
    'GET /api/clubs': { body: { data: [] } },
    [VERIFY]: () => {
      verified = reply.status === undefined;
      return reply;
    },
  });
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('system admin verify page', () => {
  it("says 'Error: No token found.' without a token", async () => {
    const fetchMock = server({ body: { success: true } });
    renderApp('/auth/system-admin-verify');
    expect(await screen.findByText(en('systemVerify.noToken'))).toBeInTheDocument();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);
  });

  it('verifies once, toasts the success, refreshes the session and opens the console', async () => {
    const fetchMock = server({ body: { success: true, user: admin } });
    const { location } = renderApp('/auth/system-admin-verify?token=sys-1', { strict: true });
    expect(await notifications().findByText(en('systemVerify.success'))).toBeInTheDocument();
    expect(await screen.findByText('Remote page system-admin/SystemAdminPage')).toBeInTheDocument();
    expect(locationOf(location).pathname).toBe('/system-admin');
    expect(await screen.findByText('sysadmin@courtside.test')).toBeInTheDocument();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(1);
  });

  it("shows 'Verification failed: {reason}' and a 'Login failed' toast", async () => {
    server({
      status: 401,
      body: {
        success: false,
        error: 'Invalid or expired magic link',
        message: 'Invalid or expired magic link',
      },
    });
    renderApp('/auth/system-admin-verify?token=sys-2');
    expect(
      await screen.findByText(en('systemVerify.failed', { reason: 'Invalid or expired magic link' })),
    ).toBeInTheDocument();
    expect(
      notifications().getByText(
        en('systemVerify.loginFailedToast', { reason: 'Invalid or expired magic link' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('common.backToLogin') })).toHaveAttribute(
      'href',
      '/system-admin-login',
    );
    expect(screen.getByRole('button', { name: en('common:tryAgain') })).toBeInTheDocument();
  });

  it("falls back to 'Unknown error'", async () => {
    server({ status: 500 });
    renderApp('/auth/system-admin-verify?token=sys-3');
    await waitFor(() =>
      expect(
        screen.getByText(en('systemVerify.failed', { reason: en('systemVerify.unknownError') })),
      ).toBeInTheDocument(),
    );
  });
});
