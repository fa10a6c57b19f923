import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { en } from '@/test/i18n';

describe('404 page', () => {
  it('answers any unknown route with 404, Page not found and a way home', async () => {
    mockFetch({ 'POST /api/auth/verify': session.signedOut() });
    renderApp('/no/such/page');
    expect(await screen.findByText(en('notFound.code'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en('notFound.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('common.goHome') })).toHaveAttribute('href', '/');
  });
});
