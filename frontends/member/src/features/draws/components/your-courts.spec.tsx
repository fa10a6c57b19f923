import type { EventDraw } from '@courtside/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { FORMER_MEMBER_LABEL, HIDDEN_NAME_LABEL, type UserType } from '@courtside/domain';
import { renderHosted } from '@courtside/test-support/render-page';
import { makeEvent, sessionOf, userOf } from '@/test/fixtures';
import { YourCourts } from './your-courts';

const me = userOf('clubmember').id;
const [ann, ben, cleo, dan, eve] = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve'].map((name, i) => ({
  user_id: `a0000000-0000-4000-8000-00000000000${i + 1}`,
  name: `${name} Smith`,
}));
const event = makeEvent({ start_time: '2031-06-04T19:00:00', end_time: '2031-06-04T21:00:00' });

/** Me and five others on two courts... of which one is used: two rounds, I sit out the second. */
const draw = (overrides: Partial<EventDraw> = {}): EventDraw => ({
  event_id: event.id,
  seed: 1,
  algorithm_version: 'mixin-2',
  published_at: '2031-06-02T09:00:00Z',
  stale: false,
  courts: ['Court 1', 'Court 2'],
  round_minutes: 20,
  rounds: [
    {
      round: 1,
      matches: [{ court: 'Court 2', team_a: [me, ann.user_id], team_b: [ben.user_id, cleo.user_id] }],
      sitting_out: [dan.user_id],
    },
    {
      round: 2,
      matches: [
        { court: 'Court 1', team_a: [ann.user_id, dan.user_id], team_b: [ben.user_id, cleo.user_id] },
      ],
      sitting_out: [me],
    },
  ],
  players: [{ user_id: me, name: 'Max Miller' }, ann, ben, cleo, dan],
  metrics: {
    partner_repeats: 0,
    max_opponent_meetings: 2,
    sit_out_min: 0,
    sit_out_max: 1,
    consecutive_sit_outs: 0,
    mean_court_spread: 1,
    mean_team_imbalance: 0.5,
    lower_bounds: { partner_repeats: 0, max_opponent_meetings: 1, sit_out_spread: 1 },
    partner_opponent_gap: { mean_abs: 0.4, max: 1 },
  },
  created_at: '2031-06-01T10:00:00Z',
  updated_at: '2031-06-02T09:00:00Z',
  ...overrides,
});

function renderCourts(
  answer: unknown,
  { as = 'clubmember' as UserType, status = 200, locale = null as 'nl' | null } = {},
) {
  return renderHosted(
    `/events/${event.id}`,
    <Route path="/events/:id" element={<YourCourts eventId={event.id} />} />,
    {
      session: { body: { ...sessionOf(as), user: { ...userOf(as), locale } } },
      api: {
        [`GET /api/events/${event.id}`]: { body: { data: event } },
        [`GET /api/events/${event.id}/draw`]: {
          status,
          body:
            status === 200
              ? { data: answer }
              : { statusCode: status, message: 'No draw has been made for this event yet' },
        },
      },
    },
  );
}

describe('Your courts', () => {
  it("shows a player's round, court, partner and opponents of the published draw", async () => {
    const user = userEvent.setup();
    renderCourts(draw());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your courts' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your rounds' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'RoundCourtPartnerOpponents',
      'Round 1 19:00Court 2Ann SmithBen Smith and Cleo Smith',
      'Round 2 19:20You sit out––',
    ]);
    await user.click(screen.getByText('All courts'));
    const all = screen.getByRole('table', { name: 'Draw: rounds and courts' });
    expect(within(all).getAllByRole('row')[2]).toHaveTextContent(
      'Ann Smith & Dan Smith vs Ben Smith & Cleo Smith',
    );
  });

  it("shows the API's labels for people it does not name in the reader's language", async () => {
    const user = userEvent.setup();
    const hidden = { ...ann, name: HIDDEN_NAME_LABEL };
    const former = { ...ben, name: FORMER_MEMBER_LABEL };
    renderCourts(draw({ players: [{ user_id: me, name: 'Max Miller' }, hidden, former, cleo, dan] }), {
      locale: 'nl',
    });
    const table = await screen.findByRole('table', { name: 'Jouw rondes' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Court 2LidOud-lid en Cleo Smith');
    await user.click(screen.getByText('Alle banen'));
    const all = screen.getByRole('table', { name: 'Indeling: rondes en banen' });
    expect(within(all).getAllByRole('row')[2]).toHaveTextContent(
      'Lid & Dan Smith tegen Oud-lid & Cleo Smith',
    );
  });

  it('says so to someone who is not in the draw', async () => {
    renderCourts(draw({ players: [ann, ben, cleo, dan, eve] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Draw' })).toBeInTheDocument();
    expect(screen.getByText(/You are not in this draw/)).toBeInTheDocument();
  });

  it('shows nothing before the draw is published', async () => {
    const { server } = renderCourts(null, { status: 404 });
    await waitFor(() => expect(server.callsTo(`GET /api/events/${event.id}/draw`)).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps a draft (which staff may read) off the event, and gives staff the way to the draw page', async () => {
    renderCourts(draw({ published_at: null }), { as: 'cluborganiser' });
    const link = await screen.findByRole('link', { name: 'Manage the draw' });
    expect(link).toHaveAttribute('href', `/events/${event.id}/draw`);
    expect(screen.queryByRole('heading', { name: 'Your courts' })).not.toBeInTheDocument();
  });
});
