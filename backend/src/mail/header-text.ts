/** Line breaks and tabs: where a header would fold or end, one space instead. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * What else a header cannot show or would show to mislead: the other C0 and C1 controls, DEL,
 * and the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which
 * can make part of a subject read backwards in the reader's inbox (U+202E before "gnp.exe"
 * shows "exe.png").
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A mail header's text (a subject, a display name) from whatever is stored: names are refused
 * these characters on input, but a value stored earlier, or by hand, may still hold them. Line
 * breaks become one space (a header line that ends early would start a header of the text's
 * choosing), the rest is dropped; nodemailer then encodes what is not ASCII (RFC 2047).
 */
export function headerText(value: string): string {
  return value.replace(BREAKS, ' ').replace(UNSHOWN, '').trim();
}
