import { callsTo, mockFetch } from '@/test/fetch-mock';
import { en } from '@/test/i18n';

const mockRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => mockRuntime);

/** The registry keeps module state (the fetched manifest, what is registered): a fresh copy per test. */
async function freshRegistry(): Promise<typeof import('./remote-registry')> {
  let registry!: typeof import('./remote-registry');
  await jest.isolateModulesAsync(async () => {
    registry = await import('./remote-registry');
  });
  return registry;
}

const MANIFEST = { member: '/remotes/member/mf-manifest.json' };
const EventsPage = () => null;

describe('remote registry', () => {
  beforeEach(() => {
    mockRuntime.registerRemotes.mockReset();
    mockRuntime.loadRemote.mockReset();
  });

  it('reads remotes.json once, registers the remote under its federation name and loads the page', async () => {
    const fetchMock = mockFetch({
      'GET /remotes.json': { body: { ...MANIFEST, 'club-admin': '/remotes/club-admin/mf-manifest.json' } },
    });
    mockRuntime.loadRemote.mockResolvedValue({ default: EventsPage });
    const { loadRemotePage } = await freshRegistry();

    await expect(loadRemotePage('member', 'EventsPage')).resolves.toBe(EventsPage);
    await loadRemotePage('member', 'MySignupsPage');
    mockRuntime.loadRemote.mockResolvedValue({ default: EventsPage });
    await loadRemotePage('club-admin', 'ClubAdminPage');

    expect(callsTo(fetchMock, 'GET /remotes.json')).toHaveLength(1);
    expect(mockRuntime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'member', entry: '/remotes/member/mf-manifest.json' }], { force: false }],
      [[{ name: 'club_admin', entry: '/remotes/club-admin/mf-manifest.json' }], { force: false }],
    ]);
    expect(mockRuntime.loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'member/EventsPage',
      'member/MySignupsPage',
      'club_admin/ClubAdminPage',
    ]);
  });

  it('takes the remotes the server wrote into the page, with no round trip for remotes.json', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'courtside-page';
    data.textContent = JSON.stringify({ remotes: { member: '/remotes/member/remoteEntry.1a2b3c4d.js' } });
    document.head.append(data);
    try {
      const fetchMock = mockFetch({});
      mockRuntime.loadRemote.mockResolvedValue({ default: EventsPage });
      const { loadRemotePage } = await freshRegistry();
      await expect(loadRemotePage('member', 'EventsPage')).resolves.toBe(EventsPage);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(mockRuntime.registerRemotes.mock.calls).toEqual([
        [[{ name: 'member', entry: '/remotes/member/remoteEntry.1a2b3c4d.js' }], { force: false }],
      ]);
    } finally {
      data.remove();
    }
  });

  it('explains a remote that remotes.json does not list (yet)', async () => {
    mockFetch({ 'GET /remotes.json': { body: MANIFEST } });
    const { loadRemotePage } = await freshRegistry();
    await expect(loadRemotePage('club-admin', 'ClubAdminPage')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      message: 'Club administration is not available on this server yet.',
    });
    expect(mockRuntime.loadRemote).not.toHaveBeenCalled();
  });

  it('asks for remotes.json again after it failed', async () => {
    const fetchMock = mockFetch({ 'GET /remotes.json': { status: 503 } });
    const { loadRemotePage } = await freshRegistry();
    await expect(loadRemotePage('member', 'EventsPage')).rejects.toThrow(
      en('remote.manifestFailed', { detail: 'HTTP 503' }),
    );

    mockFetch({ 'GET /remotes.json': { body: MANIFEST } });
    mockRuntime.loadRemote.mockResolvedValue({ default: EventsPage });
    await expect(loadRemotePage('member', 'EventsPage')).resolves.toBe(EventsPage);
    expect(callsTo(fetchMock, 'GET /remotes.json')).toHaveLength(1);
  });

  it('registers a remote afresh after its download failed, so a retry really retries', async () => {
    mockFetch({ 'GET /remotes.json': { body: MANIFEST } });
    mockRuntime.loadRemote.mockRejectedValueOnce(
      new Error('[ Federation Runtime ]: RUNTIME-003 failed to get manifest'),
    );
    mockRuntime.loadRemote.mockResolvedValueOnce({ default: EventsPage });
    const { loadRemotePage } = await freshRegistry();

    await expect(loadRemotePage('member', 'EventsPage')).rejects.toMatchObject({
      message: 'The events area could not be downloaded. Check your connection and try again.',
      detail: expect.stringContaining('RUNTIME-003'),
    });
    await expect(loadRemotePage('member', 'EventsPage')).resolves.toBe(EventsPage);
    expect(mockRuntime.registerRemotes.mock.calls.map(([, options]) => options)).toEqual([
      { force: false },
      { force: true },
    ]);
  });

  it('refuses a module without a default export', async () => {
    mockFetch({ 'GET /remotes.json': { body: MANIFEST } });
    mockRuntime.loadRemote.mockResolvedValue({});
    const { loadRemotePage } = await freshRegistry();
    await expect(loadRemotePage('member', 'EventsPage')).rejects.toMatchObject({
      detail: 'member/EventsPage has no default export',
    });
  });
});
