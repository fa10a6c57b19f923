import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, never } from '@/test/fetch-mock';
import { riverside, session, userOf } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';

/** The header once the session has loaded (the placeholder is a different element). */
async function header() {
  await waitFor(() => expect(screen.getByRole('banner')).not.toHaveAttribute('aria-busy'));
  return within(screen.getByRole('banner'));
}
const mainNav = async () =>
  within(await screen.findByRole('navigation', { name: en('header.mainNavigation') }));
const linkNames = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('link').map((a: HTMLElement) => a.textContent);

describe('header', () => {
  it('shows a placeholder while the session loads', async () => {
    mockFetch({ 'POST /api/auth/verify': never });
    renderApp('/');
    expect(await screen.findByLabelText(en('header.loadingHeader'))).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the club's logo, name and subtitle", async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/');
    const banner = await header();
    const logo = await banner.findByRole('img', { name: riverside.name });
    expect(logo).toHaveAttribute('src', riverside.logo);
    expect(banner.getByText(en('header.subtitle'))).toBeInTheDocument();
  });

  it("falls back to the club's initial when the logo fails to load", async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/');
    const banner = await header();
    fireEvent.error(await banner.findByRole('img', { name: riverside.name }));
    expect(banner.getByRole('img', { name: riverside.name })).toHaveTextContent('R');
  });

  it('shows the initial for a club without a logo', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut({ ...riverside, logo: null }) });
    renderApp('/');
    const banner = await header();
    expect(banner.getByRole('img', { name: riverside.name })).toHaveTextContent('R');
  });

  it('gives every signed-in user Events and My Sign-ups, their e-mail and Logout', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubguest', 'guest@riverside.test')) });
    renderApp('/');
    const banner = await header();
    const nav = await mainNav();
    expect(linkNames(nav)).toEqual([en('header.events'), en('header.mySignups')]);
    expect(nav.getByRole('link', { name: en('header.events') })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: en('header.mySignups') })).toHaveAttribute('href', '/my-signups');
    expect(banner.getByText('guest@riverside.test')).toBeInTheDocument();
    expect(banner.getByRole('button', { name: en('header.logout') })).toBeInTheDocument();
  });

  it('adds Club Admin and All Signups for staff, System Admin for system staff', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubadmin')) });
    const first = renderApp('/');
    expect(linkNames(await mainNav())).toEqual([
      en('header.events'),
      en('header.mySignups'),
      en('header.clubAdmin'),
      en('header.allSignups'),
    ]);
    first.unmount();

    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('systemadmin')) });
    renderApp('/');
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: en('header.clubAdmin') })).toHaveAttribute('href', '/club-admin');
    expect(nav.getByRole('link', { name: en('header.allSignups') })).toHaveAttribute('href', '/club-signups');
    expect(nav.getByRole('link', { name: en('header.systemAdmin') })).toHaveAttribute(
      'href',
      '/system-admin',
    );
  });

  it('offers Login and Admin when signed out', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/');
    const banner = await header();
    expect(await banner.findByRole('link', { name: en('header.login') })).toHaveAttribute('href', '/login');
    expect(banner.getByRole('link', { name: en('header.admin') })).toHaveAttribute(
      'href',
      '/system-admin-login',
    );
    expect(screen.queryByRole('navigation', { name: en('header.mainNavigation') })).not.toBeInTheDocument();
    expect(banner.queryByRole('button', { name: en('header.logout') })).not.toBeInTheDocument();
  });

  it('repeats the links, e-mail and Logout in the mobile menu', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('cluborganiser', 'org@riverside.test')) });
    const { user } = renderApp('/');
    const banner = await header();
    const toggle = await banner.findByRole('button', { name: en('header.openMenu') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(banner.getByRole('button', { name: en('header.closeMenu') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = within(await screen.findByRole('navigation', { name: en('header.mobileNavigation') }));
    expect(linkNames(menu)).toEqual([
      en('header.events'),
      en('header.mySignups'),
      en('header.clubAdmin'),
      en('header.allSignups'),
    ]);
    expect(banner.getAllByText('org@riverside.test')).toHaveLength(2);
    expect(banner.getAllByRole('button', { name: en('header.logout') })).toHaveLength(2);

    await user.click(menu.getByRole('link', { name: en('header.events') }));
    expect(screen.queryByRole('navigation', { name: en('header.mobileNavigation') })).not.toBeInTheDocument();
  });

  it('links the signed-out mobile menu to /login and /auth/system-admin-login', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    const { user } = renderApp('/');
    const banner = await header();
    await user.click(await banner.findByRole('button', { name: en('header.openMenu') }));
    await waitFor(() => expect(document.getElementById('cs-mobile-menu')).not.toBeNull());
    const menu = within(document.getElementById('cs-mobile-menu')!);
    expect(menu.getByRole('link', { name: en('header.login') })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: en('header.admin') })).toHaveAttribute(
      'href',
      '/auth/system-admin-login',
    );
    await user.keyboard('{Escape}');
    expect(document.getElementById('cs-mobile-menu')).toBeNull();
  });

  it('logs out, and says so in a toast when the server does not confirm', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('clubmember')),
      'POST /api/auth/logout': { status: 500, body: { message: 'Something went wrong' } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onLoggedOut } = renderApp('/');
    const banner = await header();
    await user.click(await banner.findByRole('button', { name: en('header.logout') }));
    expect(await screen.findByText(en('header.logoutFailed'))).toBeInTheDocument();
    expect(onLoggedOut).not.toHaveBeenCalled();

    fetchMock.mockClear();
    mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('clubmember')),
      'POST /api/auth/logout': { body: { success: true } },
    });
    await user.click(banner.getByRole('button', { name: en('header.logout') }));
    expect(onLoggedOut).toHaveBeenCalled();
  });

  it('shows a small product header on the apex host', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('systemmanager', 'ops@courtside.test'), null),
      'GET /api/clubs': { body: { data: [] } },
    });
    renderApp('/');
    const banner = await header();
    expect(await banner.findByText(en('productName'))).toBeInTheDocument();
    expect(banner.getByText('ops@courtside.test')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: en('header.systemAdmin') })).toHaveAttribute(
      'href',
      '/system-admin',
    );
    expect(banner.getByRole('button', { name: en('header.logout') })).toBeInTheDocument();
    expect(banner.queryByText(en('header.subtitle'))).not.toBeInTheDocument();
  });
});
