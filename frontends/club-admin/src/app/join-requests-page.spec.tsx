import type { JoinRequest } from '@courtside/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@courtside/test-support/mock-api';
import { never } from '@courtside/test-support/render-page';
import { renderPage } from '@/test/render-page';

const LIST = 'GET /api/club/join-requests';

function request(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    id: 'j0000000-0000-4000-8000-000000000001',
    user_id: 'u0000000-0000-4000-8000-000000000009',
    email: 'noor@example.test',
    name: 'Noor Bakker',
    member_number: '12345678',
    phone: '+31 6 1234 5678',
    message: 'I played at my old club.\nHappy to help.',
    status: 'pending',
    user_type: null,
    reason: null,
    created_at: '2031-06-04T13:05:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

describe('Join requests', () => {
  it('lists who is waiting, with what they told the club', async () => {
    renderPage('/join-requests', { api: { [LIST]: { body: { data: [request()] } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join requests' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Noor Bakker' }));
    expect(card.getByText('noor@example.test')).toBeInTheDocument();
    expect(card.getByText('12345678')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '+31 6 1234 5678' })).toHaveAttribute('href', 'tel:+31612345678');
    expect(card.getByText(/I played at my old club/)).toBeInTheDocument();
  });

  it('shows a loading state, an empty one and an error', async () => {
    const { unmount } = renderPage('/join-requests', { api: { [LIST]: never } });
    expect(await screen.findByRole('status', { name: 'Loading join requests' })).toBeInTheDocument();
    unmount();
    const empty = renderPage('/join-requests');
    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
    empty.unmount();
    renderPage('/join-requests', { api: { [LIST]: apiError(500, 'Something went wrong') } });
    expect(
      await screen.findByText('Join requests could not be loaded: Something went wrong'),
    ).toBeInTheDocument();
  });

  it('approves as a member or a guest', async () => {
    const user = userEvent.setup();
    let waiting = [request(), request({ id: 'j0000000-0000-4000-8000-000000000002', name: 'Gijs Gast' })];
    const { server: api } = renderPage('/join-requests', {
      api: {
        [LIST]: () => ({ body: { data: waiting } }),
        'POST /api/club/join-requests/j0000000-0000-4000-8000-000000000001/approve': () => {
          waiting = waiting.slice(1);
          return { body: { data: request({ status: 'approved', user_type: 'clubmember' }) } };
        },
        'POST /api/club/join-requests/j0000000-0000-4000-8000-000000000002/approve': () => {
          waiting = [];
          return { body: { data: request({ status: 'approved', user_type: 'clubguest' }) } };
        },
        'GET /api/club-users': { body: { data: [] } },
      },
    });
    const noor = within(await screen.findByRole('article', { name: 'Noor Bakker' }));
    await user.click(noor.getByRole('button', { name: 'Approve as member' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Noor Bakker' })).not.toBeInTheDocument(),
    );
    const gijs = within(screen.getByRole('article', { name: 'Gijs Gast' }));
    await user.click(gijs.getByRole('button', { name: 'Approve as guest' }));
    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/club/join-requests/j0000000-0000-4000-8000-000000000001/approve')[0].body,
    ).toEqual({ user_type: 'clubmember' });
    expect(
      api.callsTo('POST /api/club/join-requests/j0000000-0000-4000-8000-000000000002/approve')[0].body,
    ).toEqual({ user_type: 'clubguest' });
  });

  it('declines with an optional reason, refusing one that is too long before sending', async () => {
    const user = userEvent.setup();
    const DECLINE = 'POST /api/club/join-requests/j0000000-0000-4000-8000-000000000001/decline';
    const { server: api } = renderPage('/join-requests', {
      api: {
        [LIST]: { body: { data: [request()] } },
        [DECLINE]: { body: { data: request({ status: 'declined', reason: 'Full' }) } },
        'GET /api/club-users': { body: { data: [] } },
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Noor Bakker' }));
    await user.click(card.getByRole('button', { name: 'Decline' }));
    const reason = card.getByLabelText(/^Reason/);
    await user.click(reason);
    await user.paste('x'.repeat(301));
    expect(card.getByText('The reason can be at most 300 characters')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Decline request' })).toBeDisabled();
    await user.clear(reason);
    await user.type(reason, '  We are full this season. ');
    await user.click(card.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(api.callsTo(DECLINE)).toHaveLength(1));
    expect(api.callsTo(DECLINE)[0].body).toEqual({ reason: 'We are full this season.' });
  });

  it('is a tab of club administration for user managers, counting those waiting', async () => {
    renderPage('/club-admin?tab=requests', {
      api: { [LIST]: { body: { data: [request()] } }, 'GET /api/club-users': { body: { data: [] } } },
    });
    const tab = await screen.findByRole('tab', { name: 'Join requests (1)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });
});
