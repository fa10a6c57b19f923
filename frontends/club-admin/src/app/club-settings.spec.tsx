import { applyLocale, type ClubSettings } from '@courtside/core';
import { VALIDATION, VALIDATION_NL } from '@courtside/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { sessionOf, userOf } from '@/test/fixtures';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';

const SAVED: ClubSettings = {
  default_locale: 'en',
  rating_scale: 'knltb',
  self_rating: true,
  // A running club: no getting-started checklist above the tabs (club-admin-page.spec covers it).
  onboarding_dismissed: true,
  retention_months: null,
  join_policy: 'request',
  waitlist_mode: 'auto',
  quiet_hours: '22:00-08:00',
  offer_open_hours: 2,
  show_participants: false,
  waitlist_priority: 'fifo',
  public_event_cards: false,
  members_invited: true,
  name: 'Riverside Tennis Club',
  logo: null,
  description: 'Courts by the river.',
  email: 'office@riverside.test',
  phone: null,
  website: null,
  address: null,
};
const settings = (overrides: Partial<ClubSettings> = {}): ApiAnswer => ({
  body: { data: { ...SAVED, ...overrides } },
});
const echo = ({ body }: { body: unknown }) => ({
  body: { data: { ...SAVED, ...(body as object) } },
});

async function openSettings(options: Parameters<typeof renderPage>[1]) {
  const rendered = renderPage('/club-admin?tab=settings', options);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Settings' }));
  await panel.findByLabelText('Default language');
  return { ...rendered, panel };
}

