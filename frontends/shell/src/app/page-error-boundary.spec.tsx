import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '@/test/i18n';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('Cannot read the page');
}

describe('page error boundary', () => {
  it('keeps a crashed page in the content area with a way home, and clears when the address changes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const page = (resetKey: string, child: React.ReactNode) => (
      <MemoryRouter>
        <PageErrorBoundary resetKey={resetKey}>{child}</PageErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(page('/login', <Broken />));
    expect(await screen.findByRole('alert')).toHaveTextContent(en('common.unexpectedError'));
    expect(screen.getByText('Cannot read the page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('common.goHome') })).toHaveAttribute('href', '/');

    rerender(page('/login', <p>Still broken?</p>));
    expect(screen.queryByText('Still broken?')).not.toBeInTheDocument();

    rerender(page('/events', <p>Events</p>));
    expect(screen.getByText('Events')).toBeInTheDocument();
  });
});
