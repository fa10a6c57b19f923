import { REFUSED_IN_A_LINE } from '@courtside/domain';
/** Line breaks and tabs: where a header would fold or end, one space instead. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * What else a header cannot show or would show to mislead: what a name may not hold (the other
 * C0 and C1 controls, DEL, and the bidirectional overrides that can make part of a subject read
 * backwards in the reader's inbox), the one rule the input checks use.
 */
const UNSHOWN = new RegExp(REFUSED_IN_A_LINE.source, 'g');

/**
 * A mail header's text (a subject, a display name) from whatever is stored: names are refused
 * these characters on input, but a value stored earlier, or by hand, may still hold them. Line
 * breaks become one space (a header line that ends early would start a header of the text's
 * choosing), the rest is dropped; nodemailer then encodes what is not ASCII (RFC 2047).
 */
export function headerText(value: string): string {
  return value.replace(BREAKS, ' ').replace(UNSHOWN, '').trim();
}
