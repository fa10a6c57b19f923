/** The languages the product speaks. English is SPEC.md's; Dutch for the KNLTB clubs. */
export const LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for Intl: British English (day month year, 24-hour clock) and Dutch. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * An event's time on a card (the frontends' core/format/dates.ts), and what the backend's page
 * makes ready early (backend/src/frontends/warm-intl.ts): one definition, so both are the same.
 */
export const CARD_DATE_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our locales for an Accept-Language header (or a browser's language list), by the
 * header's q-values and order: `nl-NL,nl;q=0.9,en;q=0.8` is nl, `de-DE,de` is null (none we speak).
 */
export function negotiateLocale(accepted: string | readonly string[] | null | undefined): Locale | null {
  if (!accepted) return null;
  const entries =
    typeof accepted === 'string'
      ? accepted.split(',').map((part, index) => {
          const [tag, ...params] = part.trim().split(';');
          const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
          return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
        })
      : accepted.map((tag, index) => ({ tag, q: 1, index }));
  const ranked = entries
    .filter((e) => e.tag && e.q > 0 && !Number.isNaN(e.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * API.md section 9: the language a person sees. Their own choice (kept on their membership), else
 * the one chosen on this device, else the browser's when we speak it, else the club's default,
 * else English. The frontends know all of them; the backend's page knows all but the device's.
 */
export function chooseLocale(known: {
  chosen?: Locale | null;
  device?: Locale | null;
  browser?: Locale | null;
  club?: Locale | null;
}): Locale {
  return known.chosen ?? known.device ?? known.browser ?? known.club ?? DEFAULT_LOCALE;
}
