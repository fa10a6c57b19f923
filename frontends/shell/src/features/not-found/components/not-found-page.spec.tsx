import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { COMMON_TEXT, NOT_FOUND_TEXT } from '@/texts';

describe('404 page', () => {
  it('answers any unknown route with 404, Page not found and a way home', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/no/such/page');
    expect(await screen.findByText(NOT_FOUND_TEXT.code)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NOT_FOUND_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMMON_TEXT.goHome })).toHaveAttribute('href', '/');
  });
});
