import { applyLocale, type MyProfile } from '@courtside/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { ApiHandlers } from '@courtside/test-support/mock-api';
import { renderHosted } from '@courtside/test-support/render-page';
import { sessionOf } from '@/test/fixtures';
import ProfilePage from './profile-page';

const STORED: MyProfile = { name: 'Anna de Vries', phone: null, show_my_name: true };
const level = (selfRating: boolean, value: number | null = null) => ({
  body: { data: { level: value, set_by_staff: false, rating_scale: 'knltb', self_rating: selfRating } },
});

function renderProfilePage(api: ApiHandlers, as: Parameters<typeof sessionOf>[0] = 'clubmember') {
  return renderHosted('/settings/profile', <Route path="/settings/profile" element={<ProfilePage />} />, {
    session: { body: sessionOf(as) },
    api: { 'GET /api/me/profile': { body: { data: STORED } }, ...api },
  });
}

/** The page's parts by their headings, top to bottom. */
const parts = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Profile page', () => {
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await applyLocale('en');
  });

  it('shows the details, the language, the level when the club has self-rating on, then the data rights', async () => {
    renderProfilePage({ 'GET /api/me/level': level(true) });
    expect(await screen.findByRole('heading', { level: 2, name: 'My level' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();
    expect(parts()).toEqual(['Language', 'My level', 'Your data', 'Leave this club']);
    const form = screen.getByRole('form', { name: 'Your profile' });
    const language = screen.getByRole('region', { name: 'Language' });
    // The details come first.
    expect(form.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows one’s own reliability before the data rights, in plain words', async () => {
    renderProfilePage({
      'GET /api/me/level': level(false),
      'GET /api/me/reliability': { body: { data: { attended: 7, late_cancels: 1, no_shows: 0 } } },
    });
    const card = await screen.findByRole('region', { name: 'Your reliability' });
    expect(card).toHaveTextContent('Your last 90 days at this club.');
    expect(card).toHaveTextContent('Evenings you came7');
    expect(card).toHaveTextContent('Late cancellations1');
    expect(card).toHaveTextContent('Did not come0');
    expect(parts()).toEqual(['Language', 'Your reliability', 'Your data', 'Leave this club']);
  });

  it('leaves the level out when the club has self-rating off and no level is set', async () => {
    const { server } = renderProfilePage({ 'GET /api/me/level': level(false) });
    await waitFor(() => expect(server.callsTo('GET /api/me/level')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    expect(parts()).toEqual(['Language', 'Your data', 'Leave this club']);
  });

  it('switches the app at once and stores the choice the way the header does', async () => {
    const user = userEvent.setup();
    const { server } = renderProfilePage({
      'GET /api/me/level': level(true),
      'PUT /api/me/locale': ({ body }) => ({ body: { data: body } }),
    });
    const select = await screen.findByRole('combobox', { name: 'Language of the app and of your e-mails' });
    expect(select).toHaveDisplayValue('English');
    expect(select).toHaveAccessibleDescription('Changes at once, on every device you use with this club.');
    await user.selectOptions(select, 'Nederlands');
    expect(await screen.findByRole('heading', { level: 2, name: 'Taal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('courtside.locale')).toBe('nl');
    await waitFor(() => expect(server.callsTo('PUT /api/me/locale')).toHaveLength(1));
    expect(server.callsTo('PUT /api/me/locale')[0].body).toEqual({ locale: 'nl' });
  });
});
