import { applyLocale, type NotificationPreferences } from '@courtside/core';
import { DEFAULT_NOTIFICATION_PREFERENCES, VALIDATION } from '@courtside/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { apiError, deferred, type ApiAnswer, type ApiHandlers } from '@courtside/test-support/mock-api';
import { never, renderHosted, toasts } from '@courtside/test-support/render-page';
import { sessionOf, userOf } from '@/test/fixtures';
import { NotificationSettings } from './notification-settings';

const ROUTE = '/api/me/notification-preferences';
const prefs = (overrides: Partial<NotificationPreferences> = {}): ApiAnswer => ({
  body: { data: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...overrides } },
});

/** A server that keeps the settings and answers a PUT with all of them, as the API does. */
function settingsServer(initial: Partial<NotificationPreferences> = {}): ApiHandlers {
  let stored: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...initial };
  return {
    [`GET ${ROUTE}`]: () => ({ body: { data: stored } }),
    [`PUT ${ROUTE}`]: ({ body }) => {
      stored = { ...stored, ...(body as Partial<NotificationPreferences>) };
      return { body: { data: stored } };
    },
  };
}

function renderSettings(api: ApiHandlers, session: ApiAnswer = { body: sessionOf('clubmember') }) {
  return renderHosted(
    '/settings/notifications',
    <Route path="/settings/notifications" element={<NotificationSettings />} />,
    { session, api },
  );
}

const LABELS = [
  'Confirmation when I sign up',
  'When I get a place from the waitlist',
  "When an event I'm in changes",
  "When an event I'm in is cancelled",
  'Reminder before an event',
  'When staff remove my sign-up',
  'When a mix-in draw I play in is published',
];
const leadTime = () => screen.getByRole('combobox', { name: 'How long before' });

