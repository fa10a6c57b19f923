/**
 * fetch is outside the system under test: each test says what the API answers. A handler is an
 * answer ({ status, body }) or a function of the request; unmatched calls fail the test loudly.
 */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
  /** Response headers (Retry-After), by name. */
  headers?: Record<string, string>;
}

export interface ApiCall {
  method: string;
  path: string;
  /** A JSON body parsed; any other body (a file sent as it is) as it was given. */
  body: unknown;
}

type Handler = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

export type ApiHandlers = Record<string, Handler>;

export interface MockApi {
  calls: ApiCall[];
  callsTo(route: string): ApiCall[];
  on(route: string, handler: Handler): void;
  /** The headers a call was sent with (kept apart, so a call still equals { method, path, body }). */
  headersOf(call: ApiCall): Record<string, string>;
}

/** A promise the test settles itself: holds a request pending (loading states, 'Saving...'). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function mockApi(handlers: ApiHandlers): MockApi {
  const table: ApiHandlers = { ...handlers };
  const calls: ApiCall[] = [];
  const headers = new WeakMap<ApiCall, Record<string, string>>();
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = String(input);
    const body =
      typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call = { method, path, body };
    calls.push(call);
    headers.set(call, { ...(init?.headers as Record<string, string> | undefined) });
    const handler = table[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${path}`);
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const answered = Object.entries(answer.headers ?? {});
    const get = (name: string) =>
      answered.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get },
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    on: (route, handler) => {
      table[route] = handler;
    },
    headersOf: (call) => headers.get(call) ?? {},
  };
}

/** The error body of API.md section 1. */
export function apiError(status: number, message: string, errors?: Record<string, string>): ApiAnswer {
  return { status, body: { statusCode: status, error: 'Error', message, ...(errors ? { errors } : {}) } };
}
