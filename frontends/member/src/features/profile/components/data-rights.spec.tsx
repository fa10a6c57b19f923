import { applyLocale } from '@courtside/core';
import { API_ERRORS } from '@courtside/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { apiError, deferred, type ApiAnswer, type ApiHandlers } from '@courtside/test-support/mock-api';
import { dialog, renderHosted, toasts } from '@courtside/test-support/render-page';
import { sessionOf, userOf } from '@/test/fixtures';
import { DataRights } from './data-rights';
import { ProfileSettings } from './profile-form';

const EXPORT = 'GET /api/me/data-export';
const LEAVE = 'DELETE /api/me/membership';
const PROFILE = { body: { data: { name: 'Anna de Vries', phone: null, show_my_name: true } } };

function renderRights(
  api: ApiHandlers,
  onLeft = jest.fn(),
  session: ApiAnswer = { body: sessionOf('clubmember') },
) {
  const rendered = renderHosted(
    '/settings/profile',
    <Route path="/settings/profile" element={<DataRights onLeft={onLeft} />} />,
    {
      session,
      api,
    },
  );
  return { ...rendered, onLeft };
}

describe("a person's data rights on the profile page", () => {
  let saved: { name: string; text: string }[];
  beforeEach(() => {
    saved = [];
    // jsdom keeps no files: the link the page clicks is read instead of followed.
    URL.createObjectURL = jest.fn(() => 'blob:my-data');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    cleanup();
    await applyLocale('en');
  });

  it('shows both under the profile form', async () => {
    renderHosted('/settings/profile', <Route path="/settings/profile" element={<ProfileSettings />} />, {
      session: { body: sessionOf('clubmember') },
      api: { 'GET /api/me/profile': PROFILE },
    });
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leave this club' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave this club' })).toBeInTheDocument();
  });

  it('downloads the data as a JSON file named after the club and the day, busy meanwhile', async () => {
    const user = userEvent.setup();
    const answer = deferred<ApiAnswer>();
    const { server } = renderRights({ [EXPORT]: () => answer.promise });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    const busy = await screen.findByRole('button', { name: 'Preparing your data...' });
    expect(busy).toBeDisabled();
    answer.resolve({ body: { user_id: 'u1', signups: [] } });
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(server.callsTo(EXPORT)).toHaveLength(1);
    expect(saved).toEqual([
      { name: expect.stringMatching(/^riverside-my-data-\d{4}-\d{2}-\d{2}\.json$/), text: 'blob:my-data' },
    ]);
  });

  it('says when the download failed', async () => {
    const user = userEvent.setup();
    renderRights({ [EXPORT]: apiError(503, 'Service unavailable') });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded: Service unavailable',
    );
    expect(saved).toEqual([]);
  });

  it('asks before leaving; staying changes nothing', async () => {
    const user = userEvent.setup();
    const { server, onLeft } = renderRights({ [LEAVE]: { body: { data: { id: 'u1' } } } });
    await user.click(await screen.findByRole('button', { name: 'Leave this club' }));
    expect(dialog().getByRole('heading', { name: 'Leave Riverside Tennis Club?' })).toBeInTheDocument();
    expect(dialog().getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(LEAVE)).toEqual([]);
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('leaves once confirmed, then goes to the public page', async () => {
    const user = userEvent.setup();
    const { server, onLeft } = renderRights({ [LEAVE]: { body: { data: { id: 'u1' } } } });
    await user.click(await screen.findByRole('button', { name: 'Leave this club' }));
    await user.click(dialog().getByRole('button', { name: 'Yes, leave the club' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledTimes(1));
    expect(server.callsTo(LEAVE)).toHaveLength(1);
  });

  it('says why leaving was refused, and stays', async () => {
    const user = userEvent.setup();
    const { onLeft } = renderRights({ [LEAVE]: apiError(409, API_ERRORS.lastSuperAdminLeaving) });
    await user.click(await screen.findByRole('button', { name: 'Leave this club' }));
    await user.click(dialog().getByRole('button', { name: 'Yes, leave the club' }));
    expect(
      await toasts().findByText(`You could not leave the club: ${API_ERRORS.lastSuperAdminLeaving}`),
    ).toBeInTheDocument();
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('says it all in Dutch for a Dutch reader', async () => {
    const user = userEvent.setup();
    const dutch = { body: { ...sessionOf('clubmember'), user: { ...userOf('clubmember'), locale: 'nl' } } };
    renderRights({}, jest.fn(), dutch);
    expect(await screen.findByRole('button', { name: 'Mijn gegevens downloaden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deze club verlaten' }));
    expect(dialog().getByRole('heading', { name: 'Riverside Tennis Club verlaten?' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Ja, club verlaten' })).toBeInTheDocument();
  });
});
