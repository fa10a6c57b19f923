/**
 * The CPU-heavy tasks, as the worker threads run them (WorkerPool loads this file in each
 * thread). Each is pure: its input and answer cross the thread boundary by structured clone, so
 * they are plain data. An input the algorithm refuses is answered, not thrown: an Error's class
 * does not survive the crossing, and the caller turns the message into a 400.
 *
 * Only type-only imports besides the domain library: in tests the thread loads this file as
 * TypeScript source through Node's type stripping, with nothing else of the backend's.
 */
import {
  DrawInputError,
  evaluateDraw as evaluate,
  makeDraw as make,
  regenerateFrom,
  repairDraw as repair,
  type Draw,
  type DrawEdit,
  type DrawInput,
  type RepairedDraw,
  type RepairOptions,
} from '@courtside/domain';

export type TaskAnswer<T> = { ok: true; value: T } | { ok: false; inputError: string };

function answer<T>(run: () => T): TaskAnswer<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof DrawInputError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/** A new draw from its input. */
export function makeDraw(task: { input: DrawInput }): TaskAnswer<Draw> {
  return answer(() => make(task.input));
}

/** Round `round` and the rounds after it drawn again; the rounds before it kept. */
export function redraw(task: { edit: DrawEdit; input: DrawInput; round: number }): TaskAnswer<Draw> {
  return answer(() => regenerateFrom(task.edit, task.input, task.round));
}

/** A draw edited by hand, checked and scored. */
export function evaluateDraw(task: { edit: DrawEdit; input: DrawInput }): TaskAnswer<Draw> {
  return answer(() => evaluate(task.edit, task.input));
}

/** A published draw repaired from a round on, changing as few places as the hard rules allow. */
export function repairDraw(task: {
  edit: DrawEdit;
  input: DrawInput;
  options: RepairOptions;
}): TaskAnswer<RepairedDraw> {
  return answer(() => repair(task.edit, task.input, task.options));
}
