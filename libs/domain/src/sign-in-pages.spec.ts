import { isSignInPage, LOGIN_LINK_PAGES } from './sign-in-pages';

describe('isSignInPage', () => {
  it('knows the pages that ask for a login link and the pages a link lands on', () => {
    for (const path of ['/login', '/login/', '/system-admin-login', '/auth/system-admin-login'])
      expect([path, isSignInPage(path)]).toEqual([path, true]);
    for (const path of Object.values(LOGIN_LINK_PAGES))
      expect([path, isSignInPage(path)]).toEqual([path, true]);
  });

  it('leaves every other page out, look-alikes too', () => {
    for (const path of [
      '/',
      '/events',
      '/my-signups',
      '/club-admin',
      '/login-help',
      '/auth/verify/x',
      '/auth',
    ])
      expect([path, isSignInPage(path)]).toEqual([path, false]);
  });
});
