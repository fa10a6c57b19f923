import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route } from 'react-router';
import type { ClubEvent } from '@courtside/core';
import { renderHosted } from '@courtside/test-support/render-page';
import { eventsAnswer, eventsRoute, makeEvent, sessionOf } from '@/test/fixtures';
import { EventsView } from './events-view';

const events = [
  makeEvent({ name: 'Wednesday Evening Mix-in' }),
  makeEvent({ name: 'Junior Training' }),
  makeEvent({ name: 'Club Championship' }),
];
const renderSignupAction = jest.fn((event: ClubEvent) => (
  <button type="button">Sign up for {event.name}</button>
));

/** The page above the list, which renders again on its own (as EventsPage does when an answer arrives). */
function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <EventsView
      banner={
        <button type="button" onClick={() => setRenders((n) => n + 1)}>
          Page drawn again {renders}
        </button>
      }
      renderSignupAction={renderSignupAction}
    />
  );
}

describe('EventsView', () => {
  it('does not draw its cards again when the page above it renders again', async () => {
    const user = userEvent.setup();
    renderHosted('/events', <Route path="/events" element={<Page />} />, {
      session: { body: sessionOf('clubmember') },
      api: { [eventsRoute()]: eventsAnswer(events) },
    });
    expect(await screen.findByRole('button', { name: 'Sign up for Club Championship' })).toBeInTheDocument();
    const drawn = renderSignupAction.mock.calls.length;
    expect(drawn).toBeGreaterThanOrEqual(events.length);

    await user.click(screen.getByRole('button', { name: 'Page drawn again 0' }));

    expect(screen.getByRole('button', { name: 'Page drawn again 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(events.length);
    expect(renderSignupAction).toHaveBeenCalledTimes(drawn);
  });
});
