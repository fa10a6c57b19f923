import type { DrawRound } from '@courtside/domain';
import { NO_EVENING, repairHint, type Evening } from './repair-hint';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const round = (n: number, sitting: string[] = []): DrawRound => {
  const playing = ids.filter((id) => !sitting.includes(id));
  return {
    round: n,
    matches: [{ court: 'Court 1', team_a: [playing[0], playing[1]], team_b: [playing[2], playing[3]] }],
    sitting_out: [...playing.slice(4), ...sitting.filter((id) => ids.includes(id))],
  };
};

function draw(
  overrides: { absent?: string[]; arrives?: Record<string, number>; minutes?: number | null } = {},
) {
  return {
    absent: overrides.absent ?? [],
    arrives_from_round: overrides.arrives ?? {},
    round_minutes: overrides.minutes === undefined ? 20 : overrides.minutes,
    result: {
      rounds: [round(1), round(2), round(3), round(4)],
      players: ids.map((id) => ({ user_id: id, name: `Name ${id}` })),
    },
  };
}

const confirmed = (...extra: string[]) => [...ids, ...extra].map((id) => ({ id, name: `Name ${id}` }));
const at = (now: number, attendance: Evening['attendance'] = []): Evening => ({ now, attendance });

describe('the repair hint on the evening', () => {
  it('is empty for a draw the sign-ups and check-ins agree with, on time or before the start', () => {
    expect(repairHint(draw(), confirmed(), NO_EVENING)).toEqual({
      hint: { left: [], joined: [] },
      fromAttendance: false,
    });
    const onTime = at(30, [{ user_id: 'a', status: 'present', minutes: -5 }]);
    expect(repairHint(draw(), confirmed(), onTime).fromAttendance).toBe(false);
  });

  it('lists a drawn player marked absent as left, until a repair takes them out', () => {
    const evening = at(10, [{ user_id: 'b', status: 'absent', minutes: 5 }]);
    expect(repairHint(draw(), confirmed(), evening)).toEqual({
      hint: { left: [{ user_id: 'b', name: 'Name b' }], joined: [] },
      fromAttendance: true,
    });
    const repaired = draw();
    const without = (r: DrawRound): DrawRound => ({
      ...r,
      sitting_out: r.sitting_out.filter((id) => id !== 'b'),
    });
    // A repair from round 2 on: b sits out round 1 only (the round they were marked in), then is gone.
    repaired.result.rounds = [
      round(1, ['b']),
      ...[round(2, ['b']), round(3, ['b']), round(4, ['b'])].map(without),
    ];
    expect(repairHint(repaired, confirmed(), evening).fromAttendance).toBe(false);
  });

  it('lets a walk-in and a late drawn player join from the next round', () => {
    const evening = at(25, [
      { user_id: 'x', status: 'present', minutes: 24 },
      { user_id: 'c', status: 'present', minutes: 21 },
    ]);
    expect(repairHint(draw(), confirmed('x'), evening)).toEqual({
      hint: {
        left: [],
        joined: [
          { user_id: 'c', name: 'Name c', arrives_from_round: 3 },
          { user_id: 'x', name: 'Name x', arrives_from_round: 3 },
        ],
      },
      fromAttendance: true,
    });
    // Checked in before the round they were to arrive in: on time.
    expect(repairHint(draw({ arrives: { c: 3 } }), confirmed(), evening).fromAttendance).toBe(false);
  });

  it('keeps out someone left out at drawing unless they came after all', () => {
    const kept = draw({ absent: ['x'] });
    expect(repairHint(kept, confirmed('x'), at(5)).hint.joined).toEqual([]);
    const came = at(5, [{ user_id: 'x', status: 'present', minutes: 4 }]);
    expect(repairHint(kept, confirmed('x'), came).hint.joined).toEqual([
      { user_id: 'x', name: 'Name x', arrives_from_round: 2 },
    ]);
  });

  it('without a round length joins from the repair round and finds nobody late', () => {
    const evening = at(50, [
      { user_id: 'x', status: 'present', minutes: 45 },
      { user_id: 'c', status: 'present', minutes: 45 },
    ]);
    expect(repairHint(draw({ minutes: null }), confirmed('x'), evening).hint.joined).toEqual([
      { user_id: 'x', name: 'Name x', arrives_from_round: null },
    ]);
  });

  it('lists nobody as joining once the last round has begun', () => {
    const evening = at(61, [{ user_id: 'x', status: 'present', minutes: 61 }]);
    expect(repairHint(draw(), confirmed('x'), evening).hint.joined).toEqual([]);
  });
});
