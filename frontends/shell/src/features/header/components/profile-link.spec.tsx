import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { en } from '@/test/i18n';
import { renderApp } from '@/test/render-app';

async function header() {
  await waitFor(() => expect(screen.getByRole('banner')).not.toHaveAttribute('aria-busy'));
  return within(screen.getByRole('banner'));
}

describe('the profile link', () => {
  it('is the e-mail in the header, and in the mobile menu before the notification settings', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubmember', 'member@riverside.test')) });
    const { user } = renderApp('/');
    const banner = await header();
    const link = await banner.findByRole('link', {
      name: `${en('header.profile')}: member@riverside.test`,
    });
    expect(link).toHaveAttribute('href', '/settings/profile');
    expect(link).toHaveTextContent('member@riverside.test');

    await user.click(banner.getByRole('button', { name: en('header.openMenu') }));
    await waitFor(() => expect(document.getElementById('cs-mobile-menu')).not.toBeNull());
    const menu = within(document.getElementById('cs-mobile-menu')!);
    const inMenu = menu.getByRole('link', { name: en('header.profile') });
    expect(inMenu).toHaveAttribute('href', '/settings/profile');
    expect(inMenu.nextElementSibling).toHaveTextContent(en('header.notifications'));
    await user.click(inMenu);
    expect(document.getElementById('cs-mobile-menu')).toBeNull();
  });

  it('is not there for system staff (they belong to no club): their e-mail is plain text', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('systemadmin')) });
    renderApp('/');
    const banner = await header();
    const email = await banner.findByText('systemadmin@riverside.test');
    expect(email.tagName).toBe('SPAN');
    expect(banner.queryByRole('link', { name: new RegExp(en('header.profile')) })).toBeNull();
  });
});
