import { activeLocale, i18n } from '../i18n/i18n';

/** An API failure: the server's one-sentence `message` (API.md section 1) and the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
    /** Seconds to wait before asking again, from a 429's Retry-After; undefined without one. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field messages of a validation failure, if any. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: Record<string, string> } | undefined)?.errors;
    return errors && typeof errors === 'object' ? errors : {};
  }
}

/**
 * The service worker (frontends/shell/src/sw.ts) answers from its cache when the network fails,
 * marking the answer with when it was fetched; the pages say "as of" that time. Kept per path until
 * the network answers it again.
 */
export const FETCHED_AT_HEADER = 'X-Courtside-Fetched-At';
const fetchedAt = new Map<string, string>();
const fetchedAtListeners = new Set<() => void>();

function noteFetchedAt(path: string, at: string | null | undefined): void {
  if (at ? fetchedAt.get(path) === at : !fetchedAt.has(path)) return;
  if (at) fetchedAt.set(path, at);
  else fetchedAt.delete(path);
  for (const listener of fetchedAtListeners) listener();
}

/** The oldest fetch time of the answers on hand that came from the offline cache, or null. */
export const cachedSince = (): string | null => [...fetchedAt.values()].sort()[0] ?? null;

/** Calls `listener` whenever cachedSince may have changed; returns the unsubscribe. */
export function onCachedSince(listener: () => void): () => void {
  fetchedAtListeners.add(listener);
  return () => fetchedAtListeners.delete(listener);
}

const networkError = () => i18n.t('error.network', { ns: 'common' });
const genericError = () => i18n.t('error.generic', { ns: 'common' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The JSON client of SPEC.md section 7: same-origin credentials, JSON both ways; a non-OK reply
 * throws its `message` (or `error`), else 'Something went wrong'. Every call names the language
 * on screen, so the server answers its messages in it (API.md section 9).
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return body === undefined
    ? send<T>(method, path)
    : send<T>(method, path, { body: JSON.stringify(body), type: 'application/json' });
}

/**
 * A file sent as the request body itself (the member import takes a CSV or an .xlsx as it is,
 * API.md section 12): the same credentials, language and error handling as the JSON calls, so
 * a refused file's message reads like any other; the answer is JSON.
 */
export function apiUpload<T>(path: string, file: Blob, contentType: string): Promise<T> {
  return send<T>('POST', path, { body: file, type: contentType });
}

async function send<T>(method: Method, path: string, content?: { body: BodyInit; type: string }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': activeLocale(),
        ...(content ? { 'Content-Type': content.type } : {}),
      },
      body: content?.body,
    });
  } catch {
    throw new ApiError(networkError(), 0);
  }
  noteFetchedAt(path, response.headers?.get(FETCHED_AT_HEADER));
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const b = parsed as { message?: unknown; error?: unknown } | undefined;
    const message =
      typeof b?.message === 'string' ? b.message : typeof b?.error === 'string' ? b.error : genericError();
    throw new ApiError(message, response.status, parsed, retryAfterOf(response));
  }
  return parsed as T;
}

/** Retry-After in seconds (the server sends seconds, never a date); undefined when absent. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers?.get('Retry-After');
  const seconds = value ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** Resources come wrapped as `{ data }`. */
export async function getData<T>(path: string): Promise<T> {
  return (await api.get<{ data: T }>(path)).data;
}
