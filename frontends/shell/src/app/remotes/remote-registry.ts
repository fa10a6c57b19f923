import type { ComponentType } from 'react';
import { i18n } from '@courtside/core';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { pageData } from '@/lib/page-data';
import '@/i18n-pages';

import type { RemoteName } from '@courtside/domain';

/** The keys of remotes.json (libs/domain's names); a remote's federation name has '_' for '-'. */
export type { RemoteName };

const text = (key: string, values?: Record<string, string>) =>
  i18n.t(`remote.${key}`, { ns: 'shell-pages', ...values });

/** A remote that could not be loaded: `message` is for people, `detail` for whoever debugs it. */
export class RemoteLoadError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const MANIFEST_URL = '/remotes.json';

let manifest: Promise<Record<string, string>> | null = null;
/** Federation name -> entry registered with the runtime. */
const registered = new Map<string, string>();
/** Remotes whose last load failed: they are registered afresh (clearing the runtime's caches). */
const failed = new Set<string>();

/** Entries that are not strings are dropped. */
const entries = (body: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );

async function readManifest(): Promise<Record<string, string>> {
  let response: Response;
  try {
    response = await fetch(MANIFEST_URL, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new RemoteLoadError(text('manifestFailed', { detail: 'network error' }), String(error));
  }
  if (!response.ok) throw new RemoteLoadError(text('manifestFailed', { detail: `HTTP ${response.status}` }));
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new RemoteLoadError(text('manifestFailed', { detail: 'not a JSON object' }));
  }
  return entries(body);
}

/**
 * Where each remote lives: written into the page by the backend (no round trip), else remotes.json
 * (a dev server), fetched once; a failed fetch is forgotten so that the next attempt asks again.
 */
export function remoteManifest(): Promise<Record<string, string>> {
  const inlined = pageData().remotes;
  if (!manifest && inlined && typeof inlined === 'object') manifest = Promise.resolve(entries(inlined));
  if (!manifest) {
    const pending = readManifest();
    manifest = pending;
    pending.catch(() => {
      if (manifest === pending) manifest = null;
    });
  }
  return manifest;
}

/** Loads one exposed page of a remote (`member/EventsPage`): its default export. */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<ComponentType> {
  const label = text(`labels.${remote}`);
  const entry = (await remoteManifest())[remote];
  if (!entry)
    throw new RemoteLoadError(text('notDeployed', { label }), `${MANIFEST_URL} has no "${remote}" entry`);

  const name = remote.replace(/-/g, '_');
  try {
    if (registered.get(name) !== entry || failed.has(name)) {
      registerRemotes([{ name, entry }], { force: registered.has(name) });
      registered.set(name, entry);
      failed.delete(name);
    }
    const exposed = await loadRemote<{ default?: ComponentType }>(`${name}/${module}`);
    if (!exposed?.default) throw new Error(`${name}/${module} has no default export`);
    return exposed.default;
  } catch (error) {
    failed.add(name);
    throw new RemoteLoadError(
      text('downloadFailed', { label }),
      error instanceof Error ? error.message : String(error),
    );
  }
}
