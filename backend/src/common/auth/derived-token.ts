import { createHmac } from 'node:crypto';

/**
 * A token the server can derive again instead of storing it: HMAC-SHA256 under a server key (TokenSecret) of
 * what it stands for (a purpose and the ids it is bound to), base64url, 256 bits. The database
 * keeps only hashSecret(token) to find what a presented token means, so a copy of the database
 * alone yields no working token; the same inputs give the same token, so a link can be shown
 * again (a calendar feed's URL) or put in every mail of a kind (an unsubscribe link).
 */
export function deriveToken(secret: string, purpose: string, ...parts: string[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts].join('\u0000'), 'utf8')
    .digest('base64url');
}

/** What deriveToken (and newSecret) produce: 43 base64url characters. Anything else names nothing. */
export const DERIVED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
