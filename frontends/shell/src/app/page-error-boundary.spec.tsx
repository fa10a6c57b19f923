import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { COMMON_TEXT } from '@/texts';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('Cannot read the page');
}

describe('page error boundary', () => {
  it('keeps a crashed page in the content area with a way home, and clears when the address changes', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const page = (resetKey: string, child: React.ReactNode) => (
      <MemoryRouter>
        <PageErrorBoundary resetKey={resetKey}>{child}</PageErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(page('/login', <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_TEXT.unexpectedError);
    expect(screen.getByText('Cannot read the page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMMON_TEXT.goHome })).toHaveAttribute('href', '/');

    rerender(page('/login', <p>Still broken?</p>));
    expect(screen.queryByText('Still broken?')).not.toBeInTheDocument();

    rerender(page('/events', <p>Events</p>));
    expect(screen.getByText('Events')).toBeInTheDocument();
  });
});
