import { applyLocale } from '@courtside/core';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch } from '@/test/fetch-mock';
import { riverside, session, userOf } from '@/test/fixtures';
import { en } from '@/test/i18n';
import { renderApp } from '@/test/render-app';

const banner = async () => {
  await waitFor(() => expect(screen.getByRole('banner')).not.toHaveAttribute('aria-busy'));
  return within(screen.getByRole('banner'));
};

describe('language', () => {
  afterEach(async () => {
    localStorage.clear();
    await applyLocale('en');
  });

  it('switches the whole page to Dutch for a visitor and remembers it on this device', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    const { user } = renderApp('/');
    const header = await banner();
    await user.selectOptions(header.getByRole('combobox', { name: 'Language' }), 'Nederlands');
    expect(await header.findByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByText('Log in om verder te gaan.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('courtside.locale')).toBe('nl');
    expect(callsTo(fetchMock, 'PUT /api/me/locale')).toHaveLength(0);
  });

  it("keeps a signed-in member's choice on their membership, and asks the server in it", async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('clubmember')),
      'PUT /api/me/locale': (body) => ({ body: { data: body } }),
      'GET /api/clubs': { body: { data: [] } },
    });
    const { user } = renderApp('/');
    const header = await banner();
    await user.selectOptions(header.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(await header.findByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/me/locale')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/me/locale')[0];
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'nl' });
    expect(init.headers['Accept-Language']).toBe('nl');
  });

  it("opens in the person's stored language", async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedIn({ ...userOf('clubmember'), locale: 'nl' }) });
    renderApp('/');
    expect(await screen.findByText('Welkom terug! Klaar om je mix-ins te regelen?')).toBeInTheDocument();
  });

  it("follows the club's default when the browser speaks neither language", async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    mockFetch({ 'POST /api/auth/verify': session.signedOut(riversideIn('nl')) });
    renderApp('/');
    expect(await screen.findByText('Log in om verder te gaan.')).toBeInTheDocument();
    languages.mockRestore();
  });

  it('prefers the browser language to the club default', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut(riversideIn('nl')) });
    renderApp('/');
    expect(await screen.findByText(en('landing.pleaseLogIn'))).toBeInTheDocument();
  });
});

function riversideIn(default_locale: 'en' | 'nl') {
  return { ...riverside, default_locale };
}
