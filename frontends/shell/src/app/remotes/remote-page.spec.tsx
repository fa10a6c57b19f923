import { screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { mockFetch } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';
import { loadRemotePage, RemoteLoadError } from './remote-registry';

jest.mock('./remote-registry', () => ({
  ...jest.requireActual('./remote-registry'),
  loadRemotePage: jest.fn(),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

describe('remote page', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubadmin')) });
  });

  it('shows the failure in the content area only, and Try again loads it afresh', async () => {
    load
      .mockRejectedValueOnce(
        new RemoteLoadError(
          en('remote.notDeployed', { label: en('remote.labels.club-admin') }),
          'no "club-admin" entry',
        ),
      )
      .mockResolvedValueOnce(() => createElement('h1', null, 'Club Administration'));
    const { user } = renderApp('/club-admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en('remote.failed'));
    expect(alert).toHaveTextContent('Club administration is not available on this server yet.');
    expect(within(screen.getByRole('main')).getByRole('alert')).toBe(alert);
    // The header keeps working around it.
    expect(screen.getByRole('navigation', { name: en('header.mainNavigation') })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: en('common:tryAgain') }));
    expect(await screen.findByRole('heading', { name: 'Club Administration' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('club-admin', 'ClubAdminPage');
  });

  it('moves on when the visitor navigates elsewhere', async () => {
    load.mockImplementation(async (remote, module) => {
      if (remote === 'club-admin')
        throw new RemoteLoadError(en('remote.notDeployed', { label: en(`remote.labels.${remote}`) }));
      return () => createElement('p', null, `${remote}/${module}`);
    });
    const { user } = renderApp('/club-signups');
    expect(await screen.findByRole('alert')).toHaveTextContent(en('remote.failed'));
    await user.click(
      within(screen.getByRole('navigation', { name: en('header.mainNavigation') })).getByRole('link', {
        name: en('header.events'),
      }),
    );
    expect(await screen.findByText('member/EventsPage')).toBeInTheDocument();
    expect(screen.queryByText(en('remote.failed'))).not.toBeInTheDocument();
  });
});
