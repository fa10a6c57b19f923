import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, Route, useLocation } from 'react-router';
import { HostProviders } from './host';
import { mockApi, type ApiAnswer, type ApiHandlers } from './mock-api';

export { dialog, toasts } from './host';

/** Where the app is now (a page navigates by itself). */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

export interface RenderOptions {
  /** The session check's answer (a signed-in user's, or one held pending). */
  session: ApiHandlers[string];
  api?: ApiHandlers;
}

/**
 * A remote's pages as the shell hosts them: the routes the shell mounts them at, in a router, with
 * the host's providers (QueryClient, AuthProvider over a mocked session check, toasts, dialog).
 */
export function renderHosted(path: string, routes: ReactNode, { session, api = {} }: RenderOptions) {
  const server = mockApi({ 'POST /api/auth/verify': session, ...api });
  const view = render(
    <HostProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes}
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </HostProviders>,
  );
  return { ...view, server };
}

/** The current path and query (after a page navigated). */
export const currentPath = () => screen.getByTestId('location').textContent;

/** A request that never answers (a loading state). */
export const never = (): Promise<ApiAnswer> => new Promise<ApiAnswer>(() => undefined);
