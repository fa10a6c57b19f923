/**
 * Intl formatters, made once per language and options and reused. Building one costs far more
 * than using it (a DateTimeFormat resolves its locale data each time), and a list of thirty event
 * cards would build a few hundred on every render. The options are keyed by value, so a literal
 * written at the call is fine.
 */
const MAX_PER_KIND = 200;

function cached<O extends object, F>(make: (locale: string, options: O) => F) {
  const made = new Map<string, F>();
  return (locale: string, options?: O): F => {
    const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(locale, (options ?? {}) as O);
      // Options built from data (a time zone) could grow it without end: the oldest go first.
      if (made.size >= MAX_PER_KIND) made.delete(made.keys().next().value as string);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const listFormat = cached(
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);
export const pluralRules = cached(
  (locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);
