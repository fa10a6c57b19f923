import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Series } from '@courtside/core';
import { eventsAnswer, eventsRoute, makeEvent } from '@/test/fixtures';
import { apiError } from '@courtside/test-support/mock-api';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const SERIES = 'f0000000-0000-4000-8000-000000000003';
// A Wednesday of a weekly series that started on Wednesday 4 June 2031.
const event = makeEvent({
  name: 'Wednesday Evening Mix-in',
  start_time: '2031-07-02T19:00:00',
  end_time: '2031-07-02T21:00:00',
  recurring_pattern: 'weekly',
  series_id: SERIES,
  original_start: '2031-07-02T19:00:00',
});
const weekly = (overrides: Partial<Series> = {}): Series => ({
  id: SERIES,
  rule: 'FREQ=WEEKLY;BYDAY=WE',
  until: null,
  recurring_pattern: 'weekly',
  first_start: '2031-06-04T19:00:00',
  summary: 'Every Wednesday at 19:00',
  template: {
    name: 'Wednesday Evening Mix-in',
    description: '',
    event_type: 'mixin',
    location: 'Courts 1-4',
    capacity: null,
    start_local_time: '19:00',
    duration_minutes: 120,
    signup_opens_hours_before: null,
    signup_closes_hours_before: null,
    cancel_cutoff_hours: null,
    allow_standing_signups: true,
  },
  next_start: '2031-06-04T19:00:00',
  subscribed: false,
  created_at: '2031-05-01T10:00:00Z',
  updated_at: '2031-05-01T10:00:00Z',
  ...overrides,
});
const PUT = (query = '') => `PUT /api/events/${event.id}${query}`;

async function renderEdit(series = weekly(), put: Record<string, unknown> = {}) {
  const rendered = renderPage(`/events/${event.id}/edit`, {
    as: 'cluborganiser',
    api: {
      [eventsRoute()]: eventsAnswer([event]),
      [`GET /api/series/${SERIES}`]: { body: { data: series } },
      ...Object.fromEntries(
        ['', '?scope=following', '?scope=series'].map((q) => [PUT(q), put[q] ?? { body: { data: event } }]),
      ),
    },
  });
  await screen.findByDisplayValue('Wednesday Evening Mix-in');
  return { ...rendered, user: userEvent.setup() };
}

const choice = (name: string | RegExp) => dialog().getByRole('radio', { name });

