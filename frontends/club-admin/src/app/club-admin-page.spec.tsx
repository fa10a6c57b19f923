import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClubUser, makeEvent } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, never, renderPage } from '@/test/render-page';

const list = (...items: unknown[]): ApiAnswer => ({ body: { data: items } });
const championship = makeEvent({
  name: 'Club Championship',
  event_type: 'tournament',
  start_time: '2031-07-12T09:00:00',
});

describe('Club Administration page', () => {
  it('opens on the Club Users tab', async () => {
    renderPage('/club-admin', {
      api: { 'GET /api/club-users?limit=50': list(makeClubUser({ email: 'max@riverside.test' })) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Club Administration' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'Club Users' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'All Event Signups' })).toHaveAttribute('aria-selected', 'false');
    const panel = within(screen.getByRole('tabpanel', { name: 'Club Users' }));
    expect(panel.getByRole('heading', { level: 2, name: 'Club Users' })).toBeInTheDocument();
    expect(await panel.findByText('max@riverside.test')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, loading the events only when asked', async () => {
    const user = userEvent.setup();
    // An organiser: the two tabs of SPEC.md (Settings is for `club:settings`).
    const { server } = renderPage('/club-admin', {
      as: 'cluborganiser',
      api: { 'GET /api/club-users?limit=50': list(), 'GET /api/events': list(championship) },
    });
    const usersTab = await screen.findByRole('tab', { name: 'Club Users' });
    expect(server.callsTo('GET /api/events')).toHaveLength(0);

    usersTab.focus();
    await user.keyboard('{ArrowRight}');
    const signupsTab = screen.getByRole('tab', { name: 'All Event Signups' });
    expect(signupsTab).toHaveFocus();
    expect(signupsTab).toHaveAttribute('aria-selected', 'true');
    expect(currentPath()).toBe('/club-admin?tab=signups');
    expect(await screen.findByRole('tabpanel', { name: 'All Event Signups' })).toBeInTheDocument();
    expect(await screen.findByText('Club Championship')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Club Users' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All Event Signups' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('All Event Signups tab', () => {
    it("reads 'Loading events...' while loading", async () => {
      renderPage('/club-admin?tab=signups', { api: { 'GET /api/events': never } });
      expect(await screen.findByRole('status')).toHaveTextContent('Loading events...');
    });

    it("shows the server's message when the events fail", async () => {
      renderPage('/club-admin?tab=signups', {
        api: { 'GET /api/events': apiError(503, 'Service temporarily unavailable') },
      });
      expect(
        await screen.findByText('Error loading events: Service temporarily unavailable'),
      ).toBeInTheDocument();
    });

    it('says when there are no events', async () => {
      renderPage('/club-admin?tab=signups', { api: { 'GET /api/events': list() } });
      expect(await screen.findByText('No events found')).toBeInTheDocument();
      expect(screen.getByText('Create events to start managing signups.')).toBeInTheDocument();
    });

    it('lists name, type and long start time, with View Signups opening the event', async () => {
      const user = userEvent.setup();
      renderPage('/club-admin?tab=signups', {
        as: 'cluborganiser',
        api: { 'GET /api/events': list(championship) },
      });
      await screen.findByText('Club Championship');
      const table = screen.getByRole('table', { name: 'Club events' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Event Name', 'Type', 'Start Time', 'Actions']);
      const row = within(screen.getByRole('row', { name: /Club Championship/ }));
      expect(row.getByText('Tournament')).toBeInTheDocument();
      expect(row.getByText('Saturday, 12 July 2031 at 09:00')).toBeInTheDocument();
      await user.click(row.getByRole('button', { name: 'View Signups' }));
      expect(currentPath()).toBe(`/events/${championship.id}/signups`);
    });

    it('shows past events on request', async () => {
      const user = userEvent.setup();
      const { server } = renderPage('/club-admin?tab=signups', {
        api: {
          'GET /api/events': list(championship),
          'GET /api/events?scope=past': list(makeEvent({ name: 'Spring Mix-in' })),
        },
      });
      await screen.findByText('Club Championship');
      await user.click(screen.getByRole('button', { name: 'Past' }));
      expect(await screen.findByText('Spring Mix-in')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
      expect(server.callsTo('GET /api/events?scope=past')).toHaveLength(1);
    });
  });

  it.each(['clubmember', 'clubguest'] as const)('denies a %s', async (as) => {
    const { server } = renderPage('/club-admin', { as });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/club-users?limit=50')).toHaveLength(0);
  });
});
