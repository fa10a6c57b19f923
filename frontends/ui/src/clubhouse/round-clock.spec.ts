import { followedRound, mmss, roundStart } from './round-clock';

const at = (wallClock: string) => Date.parse(`${wallClock}Z`);

describe('the clubhouse round clock', () => {
  it('times each round from the start, on the club’s clock', () => {
    expect(roundStart('2031-06-06T19:00:00', 20, 1)).toBe('19:00');
    expect(roundStart('2031-06-06T19:00:00', 20, 4)).toBe('20:00');
    expect(roundStart('2031-06-06T23:30:00', 20, 3)).toBe('00:10');
    expect(mmss(9 * 60_000 + 500)).toBe('9:01');
    expect(mmss(-1)).toBe('0:00');
  });

  it('follows the evening: before the first round, the round being played, past the last', () => {
    const follow = (now: string) => followedRound(3, 20, '2031-06-06T19:00:00', at(now));
    expect(follow('2031-06-06T18:59:59')).toEqual({ phase: 'before', round: 1, remainingMs: 0 });
    expect(follow('2031-06-06T19:00:00')).toEqual({ phase: 'playing', round: 1, remainingMs: 20 * 60_000 });
    expect(follow('2031-06-06T19:30:00')).toEqual({ phase: 'playing', round: 2, remainingMs: 10 * 60_000 });
    expect(follow('2031-06-06T19:59:59')).toEqual({ phase: 'playing', round: 3, remainingMs: 1000 });
    expect(follow('2031-06-06T20:00:00')).toEqual({ phase: 'over', round: 3, remainingMs: 0 });
  });

  it('stays at round 1 when the draw has no round length (nobody knows the round)', () => {
    expect(followedRound(3, null, '2031-06-06T19:00:00', at('2031-06-06T19:45:00'))).toEqual({
      phase: 'before',
      round: 1,
      remainingMs: 0,
    });
  });
});
