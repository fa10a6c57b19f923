import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';
import { clubAddress } from './club-picker';

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const main = () => within(screen.getByRole('main'));

describe('landing page', () => {
  it('asks for a club on the apex host, lists the clubs and offers both logins to a visitor', async () => {
    mockFetch({
      'POST /api/auth/verify': session.apex(),
      'GET /api/clubs': {
        body: {
          data: [
            { name: 'Riverside Tennis Club', subdomain: 'riverside', logo: null },
            { name: 'Harbour Lawn Tennis', subdomain: 'harbour', logo: null },
          ],
        },
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: en('landing.title') })).toBeInTheDocument();
    expect(screen.getByText(en('landing.selectClub'))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Riverside Tennis Club/ })).toHaveAttribute(
      'href',
      'http://riverside.localhost',
    );
    expect(link(/Harbour Lawn Tennis/)).toHaveAttribute('href', 'http://harbour.localhost');
    expect(main().getByRole('link', { name: en('landing.login') })).toHaveAttribute('href', '/login');
    expect(link(en('landing.systemAdminLogin'))).toHaveAttribute('href', '/auth/system-admin-login');
  });

  it('builds club addresses from the apex host, port included', () => {
    expect(clubAddress('riverside', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'http://riverside.localhost:3000',
    );
    expect(clubAddress('harbour', { protocol: 'https:', host: 'courtside.example' })).toBe(
      'https://harbour.courtside.example',
    );
  });

  it("says so when the club list can't be loaded", async () => {
    mockFetch({
      'POST /api/auth/verify': session.apex(),
      'GET /api/clubs': { status: 503, body: { message: 'Service temporarily unavailable' } },
    });
    renderApp('/');
    expect(
      await screen.findByText(en('landing.clubPickerError', { message: 'Service temporarily unavailable' })),
    ).toBeInTheDocument();
  });

  it('gives a signed-in system user the console instead of the system login', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('systemadmin'), null),
      'GET /api/clubs': { body: { data: [] } },
    });
    renderApp('/');
    expect(await screen.findByText(en('landing.selectClub'))).toBeInTheDocument();
    expect(main().getByRole('link', { name: en('landing.systemAdmin') })).toHaveAttribute(
      'href',
      '/system-admin',
    );
    expect(screen.queryByRole('link', { name: en('landing.systemAdminLogin') })).not.toBeInTheDocument();
    expect(await screen.findByText(en('landing.clubPickerEmpty'))).toBeInTheDocument();
  });

  it('asks a signed-out visitor of a club to log in', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/');
    expect(await screen.findByText(en('landing.pleaseLogIn'))).toBeInTheDocument();
    expect(main().getByRole('link', { name: en('landing.login') })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: en('landing.clubPickerTitle') })).not.toBeInTheDocument();
  });

  it('welcomes a member back with the member pages only', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubmember')) });
    renderApp('/');
    expect(await screen.findByText(en('landing.welcomeBack'))).toBeInTheDocument();
    expect(main().getByRole('link', { name: en('landing.viewEvents') })).toHaveAttribute('href', '/events');
    expect(main().getByRole('link', { name: en('landing.mySignups') })).toHaveAttribute(
      'href',
      '/my-signups',
    );
    for (const name of [
      en('landing.clubAdministration'),
      en('landing.allClubSignups'),
      en('landing.systemAdmin'),
    ]) {
      expect(main().queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('adds the staff pages for club staff', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('cluborganiser')) });
    renderApp('/');
    expect(await main().findByRole('link', { name: en('landing.clubAdministration') })).toHaveAttribute(
      'href',
      '/club-admin',
    );
    expect(main().getByRole('link', { name: en('landing.allClubSignups') })).toHaveAttribute(
      'href',
      '/club-signups',
    );
    expect(main().queryByRole('link', { name: en('landing.systemAdmin') })).not.toBeInTheDocument();
  });

  it('adds the system console for system staff at a club', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('systemmanager')) });
    renderApp('/');
    expect(await main().findByRole('link', { name: en('landing.systemAdmin') })).toHaveAttribute(
      'href',
      '/system-admin',
    );
    expect(main().getByRole('link', { name: en('landing.clubAdministration') })).toBeInTheDocument();
  });
});
