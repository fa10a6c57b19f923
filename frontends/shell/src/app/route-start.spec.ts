import { createQueryClient, queryKeys } from '@courtside/core';
import { callsTo, mockFetch, never } from '@/test/fetch-mock';
import { startRoute } from './route-start';

// The federation runtime (a library) is the edge here: the remote's code "loads" at once.
const mockRuntime = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (_id: string) => ({ default: () => null })),
};
jest.mock('@module-federation/enhanced/runtime', () => mockRuntime);

/** The page data the backend writes into the page (index-page.ts). */
function pageData(data: object): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'courtside-page';
  element.textContent = JSON.stringify(data);
  document.head.append(element);
  return () => element.remove();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRoute: what a page needs starts at once', () => {
  beforeEach(() => mockRuntime.loadRemote.mockClear());

  it('on /events with a session cookie: the session check, the events list and the remote page, side by side', async () => {
    const remove = pageData({
      remotes: { member: '/remotes/member/remoteEntry.1a2b3c4d.js' },
      session: true,
    });
    try {
      // Neither answer comes: everything must have started without waiting for the other.
      const fetchMock = mockFetch({ 'POST /api/auth/verify': never, 'GET /api/events?limit=30': never });
      const client = createQueryClient({ retry: false });
      startRoute(client, '/events');
      await flush();
      expect(callsTo(fetchMock, 'POST /api/auth/verify')).toHaveLength(1);
      expect(callsTo(fetchMock, 'GET /api/events?limit=30')).toHaveLength(1);
      expect(mockRuntime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['member/EventsPage']);
      // The member remote's own query (core's options) finds it under the same key.
      expect(client.getQueryState(queryKeys.events.pages(''))?.fetchStatus).toBe('fetching');
    } finally {
      remove();
    }
  });

  it('takes the session check the page carries: no request for it, the events list started when signed in', async () => {
    const check = {
      authenticated: true,
      user: { id: 'u1', email: 'ann@example.com', name: 'Ann', user_type: 'clubmember', locale: null },
      club: { id: 'c1', name: 'Riverside', subdomain: 'riverside' },
      renewed: false,
    };
    const remove = pageData({ remotes: {}, session: true, check });
    try {
      const fetchMock = mockFetch({ 'POST /api/auth/verify': never, 'GET /api/events?limit=30': never });
      const client = createQueryClient({ retry: false });
      startRoute(client, '/events');
      await flush();
      expect(callsTo(fetchMock, 'POST /api/auth/verify')).toHaveLength(0);
      expect(callsTo(fetchMock, 'GET /api/events?limit=30')).toHaveLength(1);
      expect(client.getQueryData(queryKeys.session)).toEqual(check);
    } finally {
      remove();
    }
  });

  it('starts no events list when the page’s session check says signed out, whatever the cookie', async () => {
    const check = { authenticated: false, user: null, club: null, renewed: false, error: 'Session expired' };
    const remove = pageData({ remotes: {}, session: true, check });
    try {
      const fetchMock = mockFetch({});
      const client = createQueryClient({ retry: false });
      startRoute(client, '/events');
      await flush();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(client.getQueryData(queryKeys.session)).toEqual(check);
    } finally {
      remove();
    }
  });

  it('leaves the events list to the page when no session cookie came with the page', async () => {
    const remove = pageData({ remotes: {}, session: false });
    try {
      const fetchMock = mockFetch({ 'POST /api/auth/verify': never });
      startRoute(createQueryClient({ retry: false }), '/events');
      await flush();
      expect(callsTo(fetchMock, 'POST /api/auth/verify')).toHaveLength(1);
      expect(callsTo(fetchMock, 'GET /api/events?limit=30')).toHaveLength(0);
    } finally {
      remove();
    }
  });

  it('starts a deep link’s remote page (/events/123/edit) and nothing remote on the shell’s own pages', async () => {
    mockFetch({ 'POST /api/auth/verify': never, 'GET /remotes.json': { body: { member: '/m.json' } } });
    startRoute(createQueryClient({ retry: false }), '/events/123/edit');
    await flush();
    await flush();
    expect(mockRuntime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['member/EditEventPage']);

    mockRuntime.loadRemote.mockClear();
    startRoute(createQueryClient({ retry: false }), '/login');
    await flush();
    expect(mockRuntime.loadRemote).not.toHaveBeenCalled();
  });
});
