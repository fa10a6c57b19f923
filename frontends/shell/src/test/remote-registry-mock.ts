import { createElement } from 'react';

/**
 * The factory of `jest.mock('@/app/remotes/remote-registry', …)` for specs that route to remote
 * pages: every remote page loads at once and names itself ('Remote page member/EventsPage').
 */
export function remoteRegistryMock() {
  const actual = jest.requireActual('@/app/remotes/remote-registry');
  return {
    ...actual,
    loadRemotePage: jest.fn(
      async (remote: string, module: string) =>
        function RemoteStub() {
          return createElement('p', null, `Remote page ${remote}/${module}`);
        },
    ),
  };
}