describe('Club settings tab', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

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

  it("switches who's coming on and sets how long names stay on past sign-ups, with what each means", async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    const show = panel.getByRole('checkbox', { name: "Show members who's coming" });
    expect(show).not.toBeChecked();
    expect(show).toHaveAccessibleDescription(/Staff always see the names, guests never\./);
    const retention = panel.getByLabelText('Keep names on past sign-ups');
    expect(retention).toHaveDisplayValue('Always (off)');
    expect(retention).toHaveAccessibleDescription(/24 months is a common choice\./);
    await user.click(show);
    await user.selectOptions(retention, '24 months');
    expect(retention).toHaveAccessibleDescription(/more than 24 months ago.*cannot be undone\./);
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({
      show_participants: true,
      retention_months: 24,
    });
  });

  it('offers a stored retention period that is not a preset, and turns retention off with null', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings({ retention_months: 7 }), 'PUT /api/club/settings': echo },
    });
    const retention = panel.getByLabelText('Keep names on past sign-ups');
    expect(retention).toHaveDisplayValue('7 months');
    await user.selectOptions(retention, 'Always (off)');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({ retention_months: null });
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

  it("shows the club's details and saves only the ones changed, an emptied one as null", async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    expect(panel.getByLabelText(/Club name/)).toHaveDisplayValue('Riverside Tennis Club');
    expect(panel.getByLabelText('Description')).toHaveDisplayValue('Courts by the river.');
    expect(panel.getByLabelText('Email')).toHaveDisplayValue('office@riverside.test');
    expect(panel.getByText(/is changed by Courtside support/)).toBeInTheDocument();

    await user.clear(panel.getByLabelText(/Club name/));
    await user.type(panel.getByLabelText(/Club name/), '  Riverside LTC ');
    await user.clear(panel.getByLabelText('Email'));
    await user.type(panel.getByLabelText('Phone'), '020 123 4567');
    await user.type(panel.getByLabelText('Website'), 'https://riverside.example');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    expect(await toasts().findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({
      name: 'Riverside LTC',
      email: null,
      phone: '020 123 4567',
      website: 'https://riverside.example',
    });
  });

  it('previews a logo address that is an http(s) URL, and says so when the image cannot be shown', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    const logo = panel.getByLabelText('Logo URL');
    expect(logo).toHaveAccessibleDescription(/Browsers load it from there/);
    expect(panel.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    await user.type(logo, 'ftp://x');
    expect(panel.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    await user.clear(logo);
    await user.type(logo, 'https://cdn.example.test/logo.png');
    const preview = panel.getByRole('img', { name: 'Logo preview' });
    expect(preview).toHaveAttribute('src', 'https://cdn.example.test/logo.png');
    expect(preview).toHaveAttribute('referrerpolicy', 'no-referrer');
    fireEvent.error(preview);
    expect(panel.getByText('The image at this address cannot be shown.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({
      logo: 'https://cdn.example.test/logo.png',
    });
  });

  it('checks the details with the server rules before sending anything', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    await user.clear(panel.getByLabelText(/Club name/));
    await user.type(panel.getByLabelText('Website'), 'riverside.example');
    await user.type(panel.getByLabelText('Logo URL'), 'javascript:alert(1)');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    expect(panel.getByText(VALIDATION.clubNameRequired)).toBeInTheDocument();
    expect(panel.getByLabelText('Website')).toHaveAccessibleDescription(VALIDATION.websiteInvalid);
    expect(panel.getByLabelText('Logo URL')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION.logoInvalid),
    );
    expect(panel.getByLabelText(/Club name/)).toHaveFocus();
    expect(server.callsTo('PUT /api/club/settings')).toHaveLength(0);
  });

  it("shows the server's refusal on each field it names", async () => {
    const user = userEvent.setup();
    const { panel } = await openSettings({
      api: {
        'GET /api/club/settings': settings(),
        'PUT /api/club/settings': apiError(400, 'Club name contains characters that are not allowed', {
          name: 'Club name contains characters that are not allowed',
          email: VALIDATION.emailInvalid,
        }),
      },
    });
    await user.type(panel.getByLabelText(/Club name/), '!');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(panel.getByLabelText(/Club name/)).toHaveAccessibleDescription(
        'Club name contains characters that are not allowed',
      ),
    );
    expect(panel.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION.emailInvalid);
    expect(panel.getByLabelText(/Club name/)).toHaveFocus();
  });

  it('says the details in Dutch for a Dutch reader', async () => {
    const user = userEvent.setup();
    const dutch = { body: { ...sessionOf('clubadmin'), user: { ...userOf('clubadmin'), locale: 'nl' } } };
    renderPage('/club-admin?tab=settings', {
      session: dutch,
      api: { 'GET /api/club/settings': settings() },
    });
    const name = await screen.findByLabelText(/Naam van de club/);
    expect(screen.getByRole('group', { name: 'Gegevens van de club' })).toBeInTheDocument();
    expect(screen.getByLabelText('Logo-URL')).toHaveAccessibleDescription(/er wordt niets geüpload/);
    expect(screen.getByText(/wordt gewijzigd door Courtside-support/)).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    expect(await screen.findByText(VALIDATION_NL.clubNameRequired)).toBeInTheDocument();
  });

  it('explains the waitlist modes and shows the offer fields only for offers', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: { 'GET /api/club/settings': settings(), 'PUT /api/club/settings': echo },
    });
    const waitlist = within(panel.getByRole('group', { name: 'Waitlist' }));
    const mode = waitlist.getByLabelText('When a place comes free');
    expect(mode).toHaveDisplayValue('Give it to the next person at once');
    expect(mode).toHaveAccessibleDescription(/signed up straight away/);
    expect(waitlist.queryByRole('checkbox', { name: 'Quiet hours' })).not.toBeInTheDocument();

    await user.selectOptions(mode, 'Offer it to the next person first');
    expect(mode).toHaveAccessibleDescription(/gets an e-mail to accept or decline/);
    expect(waitlist.getByText(/Time to answer: 24 hours/)).toBeInTheDocument();
    expect(waitlist.getByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
    expect(waitlist.getByLabelText(/Quiet from/)).toHaveValue('22:00');
    expect(waitlist.getByLabelText(/Quiet until/)).toHaveValue('08:00');
    const open = waitlist.getByLabelText('Open to all from (hours before the start)');
    expect(open).toHaveValue(2);
    expect(open).toHaveAccessibleDescription(/From 2 hours before the start, a free place is not offered/);

    await user.clear(waitlist.getByLabelText(/Quiet until/));
    await user.type(waitlist.getByLabelText(/Quiet until/), '07:30');
    await user.clear(open);
    await user.type(open, '3');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({
      waitlist_mode: 'offer',
      quiet_hours: '22:00-07:30',
      offer_open_hours: 3,
    });
  });

  it('switches quiet hours off, and checks the times and hours in the form', async () => {
    const user = userEvent.setup();
    const { server, panel } = await openSettings({
      api: {
        'GET /api/club/settings': settings({ waitlist_mode: 'offer' }),
        'PUT /api/club/settings': echo,
      },
    });
    const waitlist = within(panel.getByRole('group', { name: 'Waitlist' }));
    await user.clear(waitlist.getByLabelText(/Quiet until/));
    await user.type(waitlist.getByLabelText(/Quiet until/), '22:00');
    const open = waitlist.getByLabelText('Open to all from (hours before the start)');
    await user.clear(open);
    await user.type(open, '50');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    expect(waitlist.getByLabelText(/Quiet until/)).toHaveAccessibleDescription(
      'The quiet hours must end at another time than they start',
    );
    expect(open).toHaveAccessibleDescription(/^Enter a whole number of hours from 0 to 48/);
    expect(server.callsTo('PUT /api/club/settings')).toHaveLength(0);

    await user.click(waitlist.getByRole('checkbox', { name: 'Quiet hours' }));
    expect(waitlist.queryByLabelText(/Quiet until/)).not.toBeInTheDocument();
    await user.clear(open);
    await user.type(open, '0');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/club/settings')[0].body).toEqual({
      quiet_hours: null,
      offer_open_hours: 0,
    });
  });

  it('says the waitlist settings in Dutch', async () => {
    const dutch = { body: { ...sessionOf('clubadmin'), user: { ...userOf('clubadmin'), locale: 'nl' } } };
    renderPage('/club-admin?tab=settings', {
      session: dutch,
      api: { 'GET /api/club/settings': settings({ waitlist_mode: 'offer' }) },
    });
    const waitlist = within(await screen.findByRole('group', { name: 'Wachtlijst' }));
    expect(waitlist.getByLabelText('Als er een plek vrijkomt')).toHaveDisplayValue(
      'Eerst aan de volgende aanbieden',
    );
    expect(waitlist.getByRole('checkbox', { name: 'Stille uren' })).toBeChecked();
  });
});
