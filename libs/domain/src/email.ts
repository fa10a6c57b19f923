/**
 * Login addresses. One mailbox must give one key, however it is written: rate limits, the
 * users table and login links all use the normalised form.
 */

/**
 * Characters a person cannot see or that change nothing they see: controls, format characters,
 * Unicode's default-ignorable code points (zero-width spaces and joiners, bidi marks, soft
 * hyphen, BOM, Hangul fillers, variation selectors) and separators other than the plain space.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

const DOT_ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/**
 * Trimmed and lower-cased; a quoted local part that needs no quotes loses them
 * (`"a.b"@x` and `"a\b"@x` are `a.b@x` and `ab@x`, the same mailbox by RFC 5321).
 */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const quoted = /^"((?:[^"\\]|\\.)*)"@([^@]+)$/.exec(email);
  if (!quoted) return email;
  const local = quoted[1].replace(/\\(.)/g, '$1');
  return DOT_ATOM.test(local) ? `${local}@${quoted[2]}` : email;
}
