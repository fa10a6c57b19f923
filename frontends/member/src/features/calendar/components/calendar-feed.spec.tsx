import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { apiError, type ApiHandlers } from '@courtside/test-support/mock-api';
import { dialog, never, renderHosted, toasts } from '@courtside/test-support/render-page';
import { sessionOf, userOf } from '@/test/fixtures';
import { CalendarFeed } from './calendar-feed';

const FEED =
  'https://riverside.courtside.example/api/calendar/3q2-7wEx0dG6mUuJ1nUo3mFz8fQZk5c4bq9x1YV2s0A.ics';
const NEW_FEED =
  'https://riverside.courtside.example/api/calendar/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo.ics';
const feed = (url = FEED) => ({ body: { data: { url } } });

function renderPanel(api: ApiHandlers) {
  return renderHosted('/my-signups', <Route path="/my-signups" element={<CalendarFeed />} />, {
    session: { body: sessionOf('clubmember') },
    api,
  });
}
const panel = async () => within(await screen.findByRole('region', { name: 'Your calendar' }));
const linkField = () => screen.getByRole('textbox', { name: 'Your calendar link' });

describe('calendar panel', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('shows the private link and subscribes with it in Apple / Outlook (webcal://) and Google', async () => {
    renderPanel({ 'GET /api/me/calendar-feed': feed() });
    const region = await panel();
    expect(region.getByText("Your sign-ups in your phone's calendar, kept up to date.")).toBeInTheDocument();
    expect(await region.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(FEED);
    expect(linkField()).toHaveAttribute('readonly');
    expect(linkField()).toHaveAccessibleDescription(
      'Keep this link to yourself: anyone who has it can see your sign-ups.',
    );
    const ways = region.getByRole('group', { name: 'Subscribe in' });
    const note =
      'Each of these subscribes rather than downloads, so your calendar stays up to date. In another app, add the copied link as a subscription (a calendar from a URL), not as a file to import.';
    expect(ways).toHaveAccessibleDescription(note);
    const apple = within(ways).getByRole('link', { name: 'Subscribe in Apple / Outlook' });
    expect(apple).toHaveTextContent('Apple / Outlook');
    expect(apple).toHaveAttribute(
      'href',
      'webcal://riverside.courtside.example/api/calendar/3q2-7wEx0dG6mUuJ1nUo3mFz8fQZk5c4bq9x1YV2s0A.ics',
    );
    const google = within(ways).getByRole('link', { name: 'Subscribe in Google Calendar' });
    expect(google).toHaveTextContent('Google');
    expect(google).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/r?cid=https%3A%2F%2Friverside.courtside.example%2Fapi%2Fcalendar%2F3q2-7wEx0dG6mUuJ1nUo3mFz8fQZk5c4bq9x1YV2s0A.ics',
    );
    // Google opens in a tab of its own, told nothing about this page.
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(ways).getByRole('button', { name: 'Copy link to subscribe in another calendar app' }),
    ).toHaveTextContent('Copy link');
    // Nothing offers the feed as a file.
    expect(region.queryByRole('link', { name: /download/i })).toBeNull();
    for (const link of region.getAllByRole('link')) expect(link).not.toHaveAttribute('download');
  });

  it('says the same in Dutch', async () => {
    renderHosted('/my-signups', <Route path="/my-signups" element={<CalendarFeed />} />, {
      session: { body: { ...sessionOf('clubmember'), user: { ...userOf('clubmember'), locale: 'nl' } } },
      api: { 'GET /api/me/calendar-feed': feed() },
    });
    const region = within(await screen.findByRole('region', { name: 'Je agenda' }));
    const ways = region.getByRole('group', { name: 'Abonneren in' });
    expect(await within(ways).findByRole('link', { name: 'Abonneren in Apple / Outlook' })).toHaveAttribute(
      'href',
      FEED.replace('https://', 'webcal://'),
    );
    expect(within(ways).getByRole('link', { name: 'Abonneren in Google Agenda' })).toHaveTextContent(
      'Google',
    );
    expect(
      within(ways).getByRole('button', { name: 'Link kopiëren om in een andere agenda-app te abonneren' }),
    ).toHaveTextContent('Link kopiëren');
    expect(ways).toHaveAccessibleDescription(
      'Elk hiervan is een abonnement, geen download, zodat je agenda bijgewerkt blijft. Voeg in een andere app de gekopieerde link toe als abonnement (agenda via URL), niet als bestand om te importeren.',
    );
  });

  it('copies the link to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    renderPanel({ 'GET /api/me/calendar-feed': feed() });
    const region = await panel();
    // After userEvent.setup(), which installs a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(
      await region.findByRole('button', { name: 'Copy link to subscribe in another calendar app' }),
    );
    expect(writeText).toHaveBeenCalledWith(FEED);
    expect(await toasts().findByText('Calendar link copied.')).toBeInTheDocument();
  });

  it('selects the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderPanel({ 'GET /api/me/calendar-feed': feed() });
    const region = await panel();
    const writeText = jest.fn().mockRejectedValue(new Error('Not allowed'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(
      await region.findByRole('button', { name: 'Copy link to subscribe in another calendar app' }),
    );
    expect(
      await toasts().findByText('Could not copy the link: select it and copy it yourself.'),
    ).toBeInTheDocument();
    const field = linkField() as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, FEED.length]);
  });

  it('resets the link only after saying the old one stops working', async () => {
    const user = userEvent.setup();
    const { server } = renderPanel({
      'GET /api/me/calendar-feed': feed(),
      'POST /api/me/calendar-feed/rotate': feed(NEW_FEED),
    });
    const region = await panel();
    await user.click(await region.findByRole('button', { name: 'Reset link' }));
    expect(dialog().getByRole('heading', { name: 'Reset your calendar link?' })).toBeInTheDocument();
    expect(
      dialog().getByText(
        'The old link stops working at once: calendars that use it stop updating. Subscribe again with the new link afterwards.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /api/me/calendar-feed/rotate')).toHaveLength(0);

    await user.click(region.getByRole('button', { name: 'Reset link' }));
    await user.click(dialog().getByRole('button', { name: 'Reset link' }));
    expect(
      await toasts().findByText('New calendar link made. Subscribe again in your calendar.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/me/calendar-feed/rotate')).toHaveLength(1);
    expect(linkField()).toHaveValue(NEW_FEED);
    expect(region.getByRole('link', { name: 'Subscribe in Apple / Outlook' })).toHaveAttribute(
      'href',
      NEW_FEED.replace('https://', 'webcal://'),
    );
    expect(region.getByRole('link', { name: 'Subscribe in Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(NEW_FEED)}`,
    );
  });

  it('says so when the reset fails, and keeps the old link', async () => {
    const user = userEvent.setup();
    renderPanel({
      'GET /api/me/calendar-feed': feed(),
      'POST /api/me/calendar-feed/rotate': apiError(503, 'Service unavailable'),
    });
    const region = await panel();
    await user.click(await region.findByRole('button', { name: 'Reset link' }));
    await user.click(dialog().getByRole('button', { name: 'Reset link' }));
    expect(
      await toasts().findByText('Your calendar link could not be reset: Service unavailable'),
    ).toBeInTheDocument();
    expect(linkField()).toHaveValue(FEED);
  });

  it('shows placeholders while loading, then a failed load with Try again', async () => {
    const user = userEvent.setup();
    const loading = renderPanel({ 'GET /api/me/calendar-feed': never });
    const region = await panel();
    expect(region.getByRole('status', { name: 'Loading your calendar link...' })).toBeInTheDocument();
    loading.unmount();

    const { server } = renderPanel({ 'GET /api/me/calendar-feed': apiError(503, 'Service unavailable') });
    const failed = await panel();
    expect(
      await failed.findByText('Your calendar link could not be loaded: Service unavailable'),
    ).toBeInTheDocument();
    server.on('GET /api/me/calendar-feed', feed());
    await user.click(failed.getByRole('button', { name: 'Try again' }));
    expect(await failed.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(FEED);
  });

  it('shows nothing to someone without a membership here (system staff)', async () => {
    const { server } = renderPanel({
      'GET /api/me/calendar-feed': apiError(404, 'System staff have no membership here'),
    });
    await waitFor(() => expect(server.callsTo('GET /api/me/calendar-feed')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your calendar' })).toBeNull());
  });
});
