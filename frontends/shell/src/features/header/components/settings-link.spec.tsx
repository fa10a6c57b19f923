import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { en } from '@/test/i18n';
import { renderApp } from '@/test/render-app';

async function header() {
  await waitFor(() => expect(screen.getByRole('banner')).not.toHaveAttribute('aria-busy'));
  return within(screen.getByRole('banner'));
}

describe('the notification settings link', () => {
  it('sits beside the e-mail and in the mobile menu, before Logout', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubmember', 'member@riverside.test')) });
    const { user } = renderApp('/');
    const banner = await header();
    const link = await banner.findByRole('link', { name: en('header.notifications') });
    expect(link).toHaveAttribute('href', '/settings/notifications');
    // Beside the e-mail, not among the page links.
    expect(link.previousElementSibling).toHaveTextContent('member@riverside.test');
    const nav = within(screen.getByRole('navigation', { name: en('header.mainNavigation') }));
    expect(nav.queryByRole('link', { name: en('header.notifications') })).toBeNull();

    await user.click(banner.getByRole('button', { name: en('header.openMenu') }));
    await waitFor(() => expect(document.getElementById('cs-mobile-menu')).not.toBeNull());
    const menu = within(document.getElementById('cs-mobile-menu')!);
    const inMenu = menu.getByRole('link', { name: en('header.notifications') });
    expect(inMenu).toHaveAttribute('href', '/settings/notifications');
    expect(inMenu.nextElementSibling).toHaveTextContent(en('header.logout'));
    await user.click(inMenu);
    expect(document.getElementById('cs-mobile-menu')).toBeNull();
  });

  it('is not there signed out, nor for system staff (they belong to no club)', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    const signedOut = renderApp('/');
    expect(await (await header()).findByRole('link', { name: en('header.login') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en('header.notifications') })).toBeNull();
    signedOut.unmount();

    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('systemadmin')) });
    renderApp('/');
    const banner = await header();
    expect(await banner.findByText('systemadmin@riverside.test')).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: en('header.notifications') })).toBeNull();
  });
});
