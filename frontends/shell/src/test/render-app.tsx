import { HostProviders } from '@courtside/test-support/host';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '@/app/routes';
import '@/i18n';

interface Options {
  /** Route state of the first entry (the guard's `from`). */
  state?: unknown;
  strict?: boolean;
}

/** Where the router is, for assertions. */
export interface CurrentLocation {
  current: Location | null;
}

function LocationProbe({ into }: { into: CurrentLocation }) {
  into.current = useLocation();
  return null;
}

/** The shell as the browser gets it (real route table, providers, toasts), at `path`. */
export function renderApp(path: string, { state, strict = false }: Options = {}) {
  const url = new URL(path, 'http://localhost');
  const location: CurrentLocation = { current: null };
  const onLoggedOut = jest.fn();
  const tree = (
    <HostProviders onLoggedOut={onLoggedOut}>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
        <AppRoutes />
        <LocationProbe into={location} />
      </MemoryRouter>
    </HostProviders>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, location, onLoggedOut, user: userEvent.setup() };
}

/** Where the router is now. */
export const locationOf = (location: CurrentLocation): Location => {
  if (!location.current) throw new Error('The router has not rendered yet');
  return location.current;
};
