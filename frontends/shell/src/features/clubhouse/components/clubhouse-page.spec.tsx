import { applyLocale, type ClubEvent, type EventDraw } from '@courtside/core';
import { act, cleanup, screen, within } from '@testing-library/react';
import { callsTo, mockFetch, type Reply } from '@/test/fetch-mock';
import { session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const TOKEN = 'd1Sp_-xyz';
const URL = `/api/display/${TOKEN}`;
const CHECK_IN = 'https://riverside.example.test/events/e42/check-in?code=c0de';
const EVENT = {
  id: 'e0000000-0000-4000-8000-000000000042',
  name: 'Friday Mix-in',
  start_time: '2031-06-06T19:00:00',
  end_time: '2031-06-06T21:00:00',
} as ClubEvent;
const player = (n: number) => ({ user_id: `p${n}`, name: `Player ${n}` });
const DRAW = {
  event_id: EVENT.id,
  round_minutes: 20,
  courts: ['Court 1', 'Court 2'],
  players: Array.from({ length: 9 }, (_, i) => player(i + 1)),
  rounds: [1, 2, 3].map((round) => ({
    round,
    matches: [
      { court: 'Court 1', team_a: [`p${round}`, 'p4'], team_b: ['p5', 'p6'] },
      { court: 'Court 2', team_a: ['p7', 'p8'], team_b: ['p9', `p${round + 1}`] },
    ],
    sitting_out: [`p${round + 2}`],
  })),
} as unknown as EventDraw;
const display = (draw: EventDraw | null): Reply => ({
  body: { data: { event: EVENT, draw, check_in_url: CHECK_IN } },
});

describe('the clubhouse screen (kiosk link)', () => {
  afterEach(async () => {
    cleanup();
    jest.useRealTimers();
    localStorage.clear();
    await applyLocale('en');
  });

  it('follows the round by the club’s clock, without a session, with the check-in QR code', async () => {
    // 19:30 in London: round 2 of the 20-minute rounds from 19:00, 10 minutes left.
    jest.useFakeTimers({ now: new Date('2031-06-06T18:30:00Z') });
    mockFetch({ 'POST /api/auth/verify': session.signedOut(), [`GET ${URL}`]: display(DRAW) });
    renderApp(`/clubhouse/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 2 of 3 19:20' })).toBeInTheDocument();
    expect(screen.getByText('Riverside Tennis Club · Friday Mix-in')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in this round' })).toHaveTextContent(
      '10:00until 19:40',
    );
    const courts = screen.getAllByRole('article');
    expect(courts.map((c) => c.getAttribute('aria-label'))).toEqual(['Court 1', 'Court 2']);
    expect(within(courts[0]).getByText('Player 2')).toBeInTheDocument();
    expect(document.querySelector('.cs-clubhouse__out')).toHaveTextContent('Sitting out: Player 4');
    const next = screen.getByRole('region', { name: 'Next: round 3 at 19:40' });
    expect(next).toHaveTextContent('Court 1 Player 3 & Player 4 vs Player 5 & Player 6');
    expect(await screen.findByRole('img', { name: 'QR code to check in' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText(CHECK_IN)).toBeInTheDocument();

    // On to the last round by itself, then past it.
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole('heading', { level: 1, name: 'Round 3 of 3 19:40' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Next/ })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20 * 60_000));
    expect(screen.getByText('The last round is over')).toBeInTheDocument();
  });

  it('says the draw follows before one is published, and shows it when it next asks', async () => {
    jest.useFakeTimers({ now: new Date('2031-06-06T17:00:00Z') });
    const routes = { 'POST /api/auth/verify': session.signedOut(), [`GET ${URL}`]: display(null) };
    mockFetch(routes);
    renderApp(`/clubhouse/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The draw follows soon' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fri, 6 Jun 2031, 19:00–21:00')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    routes[`GET ${URL}`] = display(DRAW);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 1 of 3 19:00' })).toBeInTheDocument();
    expect(screen.getByText('First round at 19:00')).toBeInTheDocument();
  });

  it('says so when the link does not work, in place of the screen', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/verify': session.signedOut(),
      [`GET ${URL}`]: {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'This display link is not valid or has expired',
        },
      },
    });
    renderApp(`/clubhouse/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This clubhouse screen link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This display link is not valid or has expired');
    // A 404 is an answer: not asked again at once.
    expect(callsTo(fetchMock, `GET ${URL}`)).toHaveLength(1);
  });
});
