import type { Locale } from './locales';
import { API_ERRORS, AUTH_MESSAGES, VALIDATION } from './messages';
import { API_ERRORS_NL, AUTH_MESSAGES_NL, VALIDATION_NL } from './messages.nl';

type Catalogue = Record<string, string>;

const PAIRS: [Catalogue, Record<Locale, Catalogue>][] = [
  [VALIDATION, { en: VALIDATION, nl: VALIDATION_NL }],
  [API_ERRORS, { en: API_ERRORS, nl: API_ERRORS_NL }],
  [AUTH_MESSAGES, { en: AUTH_MESSAGES, nl: AUTH_MESSAGES_NL }],
];

let byEnglish: Map<string, Record<Locale, string>> | undefined;

function index(): Map<string, Record<Locale, string>> {
  if (byEnglish) return byEnglish;
  byEnglish = new Map();
  for (const [english, locales] of PAIRS) {
    for (const key of Object.keys(english)) {
      byEnglish.set(english[key], { en: english[key], nl: locales.nl[key] });
    }
  }
  return byEnglish;
}

/**
 * A shared message (messages.ts) in another locale, found by its English text, so that code keeps
 * throwing the English constants and only the edge (the API's error filter, a form) translates.
 * Also translates the two composed shapes the API sends: a message followed by a detail in
 * parentheses ('... (12)') and a field name followed by a message ('name must not contain ...').
 * Anything else is returned unchanged.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const messages = index();
  const exact = messages.get(message);
  if (exact) return exact[locale];
  const detail = /^(.*) (\([^()]*\))$/.exec(message);
  if (detail && messages.has(detail[1])) return `${messages.get(detail[1])![locale]} ${detail[2]}`;
  const field = /^(\S+) (.+)$/.exec(message);
  if (field && messages.has(field[2])) return `${field[1]} ${messages.get(field[2])![locale]}`;
  return message;
}
