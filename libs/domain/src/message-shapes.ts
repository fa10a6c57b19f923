/**
 * A shared message (messages.ts) in another language, given `lookUp` (its English text to the
 * translation). Also translates the two composed shapes the API sends: a message followed by a
 * detail in parentheses ('... (12)') and a field name followed by a message ('name must not
 * contain ...'). Anything else is returned unchanged. No catalogue of its own: the backend looks
 * up in both languages' messages (translate.ts), a browser in the Dutch table it loads only when
 * Dutch is shown.
 */
export function translateWith(message: string, lookUp: (english: string) => string | undefined): string {
  const exact = lookUp(message);
  if (exact !== undefined) return exact;
  const detail = /^(.*) (\([^()]*\))$/.exec(message);
  const detailed = detail ? lookUp(detail[1]) : undefined;
  if (detail && detailed !== undefined) return `${detailed} ${detail[2]}`;
  const field = /^(\S+) (.+)$/.exec(message);
  const fielded = field ? lookUp(field[2]) : undefined;
  if (field && fielded !== undefined) return `${field[1]} ${fielded}`;
  return message;
}
