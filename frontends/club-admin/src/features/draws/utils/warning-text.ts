import { intlLocale, type EventDraw, type EventDrawWarning } from '@courtside/core';
import { useTranslation } from 'react-i18next';

/**
 * The players a warning's (English) message names, in the order it names them. The API words its
 * warnings in English only; the screen says them in its own language and needs the names for it.
 */
export function namesIn(message: string, names: readonly string[]): string[] {
  const found: { at: number; name: string }[] = [];
  const taken: [number, number][] = [];
  // Longest first, so that 'Ann' is not found inside 'Anne Smith'.
  for (const name of [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length)) {
    let at = message.indexOf(name);
    while (at !== -1) {
      const end = at + name.length;
      if (!taken.some(([s, e]) => at < e && end > s)) {
        taken.push([at, end]);
        found.push({ at, name });
      }
      at = message.indexOf(name, end);
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/** The warnings whose message names players (the others name courts or counts). */
const NAMING = new Set<EventDrawWarning['code']>([
  'partner_repeat',
  'player_twice_in_round',
  'player_missing',
  'player_not_present',
  'avoid_pair_partnered',
  'locked_pair_split',
  'consecutive_sit_out',
  'sit_out_uneven',
]);

/** Each warning in the language on screen, with the players it is about when it names them. */
export function useWarningText(draw: EventDraw) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'warnings' });
  const names = draw.players.map((p) => p.name);
  return (warning: EventDrawWarning) => {
    const found = namesIn(warning.message, names);
    const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(found);
    const named = found.length > 0 && NAMING.has(warning.code);
    return t(named ? `${warning.code}Named` : warning.code, {
      round: warning.round,
      previous: (warning.round ?? 1) - 1,
      names: list,
    });
  };
}

/** `${round}:${userId}` of every player a warning of that round names, to mark them on the board. */
export function flaggedPlayers(draw: EventDraw): Set<string> {
  const byName = new Map<string, string[]>();
  for (const p of draw.players) byName.set(p.name, [...(byName.get(p.name) ?? []), p.user_id]);
  const flagged = new Set<string>();
  for (const warning of draw.warnings ?? []) {
    if (warning.round === undefined) continue;
    for (const name of namesIn(warning.message, [...byName.keys()])) {
      for (const id of byName.get(name) ?? []) flagged.add(`${warning.round}:${id}`);
    }
  }
  return flagged;
}
