import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage, toasts } from '@/test/render-page';

const settings = (default_locale: 'en' | 'nl'): ApiAnswer => ({ body: { data: { default_locale } } });

describe('Club settings tab', () => {
  it('is offered to holders of club:settings, not to organisers', async () => {
    const { unmount } = renderPage('/club-admin', {
      as: 'cluborganiser',
      api: { 'GET /api/club-users': { body: { data: [] } } },
    });
    await screen.findByRole('tab', { name: 'Club Users' });
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
    unmount();

    renderPage('/club-admin', {
      as: 'clubsuperadmin',
      api: { 'GET /api/club-users': { body: { data: [] } } },
    });
    expect(await screen.findByRole('tab', { name: 'Settings' })).toBeInTheDocument();
  });

  it("shows the club's default language and saves a new one", async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/club-admin?tab=settings', {
      api: {
        'GET /api/club/settings': settings('en'),
        'PUT /api/club/settings': ({ body }) => ({ body: { data: body } }),
      },
    });
    const panel = within(await screen.findByRole('tabpanel', { name: 'Settings' }));
    expect(panel.getByRole('heading', { level: 2, name: 'Club Settings' })).toBeInTheDocument();
    const select = await panel.findByLabelText('Default language');
    expect(select).toHaveDisplayValue('English');
    await user.selectOptions(select, 'Nederlands');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    expect(await toasts().findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({ default_locale: 'nl' });
    expect(currentPath()).toBe('/club-admin?tab=settings');
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
        'GET /api/club/settings': settings('nl'),
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