describe('Edit event page: a date of a series', () => {
  it("shows the series' repeat, without None, and the series in words", async () => {
    await renderEdit();
    expect(field('Recurring Pattern')).toHaveValue('weekly');
    expect(
      within(field('Recurring Pattern')).queryByRole('option', { name: 'None' }),
    ).not.toBeInTheDocument();
    expect(field('Repeat until')).toHaveValue('');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription('Every Wednesday at 19:00');
    expect(screen.queryByLabelText(/^Repeat rule/)).not.toBeInTheDocument();
  });

  it("shows a custom rule under 'Advanced'", async () => {
    await renderEdit(
      weekly({
        rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
        until: '2031-12-31',
        summary: 'Every 2 weeks on Wednesday at 19:00 until 31 Dec 2031',
      }),
    );
    expect(field('Recurring Pattern')).toHaveValue('custom');
    expect(field('Repeat rule')).toHaveValue('FREQ=WEEKLY;INTERVAL=2;BYDAY=WE');
    expect(field('Repeat until')).toHaveValue('2031-12-31');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription(
      'Every 2 weeks on Wednesday at 19:00 until 31 Dec 2031',
    );
  });

  it('asks which dates change, then saves with that scope and leaves the repeat to the server', async () => {
    const { user, server } = await renderEdit();
    await user.clear(field('Event Name'));
    await enter(user, field('Event Name'), 'Wednesday Social Mix-in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(dialog().getByRole('heading', { name: 'Change a repeating event' })).toBeInTheDocument();
    expect(
      dialog().getByText('"Wednesday Evening Mix-in" is one date of a series. Which dates should change?'),
    ).toBeInTheDocument();
    expect(choice('This date')).toBeChecked();
    expect(choice('This and following dates')).toBeEnabled();
    expect(choice('All dates of the series')).toBeEnabled();
    await user.click(choice('All dates of the series'));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText('Event updated successfully')).toBeInTheDocument();
    expect(server.callsTo(PUT('?scope=series'))[0].body).toEqual({
      id: event.id,
      name: 'Wednesday Social Mix-in',
      description: event.description,
      event_type: 'mixin',
      start_time: '2031-07-02T19:00:00',
      end_time: '2031-07-02T21:00:00',
      recurring_pattern: 'weekly',
      location: 'Courts 1-4',
      capacity: null,
      allow_standing_signups: true,
      cancel_cutoff_hours: null,
      signup_closes_hours_before: null,
      signup_opens_hours_before: null,
    });
    await waitFor(() => expect(currentPath()).toBe('/events'));
  });

  it('saves this date alone by default (no scope in the query)', async () => {
    const { user, server } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.callsTo(PUT())).toHaveLength(1));
  });

  it('a new end date is not for one date alone: it goes to the following dates or the series', async () => {
    const { user, server } = await renderEdit();
    fireEvent.change(field('Repeat until'), { target: { value: '2031-09-24' } });
    expect(field('Recurring Pattern')).toHaveAccessibleDescription(
      'Every Wednesday at 19:00 until 24 Sept 2031',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(choice('This date')).toBeDisabled();
    expect(choice('This date')).toHaveAccessibleDescription('The repeat can only change from this date on.');
    expect(choice('This and following dates')).toBeChecked();
    await user.click(choice('All dates of the series'));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.callsTo(PUT('?scope=series'))).toHaveLength(1));
    expect(server.callsTo(PUT('?scope=series'))[0].body).toMatchObject({ repeat_until: '2031-09-24' });
    expect(server.callsTo(PUT('?scope=series'))[0].body).not.toHaveProperty('rule');
  });

  it('a date moved to another day cannot move the whole series', async () => {
    const { user, server } = await renderEdit();
    fireEvent.change(field('Event Date'), { target: { value: '2031-07-03' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(choice('All dates of the series')).toBeDisabled();
    expect(choice('All dates of the series')).toHaveAccessibleDescription(
      'A new date cannot apply to all dates at once.',
    );
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.callsTo(PUT())).toHaveLength(1));
    expect(server.callsTo(PUT())[0].body).toMatchObject({ start_time: '2031-07-03T19:00:00' });
  });

  it('a new rule changes the series from this date on, sent as the rule itself', async () => {
    const { user, server } = await renderEdit();
    await user.selectOptions(field('Recurring Pattern'), 'Advanced (custom rule)');
    fireEvent.change(field('Repeat rule'), { target: { value: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(choice('This date')).toBeDisabled();
    expect(choice('All dates of the series')).toBeDisabled();
    expect(choice('This and following dates')).toBeChecked();
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.callsTo(PUT('?scope=following'))).toHaveLength(1));
    expect(server.callsTo(PUT('?scope=following'))[0].body).toMatchObject({
      recurring_pattern: 'weekly',
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
    });
  });

  it('a preset chosen instead of a custom rule goes as its rule from this date', async () => {
    const { user, server } = await renderEdit(weekly({ rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE' }));
    await user.selectOptions(field('Recurring Pattern'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.callsTo(PUT('?scope=following'))).toHaveLength(1));
    expect(server.callsTo(PUT('?scope=following'))[0].body).toMatchObject({ rule: 'FREQ=WEEKLY;BYDAY=WE' });
  });

  it('saves nothing, and says nothing, when the question is cancelled', async () => {
    const { user, server } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(toasts().queryByText('Failed to update event')).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/events/${event.id}/edit`);
  });

  it("shows the server's refusal on its field", async () => {
    const { user } = await renderEdit(weekly(), {
      '?scope=following': apiError(400, 'Validation failed', {
        start_time: 'The start time must be on a date the series repeats on',
      }),
    });
    await user.selectOptions(field('Recurring Pattern'), 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Failed to update event')).toBeInTheDocument();
    expect(field('Start Time')).toHaveAccessibleDescription(
      'The start time must be on a date the series repeats on',
    );
  });
});
