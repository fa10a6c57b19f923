import { isPresent, type DrawModel } from './model';
import type { DrawRound } from './types';

/** What earlier rounds leave behind for the fairness of later ones. */
export interface History {
  /** n x n: times two players partnered. */
  partner: Uint16Array;
  /** n x n: times two players met as opponents. */
  opponent: Uint16Array;
  /** n x n: times two players shared a court (as partners or opponents). */
  met: Uint16Array;
  /** Rounds a player did not play (sat out, late or missing): the fairness count. */
  sitOuts: Int32Array;
  /** 1 when the player was present in the last round and did not play. */
  satLast: Uint8Array;
  /** Rounds recorded so far. */
  rounds: number;
}

export function emptyHistory(n: number): History {
  return {
    partner: new Uint16Array(n * n),
    opponent: new Uint16Array(n * n),
    met: new Uint16Array(n * n),
    sitOuts: new Int32Array(n),
    satLast: new Uint8Array(n),
    rounds: 0,
  };
}

function bump(matrix: Uint16Array, n: number, a: number, b: number): void {
  if (a < 0 || b < 0 || a === b) return;
  matrix[a * n + b]++;
  matrix[b * n + a]++;
}

/**
 * Adds one round of a draw (generated or edited by hand) to the history. Ids the model does not know
 * (a player whose sign-up went away) are left out.
 */
export function recordRound(history: History, model: DrawModel, round: DrawRound): void {
  const { n, index } = model;
  const at = (id: string): number => index.get(id) ?? -1;
  const playing = new Uint8Array(n);
  for (const match of round.matches) {
    const [a1, a2] = match.team_a.map(at);
    const [b1, b2] = match.team_b.map(at);
    for (const p of [a1, a2, b1, b2]) if (p >= 0) playing[p] = 1;
    bump(history.partner, n, a1, a2);
    bump(history.partner, n, b1, b2);
    for (const a of [a1, a2]) {
      for (const b of [b1, b2]) {
        bump(history.opponent, n, a, b);
        bump(history.met, n, a, b);
      }
    }
    bump(history.met, n, a1, a2);
    bump(history.met, n, b1, b2);
  }
  const listed = new Uint8Array(n);
  for (const id of round.sitting_out) {
    const p = at(id);
    if (p >= 0) listed[p] = 1;
  }
  history.rounds++;
  for (let i = 0; i < n; i++) {
    const notPlaying = playing[i] === 0;
    if (notPlaying) history.sitOuts[i]++;
    history.satLast[i] = notPlaying && (listed[i] === 1 || isPresent(model, i, round.round)) ? 1 : 0;
  }
}
