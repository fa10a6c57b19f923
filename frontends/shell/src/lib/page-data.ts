import type { SessionCheck } from '@courtside/core';

/**
 * What the backend writes into the page it serves (backend/src/frontends/index-page.ts), as JSON
 * in `<script type="application/json" id="courtside-page">`: where each remote's entry lives (so
 * the shell needs no /remotes.json round trip, and a remote stays redeployable without rebuilding
 * the shell), the request's session check (`check`: what `POST /api/auth/verify` would answer,
 * so the first render needs no round trip for it), and whether the request carried a session
 * cookie (unchecked: the hint used when the check is missing), and on a remote's page the remote's
 * files (`remoteFiles`). Absent under a dev server.
 */
export interface PageData {
  remotes?: Record<string, string>;
  /** On a remote's page, the remote's files: preloaded by the entry (preloadRemoteFiles). */
  remoteFiles?: string[];
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

/**
 * Preloads the remote's files the page names (`remoteFiles`), once the shell's entry runs: the
 * page's head preloads only the shell's files, so on a phone's link they are not slowed down by
 * the remote's, which then arrive while the shell's code runs (issue 14). Only paths on this
 * origin are taken.
 */
export function preloadRemoteFiles(): void {
  const files = pageData().remoteFiles;
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    document.head.append(link);
  }
}
