import { checkedInLate, nextRoundAfter, roundStartMinute, unnamedPlayerLabel } from './evening';

describe('the draw on the evening', () => {
  it('the next round is the first that starts after now', () => {
    expect(nextRoundAfter(-30, 20)).toBe(1);
    expect(nextRoundAfter(0, 20)).toBe(2);
    expect(nextRoundAfter(19.9, 20)).toBe(2);
    expect(nextRoundAfter(20, 20)).toBe(3);
    expect(nextRoundAfter(95, 20)).toBe(6);
  });

  it('without a round length no round is next', () => {
    expect(nextRoundAfter(10, null)).toBeNull();
    expect(nextRoundAfter(10, 0)).toBeNull();
    expect(nextRoundAfter(Number.NaN, 20)).toBeNull();
  });

  it('a check-in is late once the first round of the player has begun', () => {
    expect(roundStartMinute(3, 15)).toBe(30);
    expect(checkedInLate(-5, 1, 20)).toBe(false);
    expect(checkedInLate(0, 1, 20)).toBe(false);
    expect(checkedInLate(0.5, 1, 20)).toBe(true);
    expect(checkedInLate(30, 3, 20)).toBe(false);
    expect(checkedInLate(41, 3, 20)).toBe(true);
    expect(checkedInLate(500, 1, null)).toBe(false);
  });

  it('names a player without a name by number', () => {
    expect(unnamedPlayerLabel(7)).toBe('Player 7');
  });
});
