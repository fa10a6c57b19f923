import type { MyLevel as MyLevelData } from '@courtside/core';
import type { UserType } from '@courtside/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { apiError, type ApiHandlers } from '@courtside/test-support/mock-api';
import { renderHosted, toasts } from '@courtside/test-support/render-page';
import { sessionOf } from '@/test/fixtures';
import { MyLevel } from './my-level';

const mine = (overrides: Partial<MyLevelData> = {}) => ({
  body: {
    data: { level: null, set_by_staff: false, rating_scale: 'knltb', self_rating: true, ...overrides },
  },
});

function renderLevel(api: ApiHandlers, as: UserType = 'clubmember') {
  return renderHosted('/settings/profile', <Route path="/settings/profile" element={<MyLevel />} />, {
    session: { body: sessionOf(as) },
    api,
  });
}

describe('My level', () => {
  it('lets a member set their level on the club’s scale, checked before it is sent', async () => {
    const user = userEvent.setup();
    const { server } = renderLevel({
      'GET /api/me/level': mine(),
      'PUT /api/me/level': ({ body }) => mine(body as Partial<MyLevelData>),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'My level' })).toBeInTheDocument();
    expect(screen.getByText('Not set yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set your level' }));
    const field = screen.getByRole('textbox', { name: 'Your level (KNLTB speelsterkte)' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      'KNLTB speelsterkte: 1 to 9, 1 is strongest, at most 1 decimal.',
    );
    await user.type(field, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save level' }));
    expect(field).toHaveAccessibleDescription(
      "This is not a level on your club's scale. KNLTB speelsterkte: 1 to 9, 1 is strongest, at most 1 decimal.",
    );
    expect(server.callsTo('PUT /api/me/level')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '6,5');
    await user.click(screen.getByRole('button', { name: 'Save level' }));
    expect(await toasts().findByText('Your level is saved.')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/me/level')[0].body).toEqual({ level: 6.5 });
    expect(screen.getByText('6.5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('clears it, and shows the server’s message on the field', async () => {
    const user = userEvent.setup();
    const message =
      "Level must be a number on the club's rating scale (KNLTB speelsterkte: 1 to 9, 1 strongest, at most one decimal)";
    const { server } = renderLevel({
      'GET /api/me/level': mine({ level: 5 }),
      'PUT /api/me/level': ({ body }) =>
        (body as { level: number | null }).level === null
          ? mine({ level: null })
          : apiError(400, message, { level: message }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const field = screen.getByRole('textbox', { name: /Your level/ });
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove my level' }));
    await waitFor(() => expect(server.callsTo('PUT /api/me/level')).toHaveLength(2));
    expect(server.callsTo('PUT /api/me/level')[1].body).toEqual({ level: null });
    expect(await screen.findByText('Not set yet')).toBeInTheDocument();
  });

  it('is locked, and says why, once the club’s staff set it', async () => {
    renderLevel({ 'GET /api/me/level': mine({ level: 6, set_by_staff: true }) });
    expect(
      await screen.findByText(/Your club set this level, so only the club can change it/),
    ).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'My level' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('is not shown when the club does not let members rate themselves and there is no level, nor to guests', async () => {
    const { server, unmount } = renderLevel({ 'GET /api/me/level': mine({ self_rating: false }) });
    await waitFor(() => expect(server.callsTo('GET /api/me/level')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();

    const guest = renderLevel({ 'GET /api/me/level': mine() }, 'clubguest');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(guest.server.callsTo('GET /api/me/level')).toHaveLength(0);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
