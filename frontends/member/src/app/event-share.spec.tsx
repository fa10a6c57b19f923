import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { club } from '@courtside/test-support/session-fixtures';
import { makeEvent } from '@/test/fixtures';
import { renderPage, toasts } from '@/test/render-page';

const clubAnswer = (on: boolean) => ({
  body: {
    data: {
      ...club,
      rating_scale: 'knltb',
      self_rating: true,
      waitlist_mode: 'auto',
      show_participants: true,
      public_event_cards: on,
    },
  },
});

function open(event: ReturnType<typeof makeEvent>, clubOn = true) {
  return renderPage(`/events/${event.id}`, {
    api: { [`GET /api/events/${event.id}`]: { body: { data: event } }, 'GET /api/club': clubAnswer(clubOn) },
  });
}

describe('Share on the event page', () => {
  // jsdom has no Web Share API: a test that wants one puts it on, and it is taken off after.
  const nav = navigator as Omit<Navigator, 'share'> & { share?: unknown };
  afterEach(() => {
    delete nav.share;
  });

  it('uses the browser share sheet with the public link where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    nav.share = share;
    const event = makeEvent({ name: 'Club Night Mix-in', start_time: '2031-06-03T19:30:00' });
    open(event);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Tue 3 Jun 19:30 · Club Night Mix-in',
      text: 'Tue 3 Jun 19:30 · Club Night Mix-in',
      url: `${window.location.origin}/e/${event.id}`,
    });
  });

  it('offers WhatsApp and Copy link without one', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const windowOpen = jest.spyOn(window, 'open').mockReturnValue(null);
    const event = makeEvent({ name: 'Club Night Mix-in', start_time: '2031-06-03T19:30:00' });
    open(event);
    await user.click(await screen.findByRole('button', { name: 'Share Club Night Mix-in' }));
    const menu = within(screen.getByRole('menu'));
    await user.click(menu.getByRole('menuitem', { name: 'WhatsApp' }));
    const url = `${window.location.origin}/e/${event.id}`;
    expect(windowOpen).toHaveBeenCalledWith(
      `https://wa.me/?text=${encodeURIComponent(`Tue 3 Jun 19:30 · Club Night Mix-in ${url}`)}`,
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(screen.getByRole('button', { name: 'Share Club Night Mix-in' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await toasts().findByText('Link copied')).toBeInTheDocument();
  });

  it('offers no Share for an event that is not public, or when the club turned share cards off', async () => {
    const hidden = makeEvent({ name: 'Coaching', public_card: false });
    const first = open(hidden);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument());
    first.unmount();
    const off = makeEvent({ name: 'Mix-in' });
    open(off, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mix-in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument());
  });
});
