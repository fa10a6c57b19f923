import type { Unit } from './sitouts';

/**
 * The greedy start: playing units by level, strongest first, fill the courts in bands of four. A
 * locked pair that no longer fits the court being filled waits for the next one (a single fills the
 * gap; the counts always work out, as 4 x courts players play). Teams are chosen later per court.
 *
 * Returns the court slots: court k holds slots 4k..4k+3.
 */
export function greedyStart(playing: Unit[], levels: Float64Array, courts: number): Int32Array {
  const mean = (u: Unit): number => u.reduce((sum, p) => sum + levels[p], 0) / u.length;
  const order = playing
    .map((unit) => ({ unit, level: mean(unit) }))
    .sort((x, y) => y.level - x.level || x.unit[0] - y.unit[0]);
  const slots = new Int32Array(courts * 4);
  let filled = 0;
  const waiting: Unit[] = [];
  const place = (unit: Unit): void => {
    for (const p of unit) slots[filled++] = p;
  };
  for (const { unit } of order) {
    // Pairs held back from the previous court go first into a fresh court.
    while (waiting.length > 0 && filled % 4 === 0) place(waiting.shift() as Unit);
    const room = 4 - (filled % 4);
    if (unit.length > room) waiting.push(unit);
    else place(unit);
  }
  while (waiting.length > 0) place(waiting.shift() as Unit);
  if (filled !== slots.length) throw new Error(`greedy start filled ${filled} of ${slots.length} places`);
  return slots;
}
