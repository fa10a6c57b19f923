/**
 * The shell's pages where a person signs in (frontends/shell/src/app/routes.tsx): the pages a
 * login link lands on, by the link's flow (the backend writes them into the mail), and the pages
 * that ask for a link. The backend sends Cross-Origin-Opener-Policy with these pages only
 * (backend/src/frontends/serve-frontends.ts says why).
 */
export const LOGIN_LINK_PAGES = { club: '/auth/verify', system: '/auth/system-admin-verify' } as const;

const SIGN_IN_PAGES: ReadonlySet<string> = new Set([
  '/login',
  '/system-admin-login',
  '/auth/system-admin-login',
  ...Object.values(LOGIN_LINK_PAGES),
]);

/** Whether `pathname` ('/login', '/auth/verify/') is one of the shell's sign-in pages. */
export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
