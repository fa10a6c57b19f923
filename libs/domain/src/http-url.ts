import { LIMITS } from './limits';

/**
 * An absolute http(s) address a browser can open as a link or image (a club's logo and website,
 * API.md section 4): no spaces, no user name or password in it (those make a link look like
 * another site's), at most LIMITS.url characters. The server decides with it and the club form
 * checks with it before sending, so the two never disagree.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.url) return false;
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !!url.hostname &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}
