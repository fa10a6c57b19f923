import { applyLocale } from '@courtside/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type ApiAnswer, type ApiHandlers } from '@courtside/test-support/mock-api';
import { makeClubSettings, makeClubUser, makeEvent, sessionOf, userOf } from '@/test/fixtures';
import { dialog, renderPage, toasts } from '@/test/render-page';

const MEMBERS = 'GET /api/club-users?user_type=clubmember&limit=1';
const members = (total: number): ApiAnswer => ({
  body: { data: total ? [makeClubUser()] : [], next_cursor: null, total },
});
const events = (...items: unknown[]): ApiAnswer => ({
  body: { data: items, next_cursor: null, total: items.length },
});

/** A club just created by Courtside support: nothing set up yet. */
const NEW_CLUB: ApiHandlers = {
  'GET /api/club-users?limit=50': { body: { data: [], next_cursor: null, total: 0 } },
  'GET /api/club/settings': {
    body: { data: makeClubSettings({ onboarding_dismissed: false, rating_scale: 'simple' }) },
  },
  [MEMBERS]: members(0),
  'GET /api/events': events(),
};

const checklist = async () => within(await screen.findByRole('region', { name: 'Get your club started' }));

describe('Getting-started checklist on the club admin page', () => {
  afterEach(async () => {
    // Unmounted first, so the language switch back re-renders nothing.
    cleanup();
    await applyLocale('en');
  });

  it("lists a new club's first steps, each linking to where it is done", async () => {
    renderPage('/club-admin', { api: NEW_CLUB });
    const list = await checklist();
    expect(list.getByText('0 of 5 done')).toBeInTheDocument();
    const steps = list.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      "Add your club's details",
      'Choose a rating scale',
      'Import your members',
      'Create your first weekly series',
      'Invite your members',
    ]);
    expect(list.getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      '/club-admin?tab=settings',
    );
    expect(list.getByRole('link', { name: 'Choose scale' })).toHaveAttribute(
      'href',
      '/club-admin?tab=settings',
    );
    expect(list.getByRole('link', { name: 'Import members' })).toHaveAttribute('href', '/import');
    expect(list.getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/events/create');
    expect(list.getByRole('link', { name: 'Invite members' })).toHaveAttribute('href', '/club-users');
    expect(list.getByRole('button', { name: 'Hide this checklist' })).toBeInTheDocument();
  });

  it('marks the steps the club has done, and drops their links', async () => {
    renderPage('/club-admin', {
      api: {
        ...NEW_CLUB,
        'GET /api/club/settings': {
          body: {
            data: makeClubSettings({
              onboarding_dismissed: false,
              rating_scale: 'knltb',
              phone: '020 123 4567',
              members_invited: true,
            }),
          },
        },
        // Five members are the staff's own try-out, not an imported list.
        [MEMBERS]: members(5),
        'GET /api/events': events(makeEvent({ series_id: null, recurring_pattern: 'none' })),
      },
    });
    const list = await checklist();
    expect(list.getByText('3 of 5 done')).toBeInTheDocument();
    const [details, scale, imported, series, invite] = list.getAllByRole('listitem');
    expect(details).toHaveTextContent("Add your club's details(done)");
    expect(scale).toHaveTextContent('Choose a rating scale(done)');
    expect(imported).toHaveTextContent('Import your members(to do)');
    expect(series).toHaveTextContent('Create your first weekly series(to do)');
    // The server says whether any member was invited (members_invited).
    expect(invite).toHaveTextContent('Invite your members(done)');
    expect(list.queryByRole('link', { name: 'Invite members' })).not.toBeInTheDocument();
    expect(list.queryByRole('link', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Import members' })).toBeInTheDocument();
  });

  it('goes away once the last step is done', async () => {
    const user = userEvent.setup();
    const saved = makeClubSettings({
      onboarding_dismissed: false,
      rating_scale: 'simple',
      description: 'Courts.',
      members_invited: true,
    });
    const { server } = renderPage('/club-admin', {
      api: {
        ...NEW_CLUB,
        'GET /api/club/settings': { body: { data: saved } },
        'PUT /api/club/settings': ({ body }) => ({ body: { data: { ...saved, ...(body as object) } } }),
        [MEMBERS]: members(6),
        'GET /api/club-users?limit=50': { body: { data: [], next_cursor: null, total: 0 } },
        'GET /api/events': events(makeEvent({ series_id: 's1', recurring_pattern: 'weekly' })),
      },
    });
    const list = await checklist();
    expect(list.getByText('4 of 5 done')).toBeInTheDocument();
    await user.click(list.getByRole('link', { name: 'Choose scale' }));
    const panel = within(await screen.findByRole('tabpanel', { name: 'Settings' }));
    await user.selectOptions(await panel.findByLabelText('Rating scale'), 'NTRP');
    await user.click(panel.getByRole('button', { name: 'Save Settings' }));
    await user.click(dialog().getByRole('button', { name: 'Change scale' }));
    await waitFor(() => expect(server.callsTo('PUT /api/club/settings')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get your club started' })).not.toBeInTheDocument(),
    );
  });

  it('stays while nobody has been invited, even with every other step done', async () => {
    renderPage('/club-admin', {
      api: {
        ...NEW_CLUB,
        'GET /api/club/settings': {
          body: {
            data: makeClubSettings({
              onboarding_dismissed: false,
              rating_scale: 'knltb',
              description: 'Courts.',
              members_invited: false,
            }),
          },
        },
        [MEMBERS]: members(6),
        'GET /api/events': events(makeEvent({ series_id: 's1', recurring_pattern: 'weekly' })),
      },
    });
    const list = await checklist();
    expect(list.getByText('4 of 5 done')).toBeInTheDocument();
    expect(list.getAllByRole('listitem')[4]).toHaveTextContent('Invite your members(to do)');
    expect(list.getByRole('link', { name: 'Invite members' })).toHaveAttribute('href', '/club-users');
  });

  it('"Hide this checklist" dismisses it for good through the club settings', async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/club-admin', { api: NEW_CLUB });
    server.on('PUT /api/club/settings', ({ body }) => ({
      body: { data: makeClubSettings({ rating_scale: 'simple', ...(body as object) }) },
    }));
    const list = await checklist();
    await user.click(list.getByRole('button', { name: 'Hide this checklist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get your club started' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('PUT /api/club/settings').map((call) => call.body)).toEqual([
      { onboarding_dismissed: true },
    ]);
  });

  it('keeps it and says why when hiding fails', async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/club-admin', { api: NEW_CLUB });
    server.on('PUT /api/club/settings', apiError(503, 'Service temporarily unavailable'));
    const list = await checklist();
    await user.click(list.getByRole('button', { name: 'Hide this checklist' }));
    expect(
      await toasts().findByText('Could not hide the checklist: Service temporarily unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get your club started' })).toBeInTheDocument();
  });

  it('asks nothing more of a club that dismissed it, and nothing at all for organisers', async () => {
    const { server } = renderPage('/club-admin', {
      api: { ...NEW_CLUB, 'GET /api/club/settings': { body: { data: makeClubSettings() } } },
    });
    await screen.findByRole('tab', { name: 'Club Users' });
    await waitFor(() => expect(server.callsTo('GET /api/club/settings')).toHaveLength(1));
    expect(server.callsTo(MEMBERS)).toHaveLength(0);
    expect(server.callsTo('GET /api/events')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Get your club started' })).not.toBeInTheDocument();

    const organiser = renderPage('/club-admin', { as: 'cluborganiser', api: NEW_CLUB });
    await screen.findAllByRole('tab', { name: 'Club Users' });
    expect(organiser.server.callsTo('GET /api/club/settings')).toHaveLength(0);
  });

  it('shows nothing when its data cannot be read: the tabs report their own errors', async () => {
    const { server } = renderPage('/club-admin', {
      api: { ...NEW_CLUB, [MEMBERS]: apiError(503, 'Service temporarily unavailable') },
    });
    await waitFor(() => expect(server.callsTo(MEMBERS)).toHaveLength(1));
    await screen.findByRole('tab', { name: 'Club Users' });
    expect(screen.queryByRole('region', { name: 'Get your club started' })).not.toBeInTheDocument();
  });

  it('says it in Dutch for a Dutch reader', async () => {
    renderPage('/club-admin', {
      session: { body: { ...sessionOf('clubadmin'), user: { ...userOf('clubadmin'), locale: 'nl' } } },
      api: NEW_CLUB,
    });
    const list = within(await screen.findByRole('region', { name: 'Zet je club op weg' }));
    expect(list.getByText('0 van 5 gedaan')).toBeInTheDocument();
    expect(list.getByText('Nodig je leden uit')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Leden uitnodigen' })).toHaveAttribute('href', '/club-users');
    expect(list.getByText('Importeer je leden')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Leden importeren' })).toHaveAttribute('href', '/import');
    expect(list.getByRole('button', { name: 'Deze checklist verbergen' })).toBeInTheDocument();
  });
});
