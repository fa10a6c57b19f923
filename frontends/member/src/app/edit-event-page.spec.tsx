import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventsAnswer, eventsRoute, makeEvent } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const event = makeEvent({
  name: 'Club Championship',
  description: 'Singles knock-out',
  event_type: 'tournament',
  start_time: '2031-07-12T09:00:00',
  end_time: '2031-07-12T17:30:00',
  recurring_pattern: 'monthly',
  location: 'Centre court',
  capacity: 32,
});
const EVENTS = eventsRoute();
const listed = (...events: ReturnType<typeof makeEvent>[]): ApiAnswer => eventsAnswer(events);

describe('Edit event page', () => {
  it('shows placeholders while the events load, with a way back', async () => {
    renderPage(`/events/${event.id}/edit`, {
      as: 'clubadmin',
      api: { [EVENTS]: () => new Promise<ApiAnswer>(() => undefined) },
    });
    expect(await screen.findByRole('status', { name: 'Loading event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toBeInTheDocument();
  });

  it('fills the form from the event in the loaded list, splitting start_time into date and time', async () => {
    const { server } = renderPage(`/events/${event.id}/edit`, {
      as: 'clubadmin',
      api: { [EVENTS]: listed(event) },
    });
    expect(await screen.findByDisplayValue('Club Championship')).toBeInTheDocument();
    expect(field('Description')).toHaveValue('Singles knock-out');
    expect(field('Event Type')).toHaveValue('tournament');
    expect(field('Event Date')).toHaveValue('2031-07-12');
    expect(field('Start Time')).toHaveValue('09:00');
    expect(field('End Time')).toHaveValue('17:30');
    expect(field('Recurring Pattern')).toHaveValue('monthly');
    expect(field('Location')).toHaveValue('Centre court');
    expect(field('Capacity')).toHaveValue(32);
    expect(server.callsTo(`GET /api/events/${event.id}`)).toHaveLength(0);
  });

  it('saves with PUT and the id, confirms and returns to the events', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(`/events/${event.id}/edit`, {
      as: 'clubadmin',
      api: { [EVENTS]: listed(event), [`PUT /api/events/${event.id}`]: { body: { data: event } } },
    });
    const name = await screen.findByDisplayValue('Club Championship');
    await user.clear(name);
    await enter(user, name, 'Summer Championship');
    await user.clear(field('Capacity'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText('Event updated successfully')).toBeInTheDocument();
    expect(server.callsTo(`PUT /api/events/${event.id}`)[0].body).toEqual({
      id: event.id,
      name: 'Summer Championship',
      description: 'Singles knock-out',
      event_type: 'tournament',
      start_time: '2031-07-12T09:00:00',
      end_time: '2031-07-12T17:30:00',
      recurring_pattern: 'monthly',
      location: 'Centre court',
      capacity: null,
      cancel_cutoff_hours: null,
      signup_closes_at: null,
      signup_opens_at: null,
    });
    await waitFor(() => expect(currentPath()).toBe('/events'));
  });

  it('reports a failed update and stays', async () => {
    const user = userEvent.setup();
    renderPage(`/events/${event.id}/edit`, {
      as: 'clubadmin',
      api: {
        [EVENTS]: listed(event),
        [`PUT /api/events/${event.id}`]: apiError(500, 'Something went wrong'),
      },
    });
    await screen.findByDisplayValue('Club Championship');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Failed to update event')).toBeInTheDocument();
    expect(currentPath()).toBe(`/events/${event.id}/edit`);
  });

  it('reads an event missing from the list (a past one) on its own', async () => {
    const { server } = renderPage(`/events/${event.id}/edit`, {
      as: 'clubadmin',
      api: { [EVENTS]: listed(), [`GET /api/events/${event.id}`]: { body: { data: event } } },
    });
    expect(await screen.findByDisplayValue('Club Championship')).toBeInTheDocument();
    expect(server.callsTo(`GET /api/events/${event.id}`)).toHaveLength(1);
  });

  it("says 'Event not found' when there is no such event", async () => {
    renderPage('/events/nope/edit', {
      as: 'clubadmin',
      api: { [EVENTS]: listed(event), 'GET /api/events/nope': apiError(404, 'Event not found') },
    });
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the load error with a way back', async () => {
    const user = userEvent.setup();
    renderPage(`/events/${event.id}/edit`, {
      as: 'clubadmin',
      api: { [EVENTS]: apiError(503, 'Service temporarily unavailable') },
    });
    expect(
      await screen.findByText('Error loading event: Service temporarily unavailable'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Events' }));
    expect(currentPath()).toBe('/events');
  });

  it('asks for a known type and pattern when the stored ones are not', async () => {
    const user = userEvent.setup();
    const odd = makeEvent({
      event_type: 'squash' as never,
      recurring_pattern: 'yearly' as never,
      name: 'Legacy',
    });
    const { server } = renderPage(`/events/${odd.id}/edit`, {
      as: 'clubadmin',
      api: { [EVENTS]: listed(odd) },
    });
    await screen.findByDisplayValue('Legacy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field('Event Type')).toHaveAccessibleDescription('Please select an event type');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription('Please select a recurring pattern');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.selectOptions(field('Event Type'), 'Social');
    expect(field('Event Type')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
