import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClubUser, makeEvent } from '@/test/fixtures';
import { renderPage } from '@/test/render-page';

const event = makeEvent({ name: 'Club Night' });
const ATTENDANCE = `GET /api/events/${event.id}/attendance`;
const MARK = `POST /api/events/${event.id}/attendance`;
const ann = { signup_id: 's-1', user_id: 'u-1', name: 'Ann Early', status: 'unknown' };
const bob = { signup_id: 's-2', user_id: 'u-2', name: 'Bob Later', status: 'present' };
const lia = { signup_id: null, user_id: 'u-3', name: 'Lia Late', status: 'late_cancel' };
const wanda = makeClubUser({ name: 'Wanda Walk-in', email: 'wanda@riverside.test' });

function renderAttendance() {
  return renderPage(`/events/${event.id}/attendance`, {
    as: 'cluborganiser',
    api: {
      [`GET /api/events/${event.id}`]: { body: { data: event } },
      [ATTENDANCE]: { body: { data: [ann, bob, lia] } },
      [MARK]: ({ body }) => ({ body: { data: { ...ann, status: (body as { status: string }).status } } }),
      [`GET /api/club-users?q=wan&user_type=clubsuperadmin&user_type=clubadmin&user_type=cluborganiser&user_type=clubmember&limit=50`]:
        { body: { data: [wanda] } },
    },
  });
}

describe('Event attendance page', () => {
  it('shows each player with big here / not here buttons and marks one present', async () => {
    const user = userEvent.setup();
    const { server } = renderAttendance();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attendance: Club Night' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 2 here')).toBeInTheDocument();
    const annButtons = screen.getByRole('group', { name: 'Ann Early' });
    expect(within(annButtons).getByRole('button', { name: 'Here' })).toHaveAttribute('aria-pressed', 'false');
    const bobButtons = screen.getByRole('group', { name: 'Bob Later' });
    expect(within(bobButtons).getByRole('button', { name: 'Here' })).toHaveAttribute('aria-pressed', 'true');
    // A late cancellation is listed, not marked.
    expect(screen.getByText('Cancelled late')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lia Late' })).not.toBeInTheDocument();

    await user.click(within(annButtons).getByRole('button', { name: 'Not here' }));
    await waitFor(() => expect(server.callsTo(MARK)).toHaveLength(1));
    expect(server.callsTo(MARK)[0].body).toEqual({ user_id: 'u-1', status: 'absent' });
  });

  it('adds a walk-in found among the members, checked in at once', async () => {
    const user = userEvent.setup();
    const { server } = renderAttendance();
    await user.type(await screen.findByLabelText('Find a member by name or e-mail'), 'wan');
    await user.click(await screen.findByRole('button', { name: 'Add and check in' }));
    await waitFor(() => expect(server.callsTo(MARK)).toHaveLength(1));
    expect(server.callsTo(MARK)[0].body).toEqual({ user_id: wanda.id, status: 'present' });
  });
});