describe('notification settings', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

  it('shows a switch per kind as the server has them, and that login mails stay on', async () => {
    renderSettings({ [`GET ${ROUTE}`]: prefs({ event_changed: false, reminder_hours: 48 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(
      await screen.findByText('Choose which e-mails Riverside Tennis Club sends you.'),
    ).toBeInTheDocument();
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('name'))).toEqual([
      'signup_confirmation',
      'waitlist_promotion',
      'event_changed',
      'event_cancelled',
      'reminder',
      'removed_by_staff',
      'draw_published',
      'club_news',
    ]);
    for (const label of LABELS) {
      expect(screen.getByRole('switch', { name: label })).toHaveProperty(
        'checked',
        label !== "When an event I'm in changes",
      );
    }
    expect(screen.getByRole('switch', { name: 'Reminder before an event' })).toHaveAccessibleDescription(
      'Only for events you have a place in.',
    );
    expect(leadTime()).toHaveDisplayValue('2 days');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Login e-mails cannot be switched off: you need them to log in.',
    );
  });

  it('shows user managers the switch for requests to join, and members not', async () => {
    renderSettings({ [`GET ${ROUTE}`]: prefs({ join_requested: false }) }, { body: sessionOf('clubadmin') });
    const staffSwitch = await screen.findByRole('switch', { name: 'When someone asks to join the club' });
    expect(staffSwitch).toHaveProperty('checked', false);
    expect(staffSwitch).toHaveAccessibleDescription(
      'At most one email an hour, listing the requests waiting for a decision.',
    );
    cleanup();
    renderSettings({ [`GET ${ROUTE}`]: prefs() });
    expect(await screen.findAllByRole('switch')).toHaveLength(8);
    expect(
      screen.queryByRole('switch', { name: 'When someone asks to join the club' }),
    ).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and a failed load with Try again', async () => {
    const user = userEvent.setup();
    const loading = renderSettings({ [`GET ${ROUTE}`]: never });
    expect(screen.getByRole('status', { name: 'Loading your notification settings...' })).toBeInTheDocument();
    loading.unmount();

    const { server } = renderSettings({ [`GET ${ROUTE}`]: apiError(503, 'Service unavailable') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notification settings could not be loaded: Service unavailable');
    server.on(`GET ${ROUTE}`, prefs());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(8);
  });

  it('switches reminders off with a PUT of that field, and shows what the server saved', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings(settingsServer());
    const reminder = await screen.findByRole('switch', { name: 'Reminder before an event' });
    expect(leadTime()).toBeEnabled();
    await user.click(reminder);
    expect(await toasts().findByText('Reminder before an event: off')).toBeInTheDocument();
    expect(server.callsTo(`PUT ${ROUTE}`).map((c) => c.body)).toEqual([{ reminder: false }]);
    expect(reminder).not.toBeChecked();
    expect(leadTime()).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'When a mix-in draw I play in is published' }));
    expect(await toasts().findByText('When a mix-in draw I play in is published: off')).toBeInTheDocument();
    expect(server.callsTo(`PUT ${ROUTE}`).map((c) => c.body)).toEqual([
      { reminder: false },
      { draw_published: false },
    ]);
  });

  it('moves a switch at once, then follows the server’s answer', async () => {
    const user = userEvent.setup();
    const answer = deferred<ApiAnswer>();
    renderSettings({ [`GET ${ROUTE}`]: prefs(), [`PUT ${ROUTE}`]: () => answer.promise });
    const changes = await screen.findByRole('switch', { name: "When an event I'm in changes" });
    await user.click(changes);
    expect(changes).not.toBeChecked();
    expect(changes).toHaveAttribute('aria-busy', 'true');
    // The server kept it on (another device switched it back meanwhile, say): the screen says so.
    answer.resolve(prefs({ event_changed: true }));
    await waitFor(() => expect(changes).not.toHaveAttribute('aria-busy'));
    expect(changes).toBeChecked();
  });

  it('puts a switch back and says why when the save fails', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings({
      [`GET ${ROUTE}`]: prefs(),
      [`PUT ${ROUTE}`]: apiError(503, 'Service unavailable'),
    });
    const removed = await screen.findByRole('switch', { name: 'When staff remove my sign-up' });
    await user.click(removed);
    expect(
      await toasts().findByText('Your setting could not be saved: Service unavailable'),
    ).toBeInTheDocument();
    await waitFor(() => expect(removed).toBeChecked());
    // It reads the settings again, so the screen shows what the server has.
    await waitFor(() => expect(server.callsTo(`GET ${ROUTE}`)).toHaveLength(2));
  });

  it('offers reminder lead times from an hour to a week, and saves the one chosen', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings(settingsServer());
    await screen.findAllByRole('switch');
    expect(
      within(leadTime())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 hour', '2 hours', '3 hours', '6 hours', '12 hours', '1 day', '2 days', '3 days', '1 week']);
    expect(leadTime()).toHaveDisplayValue('1 day');
    await user.selectOptions(leadTime(), '2 hours');
    expect(await toasts().findByText('Reminders now come 2 hours before an event.')).toBeInTheDocument();
    expect(server.callsTo(`PUT ${ROUTE}`).map((c) => c.body)).toEqual([{ reminder_hours: 2 }]);
    expect(leadTime()).toHaveDisplayValue('2 hours');
  });

  it('keeps a lead time set elsewhere, and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    renderSettings({
      [`GET ${ROUTE}`]: prefs({ reminder_hours: 5 }),
      [`PUT ${ROUTE}`]: apiError(400, 'Validation failed', {
        reminder_hours: VALIDATION.reminderHoursInvalid,
      }),
    });
    await screen.findAllByRole('switch');
    expect(leadTime()).toHaveDisplayValue('5 hours');
    expect(within(leadTime()).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(leadTime(), '1 week');
    await waitFor(() =>
      expect(leadTime()).toHaveAccessibleDescription(
        'Reminder time must be a whole number of hours from 1 to 168',
      ),
    );
    expect(leadTime()).toHaveAttribute('aria-invalid', 'true');
    expect(leadTime()).toHaveDisplayValue('5 hours');
    expect(
      await toasts().findByText('Your setting could not be saved: Validation failed'),
    ).toBeInTheDocument();
  });

  it('says it all in Dutch for a Dutch reader', async () => {
    const dutch = { body: { ...sessionOf('clubmember'), user: { ...userOf('clubmember'), locale: 'nl' } } };
    renderSettings({ [`GET ${ROUTE}`]: prefs({ reminder_hours: 2 }) }, dutch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instellingen voor meldingen' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Herinnering vóór een activiteit' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hoe lang van tevoren' })).toHaveDisplayValue('2 uur');
    expect(screen.getByRole('option', { name: '3 dagen' })).toBeInTheDocument();
  });

  describe('on a browser with a push subscription', () => {
    const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';
    beforeEach(() => {
      // What a browser with the service worker and a subscription answers (jsdom has neither).
      Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: {
          getRegistration: async () => ({
            pushManager: { getSubscription: async () => ({ endpoint: ENDPOINT }) },
          }),
        },
      });
    });
    afterEach(() => {
      delete (window as { PushManager?: unknown }).PushManager;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    });

    const pushOf = (on: boolean) =>
      Object.fromEntries(
        Object.keys(DEFAULT_NOTIFICATION_PREFERENCES.push).map((k) => [k, on]),
      ) as NotificationPreferences['push'];

    it('shows a push switch beside each e-mail one, organiser messages too, and saves one with a PUT of push', async () => {
      const user = userEvent.setup();
      const calls: unknown[] = [];
      const server = settingsServer({ push: pushOf(true) });
      renderSettings({
        ...server,
        [`PUT ${ROUTE}`]: (request) => {
          calls.push(request.body);
          const answer = server[`PUT ${ROUTE}`] as (r: typeof request) => ApiAnswer;
          const body = request.body as { push: Partial<NotificationPreferences['push']> };
          return answer({ ...request, body: { push: { ...pushOf(true), ...body.push } } });
        },
      });
      const reminder = await screen.findByRole('switch', {
        name: 'Reminder before an event (push notification)',
      });
      expect(reminder).toBeChecked();
      expect(
        screen.getByRole('switch', { name: 'Messages from organisers (push notification)' }),
      ).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Reminder before an event' })).toBeChecked();
      expect(screen.getByText(/E-mail and push each follow their own switch/)).toBeInTheDocument();

      await user.click(reminder);
      await waitFor(() => expect(calls).toEqual([{ push: { reminder: false } }]));
      await waitFor(() => expect(reminder).not.toBeChecked());
      expect(screen.getByRole('switch', { name: 'Reminder before an event' })).toBeChecked();
    });

    it('says it in Dutch', async () => {
      const dutch = { body: { ...sessionOf('clubmember'), user: { ...userOf('clubmember'), locale: 'nl' } } };
      renderSettings({ [`GET ${ROUTE}`]: prefs({ push: pushOf(true) }) }, dutch);
      expect(
        await screen.findByRole('switch', { name: 'Berichten van organisatoren (pushmelding)' }),
      ).toBeChecked();
      expect(screen.getAllByText('Pushmelding').length).toBeGreaterThan(0);
    });
  });

  it('shows no push switches on a browser without a push subscription', async () => {
    renderSettings({
      [`GET ${ROUTE}`]: prefs({ push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, reminder: true } }),
    });
    await screen.findAllByRole('switch');
    expect(screen.queryByRole('switch', { name: /push notification/ })).toBeNull();
  });
});
