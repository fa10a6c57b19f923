/** fetch is the edge of the system in a component test: each spec says what the server answers. */
export interface Reply {
  status?: number;
  body?: unknown;
}

type Route = Reply | Error | ((body: unknown) => Reply | Error | Promise<Reply | Error>);

function response({ status = 200, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/** Replaces global fetch; routes are keyed 'METHOD /path'. Unknown calls answer 404. */
export function mockFetch(routes: Record<string, Route>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const route = routes[key];
    if (route === undefined) return response({ status: 404, body: { message: `No mock for ${key}` } });
    const reply =
      typeof route === 'function'
        ? await route(init?.body ? JSON.parse(String(init.body)) : undefined)
        : route;
    if (reply instanceof Error) throw reply;
    return response(reply);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The calls made to one 'METHOD /path'. */
export function callsTo(fetchMock: jest.Mock, key: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${input}` === key,
  );
}

/** A reply that never comes: the app stays in its loading state. */
export const never = () => new Promise<Reply>(() => {});
