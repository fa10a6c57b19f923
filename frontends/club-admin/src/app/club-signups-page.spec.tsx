import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, never, renderPage } from '@/test/render-page';

const list = (...items: unknown[]): ApiAnswer => ({ body: { data: items } });
const row = (text: string) => within(screen.getByRole('row', { name: new RegExp(text) }));

describe('All club sign-ups page', () => {
  it('lists every event with its sign-up numbers and a way into its sign-ups', async () => {
    const user = userEvent.setup();
    const full = makeEvent({ name: 'Junior Clinic', capacity: 4, signup_count: 4, waitlist_count: 2 });
    const open = makeEvent({ name: 'Summer Social', event_type: 'social', signup_count: 7 });
    renderPage('/club-signups', { as: 'cluborganiser', api: { 'GET /api/events': list(full, open) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Event Signups' })).toBeInTheDocument();
    await screen.findByText('Junior Clinic');
    expect(
      within(screen.getByRole('table', { name: 'Club events' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event Name', 'Type', 'Start Time', 'Signups', 'Actions']);
    expect(row('Junior Clinic').getByText('4 / 4 confirmed')).toBeInTheDocument();
    expect(row('Junior Clinic').getByText('2 waitlisted')).toBeInTheDocument();
    expect(row('Summer Social').getByText('7 signed up')).toBeInTheDocument();
    expect(row('Summer Social').getByText('Social')).toBeInTheDocument();
    await user.click(row('Summer Social').getByRole('button', { name: 'View Signups' }));
    expect(currentPath()).toBe(`/events/${open.id}/signups`);
  });

  it('has loading, error and empty states', async () => {
    const { unmount } = renderPage('/club-signups', { api: { 'GET /api/events': never } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading events...');
    unmount();

    const failing = renderPage('/club-signups', { api: { 'GET /api/events': apiError(503, 'Down') } });
    expect(await screen.findByText('Error loading events: Down')).toBeInTheDocument();
    failing.unmount();

    renderPage('/club-signups', { api: { 'GET /api/events': list() } });
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it('denies a member', async () => {
    const { server } = renderPage('/club-signups', { as: 'clubmember' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/events')).toHaveLength(0);
  });
});
