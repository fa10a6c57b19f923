import type { SessionCheck } from '@courtside/core';

/**
 * What the backend writes into the page it serves (backend/src/frontends/index-page.ts), as JSON
 * in `<script type="application/json" id="courtside-page">`: where each remote's entry lives (so
 * the shell needs no /remotes.json round trip, and a remote stays redeployable without rebuilding
 * the shell), the request's session check (`check`: what `POST /api/auth/verify` would answer,
 * so the first render needs no round trip for it), and whether the request carried a session
 * cookie (unchecked: the hint used when the check is missing). Absent under a dev server.
 */
export interface PageData {
  remotes?: Record<string, string>;
  session?: boolean;
  check?: SessionCheck;
}

export const PAGE_DATA_ID = 'courtside-page';

/** The page's data, or an empty object when there is none or it cannot be read. */
export function pageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : {};
  } catch {
    return {};
  }
}
