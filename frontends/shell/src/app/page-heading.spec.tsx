import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { mockFetch } from '@/test/fetch-mock';
import { session, userOf } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';
import { loadRemotePage } from './remotes/remote-registry';

jest.mock('./remotes/remote-registry', () => ({
  ...jest.requireActual('./remotes/remote-registry'),
  loadRemotePage: jest.fn(),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

describe('page titles and focus on navigation', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue(() => createElement('h1', null, 'Upcoming Events'));
    mockFetch({ 'POST /api/auth/verify': session.signedIn(userOf('clubmember')) });
  });

  it('names each page in the document title and moves focus to its heading, not on the first load', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: en('landing.title') });
    await waitFor(() => expect(document.title).toBe('Riverside Tennis Club · Courtside'));
    expect(document.body).toHaveFocus();

    await user.click(screen.getAllByRole('link', { name: en('header.events') })[0]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Upcoming Events · Riverside Tennis Club · Courtside');
  });

  it('leaves focus alone after a redirect: the sign-in landing on /events', async () => {
    mockFetch({
      'POST /api/auth/verify': session.signedIn(userOf('clubmember')),
      'POST /api/auth/verify-magic-link': { body: { success: true, user: userOf('clubmember') } },
    });
    renderApp('/auth/verify?token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' });
    await waitFor(() => expect(document.title).toBe('Upcoming Events · Riverside Tennis Club · Courtside'));
    expect(document.body).toHaveFocus();
  });
});
