import type { AuthUser } from '@courtside/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, never } from '@/test/fetch-mock';
import { riverside, session, userOf } from '@/test/fixtures';
import { en } from '@/test/i18n';
import { locationOf, renderApp } from '@/test/render-app';

jest.mock('@/app/remotes/remote-registry', () =>
  jest
    .requireActual<typeof import('@/test/remote-registry-mock')>('@/test/remote-registry-mock')
    .remoteRegistryMock(),
);

/** Signed in at Riverside with no membership: a pending joiner (API.md section 12). */
const joiner: AuthUser = { ...userOf('clubmember', 'new@example.test'), user_type: null, permissions: [] };
const ASK = 'POST /api/club/join-requests';
const WITHDRAW = 'DELETE /api/me/join-request';

/** The session check with the joiner's request as the server has it now. */
function joinerServer(initial: { status: 'pending' | 'declined'; created_at: string } | null) {
  let request = initial;
  return mockFetch({
    'POST /api/auth/verify': () => ({
      body: { authenticated: true, user: joiner, club: riverside, renewed: false, join_request: request },
    }),
    [ASK]: (body) => {
      if (!(body as { name?: string }).name)
        return {
          status: 400,
          body: { message: 'Validation failed', errors: { name: 'Please give your name' } },
        };
      request = { status: 'pending', created_at: '2031-03-01T10:00:00.000Z' };
      return { status: 201, body: { data: request } };
    },
    [WITHDRAW]: () => {
      const withdrawn = request;
      request = null;
      return { body: { data: withdrawn } };
    },
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('asking to join (/join)', () => {
  it('sends a pending joiner from a member page to the join form', async () => {
    joinerServer(null);
    const { location } = renderApp('/events');
    expect(
      await screen.findByRole('heading', { name: en('join.heading', { place: riverside.name }) }),
    ).toBeVisible();
    expect(locationOf(location).pathname).toBe('/join');
    // No member links in the header for someone who is not a member yet.
    expect(screen.queryByRole('link', { name: en('header.events') })).not.toBeInTheDocument();
  });

  it('shows the field errors the server gives, then the waiting page once sent', async () => {
    const fetchMock = joinerServer(null);
    renderApp('/join');
    await screen.findByRole('heading', { name: en('join.heading', { place: riverside.name }) });
    fireEvent.click(screen.getByRole('button', { name: en('join.submit') }));
    expect(await screen.findByText('Please give your name')).toBeVisible();

    fireEvent.change(field(en('join.name')), { target: { value: '  Noor Bakker ' } });
    fireEvent.change(field(en('join.phone')), { target: { value: '+31 6 1234 5678' } });
    fireEvent.change(field(en('join.message')), { target: { value: 'Hello\nclub' } });
    fireEvent.click(screen.getByRole('button', { name: en('join.submit') }));
    expect(await screen.findByRole('heading', { name: en('join.waitingHeading') })).toBeVisible();
    expect(screen.getByText(en('join.waitingSince', { date: '1 March 2031' }))).toBeVisible();
    const [, init] = callsTo(fetchMock, ASK).at(-1)!;
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Noor Bakker',
      phone: '+31 6 1234 5678',
      message: 'Hello\nclub',
    });
  });

  it('withdraws a waiting request after asking, back to the form', async () => {
    const fetchMock = joinerServer({ status: 'pending', created_at: '2031-03-01T10:00:00.000Z' });
    renderApp('/join');
    fireEvent.click(await screen.findByRole('button', { name: en('join.withdraw') }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(en('join.withdrawConfirm'))).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: en('join.withdraw') }));
    await waitFor(() => expect(callsTo(fetchMock, WITHDRAW)).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { name: en('join.heading', { place: riverside.name }) }),
    ).toBeVisible();
  });

  it('says an earlier request was declined, above the form', async () => {
    joinerServer({ status: 'declined', created_at: '2031-02-01T10:00:00.000Z' });
    renderApp('/join');
    expect(await screen.findByText(en('join.declinedNote'))).toBeVisible();
    expect(screen.getByRole('button', { name: en('join.submit') })).toBeVisible();
  });

  it('sends members on to the events and the signed out to the login', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubmember')), 'GET /api/events': never });
    const member = renderApp('/join');
    await waitFor(() => expect(locationOf(member.location).pathname).toBe('/events'));
    member.unmount();
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    const stranger = renderApp('/join');
    await waitFor(() => expect(locationOf(stranger.location).pathname).toBe('/login'));
  });
});
