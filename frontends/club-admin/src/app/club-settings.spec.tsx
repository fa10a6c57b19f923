import type { ClubSettings } from '@courtside/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';

const settings = (overrides: Partial<ClubSettings> = {}): ApiAnswer => ({
  body: { data: { default_locale: 'en', rating_scale: 'knltb', self_rating: true, ...overrides } },
});
const echo = ({ body }: { body: unknown }) => ({
  body: { data: { default_locale: 'en', rating_scale: 'knltb', self_rating: true, ...(body as object) } },
});

async function openSettings(options: Parameters<typeof renderPage>[1]) {
  const rendered = renderPage('/club-admin?tab=settings', options);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Settings' }));
  await panel.findByLabelText('Default language');
  return { ...rendered, panel };
}

describe('Club settings tab', () => {
  it('is offered to holders of club:settings, not to organisers', async () => {
    const { unmount } = renderPage('/club-admin', {
      as: 'cluborganiser',
      api: { 'GET /api/club-users?limit=50': { body: { data: [] } } },
    });
    await screen.findByRole('tab', { name: 'Club Users' });
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
    unmount();

    renderPage('/club-admin', {
      as: 'clubsuperadmin',
      api: { 'GET /api/club-users?limit=50': { body: { data: [] } } },
    });
    expect(await screen.findByRole('tab', { name: 'Settings' })).toBeInTheDocument();
  });

  it("shows the club's default language and saves a new one, sending only that", async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    expect(panel.getByRole('heading', { level: 2, name: 'Club Settings' })).toBeInTheDocument();
    const select = panel.getByLabelText('Default language');
    expect(select).toHaveDisplayValue('English');
    await user.selectOptions(select, 'Nederlands');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    expect(await toasts().findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({ default_locale: 'nl' });
    expect(currentPath()).toBe('/club-admin?tab=settings');
  });

  it('shows the rating scale with its range, and self-rating', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings({ self_rating: false }), 'PUT /api/club/settings': echo },
    });
    const scale = panel.getByLabelText('Rating scale');
    expect(scale).toHaveDisplayValue('KNLTB speelsterkte');
    expect(scale).toHaveAccessibleDescription(
      /KNLTB speelsterkte: 1 to 9, 1 is strongest, at most 1 decimal\./,
    );
    const selfRating = panel.getByRole('checkbox', { name: 'Members may set their own level' });
    expect(selfRating).not.toBeChecked();
    await user.click(selfRating);
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({ self_rating: true });
  });

  it('asks before changing the scale (every level is converted), and sends nothing when declined', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    await user.selectOptions(panel.getByLabelText('Rating scale'), 'NTRP');
    expect(panel.getByLabelText('Rating scale')).toHaveAccessibleDescription(
      /NTRP: 1.5 to 7, 7 is strongest/,
    );
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    expect(
      dialog().getByText(/from KNLTB speelsterkte to NTRP\? Every member's level is converted/),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/club/settings')).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await user.click(dialog().getByRole('button', { name: 'Change scale' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({ rating_scale: 'ntrp' });
  });

  it('says so when the settings cannot be loaded or saved', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage('/club-admin?tab=settings', {
      api: { 'GET /api/club/settings': apiError(503, 'Service temporarily unavailable') },
    });
    expect(
      await screen.findByText('Error loading settings: Service temporarily unavailable'),
    ).toBeInTheDocument();
    unmount();

    renderPage('/club-admin?tab=settings', {
      api: {
        'GET /api/club/settings': settings({ default_locale: 'nl' }),
        'PUT /api/club/settings': apiError(403, 'You do not have permission to do this'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(
        toasts().getByText('Failed to save settings: You do not have permission to do this'),
      ).toBeInTheDocument(),
    );
  });
});
