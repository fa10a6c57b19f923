/**
 * Where a visitor was going when the guard sent them to log in. The route state carries it through
 * the login page; it is also kept for a short while in localStorage (per origin, so per club)
 * because the magic link from the e-mail usually opens in a new tab, where route state is gone.
 */
const KEY = 'courtside.loginOrigin';
/** A little longer than a magic link lives (10 minutes). */
const KEEP_MS = 15 * 60_000;

export interface OriginState {
  from?: { pathname: string; search?: string; hash?: string } | string;
}

/** Only same-site paths: never an absolute or protocol-relative URL (no open redirect). */
function safePath(path: unknown): string | null {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** The origin carried in route state (`{ from }`), as a path. */
export function originFromState(state: unknown): string | null {
  const from = (state as OriginState | null)?.from;
  if (typeof from === 'string') return safePath(from);
  if (from && typeof from.pathname === 'string')
    return safePath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  return null;
}

export function rememberOrigin(path: string | null): void {
  if (!safePath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage may be disabled; the route state still works in the same tab.
  }
}

/** The remembered origin, once: it is forgotten as it is read. */
export function takeRememberedOrigin(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    return typeof at === 'number' && Date.now() - at < KEEP_MS ? safePath(path) : null;
  } catch {
    return null;
  }
}
