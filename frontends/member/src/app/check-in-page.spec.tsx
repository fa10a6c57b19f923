import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { apiError, type ApiHandlers } from '@courtside/test-support/mock-api';
import { renderHosted } from '@courtside/test-support/render-page';
import { sessionOf } from '@/test/fixtures';
import CheckInPage from './check-in-page';

const EVENT = '11111111-1111-4111-8111-111111111111';

function renderCheckIn(query: string, api: ApiHandlers = {}) {
  return renderHosted(
    `/events/${EVENT}/check-in${query}`,
    <Route path="/events/:id/check-in" element={<CheckInPage />} />,
    { session: { body: sessionOf('clubmember') }, api },
  );
}

describe('Self check-in page', () => {
  it('asks first, then checks in with the code from the link', async () => {
    const user = userEvent.setup();
    const { server } = renderCheckIn('?code=AbCdEfGhIjKlMnOp', {
      [`POST /api/events/${EVENT}/check-in`]: { body: { data: { status: 'present' } } },
    });
    const button = await screen.findByRole('button', { name: 'Check me in' });
    expect(server.callsTo(`POST /api/events/${EVENT}/check-in`)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('You are checked in. Enjoy your game!')).toBeInTheDocument();
    expect(server.callsTo(`POST /api/events/${EVENT}/check-in`)[0].body).toEqual({
      code: 'AbCdEfGhIjKlMnOp',
    });
    expect(screen.getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', `/events/${EVENT}`);
  });

  it("shows the server's message when the code is wrong or expired", async () => {
    const user = userEvent.setup();
    renderCheckIn('?code=wrong', {
      [`POST /api/events/${EVENT}/check-in`]: apiError(
        400,
        'This check-in code is not valid, or check-in is not open now',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Check me in' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Could not check you in: This check-in code is not valid, or check-in is not open now',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('explains what to do when the link has no code', async () => {
    renderCheckIn('');
    expect(await screen.findByText(/This link has no check-in code\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check me in' })).not.toBeInTheDocument();
  });
});
