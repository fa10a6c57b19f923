import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** Native date and time inputs take a whole value at once (as the browser's picker sets it). */
const setValue = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function renderForm(
  answer: ApiAnswer | (() => Promise<ApiAnswer>) = { status: 201, body: { data: {} } },
) {
  const rendered = renderPage('/events/create', {
    as: 'clubadmin',
    api: {
      'POST /api/events': typeof answer === 'function' ? answer : () => answer,
      'GET /api/events': { body: { data: [] } },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Create Event' });
  return { ...rendered, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, field('Event Name'), 'Wednesday Evening Mix-in');
  await enter(user, field('Description'), 'Doubles for all levels');
  setValue('Event Date', '2031-06-04');
  setValue('Start Time', '18:30');
  setValue('End Time', '20:00');
  await enter(user, field('Location'), 'Courts 1-4');
}

describe('Create event page', () => {
  it('starts with the SPEC defaults and a way back', async () => {
    await renderForm();
    expect(field('Event Type')).toHaveValue('mixin');
    expect(field('Event Type')).toHaveDisplayValue('Mix-in');
    expect(field('Recurring Pattern')).toHaveValue('none');
    expect(field('Event Date')).toHaveAttribute('type', 'date');
    expect(field('Start Time')).toHaveAttribute('type', 'time');
    expect(field('End Time')).toHaveAttribute('type', 'time');
    expect(screen.getByRole('link', { name: 'Back to Events' })).toBeInTheDocument();
  });

  it('shows every required-field message on submit and sends nothing', async () => {
    const { user, server } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(field('Event Name')).toHaveAccessibleDescription('Event name is required');
    expect(field('Event Date')).toHaveAccessibleDescription('Event date is required');
    expect(field('Start Time')).toHaveAccessibleDescription('Start time is required');
    expect(field('End Time')).toHaveAccessibleDescription('End time is required');
    expect(field('Event Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Event Name')).toHaveFocus();
    expect(server.callsTo('POST /api/events')).toHaveLength(0);
  });

  it('limits the name to 100 and the description to 500 characters', async () => {
    const { user } = await renderForm();
    fireEvent.change(field('Event Name'), { target: { value: 'x'.repeat(101) } });
    fireEvent.change(field('Description'), { target: { value: 'y'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(field('Event Name')).toHaveAccessibleDescription('Event name must be less than 100 characters');
    expect(field('Description')).toHaveAccessibleDescription('Description must be less than 500 characters');
    expect(screen.getByText('501 / 500')).toBeInTheDocument();

    fireEvent.change(field('Event Name'), { target: { value: 'x'.repeat(100) } });
    expect(field('Event Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('counts characters as a person sees them: 60 ❤️ are 60, as on the server', async () => {
    const { user } = await renderForm();
    const heart = '\u2764\uFE0F';
    fireEvent.change(field('Event Name'), { target: { value: heart.repeat(60) } });
    fireEvent.change(field('Description'), { target: { value: heart.repeat(500) } });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(screen.getByText('500 / 500')).toBeInTheDocument();
    expect(field('Event Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Description')).not.toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field('Description'), { target: { value: heart.repeat(501) } });
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    expect(field('Description')).toHaveAccessibleDescription('Description must be less than 500 characters');
  });

  it('puts an end before the start on the end time', async () => {
    const { user } = await renderForm();
    await fillValid(user);
    setValue('End Time', '18:30');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(field('End Time')).toHaveAccessibleDescription('End time must be after start time');
    expect(field('Start Time')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a field error once the field is left', async () => {
    const { user } = await renderForm();
    await user.click(field('Event Name'));
    await user.tab();
    expect(field('Event Name')).toHaveAccessibleDescription('Event name is required');
    expect(field('Event Date')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("sends the merged times with ':00', shows 'Saving...', then confirms and returns to the events", async () => {
    const reply = deferred<ApiAnswer>();
    const { user, server } = await renderForm(() => reply.promise);
    await fillValid(user);
    await user.selectOptions(field('Event Type'), 'Training');
    await user.selectOptions(field('Recurring Pattern'), 'Weekly');
    await user.type(field('Capacity'), '16');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    expect(field('Event Name')).toBeDisabled();
    expect(server.callsTo('POST /api/events')[0].body).toEqual({
      name: 'Wednesday Evening Mix-in',
      description: 'Doubles for all levels',
      event_type: 'training',
      start_time: '2031-06-04T18:30:00',
      end_time: '2031-06-04T20:00:00',
      recurring_pattern: 'weekly',
      location: 'Courts 1-4',
      capacity: 16,
      allow_standing_signups: true,
      cancel_cutoff_hours: null,
      signup_closes_hours_before: null,
      signup_opens_hours_before: null,
    });

    reply.resolve({ status: 201, body: { data: {} } });
    expect(await toasts().findByText('Event created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/events'));
  });

  it('sends an empty capacity as no limit', async () => {
    const { user, server } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(server.callsTo('POST /api/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/events')[0].body).toMatchObject({
      capacity: null,
      event_type: 'mixin',
      recurring_pattern: 'none',
    });
  });

  it("shows the server's field errors on their fields and reports the failure", async () => {
    const { user } = await renderForm(
      apiError(400, 'Capacity must be...', { capacity: 'Capacity is too small for this club' }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await toasts().findByText('Failed to create event')).toBeInTheDocument();
    expect(field('Capacity')).toHaveAccessibleDescription(
      expect.stringContaining('Capacity is too small for this club'),
    );
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
    expect(currentPath()).toBe('/events/create');
  });

  it.each([
    ['button', 'Cancel'],
    ['link', 'Back to Events'],
  ] as const)('the %s %s returns to the events', async (role, name) => {
    const { user, server } = await renderForm();
    await user.click(screen.getByRole(role, { name }));
    expect(currentPath()).toBe('/events');
    expect(server.callsTo('POST /api/events')).toHaveLength(0);
  });

  it('sets a series’ window from a preset, as hours before each date', async () => {
    const { user, server } = await renderForm();
    await fillValid(user);
    await user.selectOptions(field('Recurring Pattern'), 'weekly');
    // 2031-06-04 is a Wednesday: the Sunday before at 20:00 is 70.5 hours before 18:30.
    await user.selectOptions(field('Sign-ups open'), 'Sunday 20:00 before');
    expect(field('Opens, hours before each date')).toHaveValue(70.5);
    await enter(user, field('Cancellation deadline'), '24');
    await user.click(field('Allow standing sign-ups'));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(server.callsTo('POST /api/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/events')[0].body).toMatchObject({
      signup_opens_hours_before: 70.5,
      signup_closes_hours_before: null,
      cancel_cutoff_hours: 24,
      allow_standing_signups: false,
    });
  });

  it('checks a one-off event’s window before sending', async () => {
    const { user, server } = await renderForm();
    await fillValid(user);
    setValue('Sign-ups open', '2031-06-04T19:00');
    setValue('Sign-ups close', '2031-06-04T12:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(field('Sign-ups close')).toHaveAccessibleDescription(/Sign-ups must open before they close/);
    expect(server.callsTo('POST /api/events')).toHaveLength(0);
    setValue('Sign-ups open', '2031-06-01T20:00');
    setValue('Sign-ups close', '2031-06-04T18:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(server.callsTo('POST /api/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/events')[0].body).toMatchObject({
      signup_opens_at: '2031-06-01T20:00:00',
      signup_closes_at: '2031-06-04T18:00:00',
    });
  });
});
