import type { DrawRound } from '@courtside/domain';
import { changedPlayers, namedPlayers, playerSchedule } from './player-schedule';

const round = (
  n: number,
  courts: [string, string, string, string, string][],
  out: string[] = [],
): DrawRound => ({
  round: n,
  matches: courts.map(([court, a, b, c, d]) => ({ court, team_a: [a, b], team_b: [c, d] })),
  sitting_out: out,
});

const draw: DrawRound[] = [
  round(
    1,
    [
      ['Court 1', 'a', 'b', 'c', 'd'],
      ['Court 2', 'e', 'f', 'g', 'h'],
    ],
    ['i'],
  ),
  round(
    2,
    [
      ['Court 1', 'a', 'c', 'e', 'i'],
      ['Court 2', 'b', 'd', 'f', 'h'],
    ],
    ['g'],
  ),
];

describe('player schedule', () => {
  it("gives each round's court, partner and opponents, or sitting out", () => {
    expect(playerSchedule(draw, 'd')).toEqual([
      { round: 1, court: 'Court 1', partner: 'c', opponents: ['a', 'b'], sitting_out: false },
      { round: 2, court: 'Court 2', partner: 'b', opponents: ['f', 'h'], sitting_out: false },
    ]);
    expect(playerSchedule(draw, 'i')[0]).toEqual({
      round: 1,
      court: null,
      partner: null,
      opponents: [],
      sitting_out: true,
    });
    // Not in the round at all (absent, not arrived yet): not sitting out either.
    expect(playerSchedule(draw, 'z')[1]).toMatchObject({ court: null, sitting_out: false });
    expect([...namedPlayers(draw)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('finds exactly the players a swap touches: the two swapped and their partners and opponents', () => {
    // Round 2: swap a (Court 1) and b (Court 2).
    const swapped = [
      draw[0],
      round(
        2,
        [
          ['Court 1', 'b', 'c', 'e', 'i'],
          ['Court 2', 'a', 'd', 'f', 'h'],
        ],
        ['g'],
      ),
    ];
    expect(changedPlayers(draw, swapped)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'h', 'i']);
    // g sits out in round 2 either way: untouched.
    expect(changedPlayers(draw, swapped)).not.toContain('g');
  });

  it('finds nobody when nothing changed, or when two partners only swap places in their team', () => {
    expect(changedPlayers(draw, structuredClone(draw))).toEqual([]);
    const flipped = [
      round(
        1,
        [
          ['Court 1', 'b', 'a', 'c', 'd'],
          ['Court 2', 'e', 'f', 'g', 'h'],
        ],
        ['i'],
      ),
      draw[1],
    ];
    expect(changedPlayers(draw, flipped)).toEqual([]);
  });

  it('counts a player who left the draw or joined it', () => {
    const without = [
      draw[0],
      round(
        2,
        [
          ['Court 1', 'a', 'c', 'e', 'g'],
          ['Court 2', 'b', 'd', 'f', 'h'],
        ],
        [],
      ),
    ];
    expect(changedPlayers(draw, without)).toEqual(['a', 'c', 'e', 'g', 'i']);
  });
});
