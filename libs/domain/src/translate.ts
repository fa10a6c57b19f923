import type { Locale } from './locales';
import { translateWith } from './message-shapes';
import { API_ERRORS, AUTH_MESSAGES, VALIDATION } from './messages';
import { API_ERRORS_NL, AUTH_MESSAGES_NL, VALIDATION_NL } from './messages.nl';

type Catalogue = Record<string, string>;
type Translated = Exclude<Locale, 'en'>;

const PAIRS: [Catalogue, Record<Translated, Catalogue>][] = [
  [VALIDATION, { nl: VALIDATION_NL }],
  [API_ERRORS, { nl: API_ERRORS_NL }],
  [AUTH_MESSAGES, { nl: AUTH_MESSAGES_NL }],
];

/** Every shared message in `locale`, keyed by its English text (a browser loads it as a catalogue). */
export function messageTable(locale: Translated): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [english, locales] of PAIRS)
    for (const key of Object.keys(english)) table[english[key]] = locales[locale][key];
  return table;
}

const tables = new Map<Translated, Map<string, string>>();

/**
 * A shared message (messages.ts) in another locale, found by its English text, so that code keeps
 * throwing the English constants and only the edge (the API's error filter, a form) translates;
 * the composed shapes as message-shapes.ts says. Anything else is returned unchanged.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = new Map(Object.entries(messageTable(locale)))));
  return translateWith(message, (english) => table.get(english));
}
