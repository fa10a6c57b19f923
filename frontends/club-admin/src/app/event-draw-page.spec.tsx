import type { EventDraw, EventDrawRound } from '@courtside/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { drawFor, drawPageApi, mixIn } from '@/test/draw-fixtures';
import { currentPath, dialog, renderPage, toasts } from '@/test/render-page';

const metric = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
// A row by its header ('Round 2 19:20 ...'): a row's own name is the text of every chip in it,
// so matching rows by name would read the whole table for each look-up.
const roundRow = (round: number) =>
  screen.getByRole('rowheader', { name: new RegExp(`^Round ${round}\\b`) }).closest('tr') as HTMLElement;
/**
 * A setting's new value as one change: what these tests check is what the page refuses or sends,
 * and every key or click on this page draws the whole workspace (settings, every player) again.
 */
const setField = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** A player's attendance choice, by the label that names them (their level after the name). */
const attendance = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const chip = (round: number, name: string) =>
  within(roundRow(round)).getByRole('button', { name: new RegExp(`^${name}`) });

/** Where each player is in a round: their partner, or null sitting out. */
function partnerIn(round: EventDrawRound, id: string): string | null {
  for (const m of round.matches) {
    for (const team of [m.team_a, m.team_b]) if (team.includes(id)) return team.find((x) => x !== id) ?? null;
  }
  return null;
}

// The largest screen of the product: the board has a button per player and round, each role
// look-up reads them all, and each key or click draws the whole workspace again. With both cores
// busy some of these tests take 3-5 s, at jest's default limit.
jest.setTimeout(10_000);

/**
 * One mix-in and its draw for every test: the draw comes from the real algorithm, which takes a
 * noticeable part of a second, and no test changes either (the mocked API sends copies).
 */
const fixture = mixIn();
const draw = drawFor(fixture);

describe('Draw page', () => {
  describe('making the draw', () => {
    it('opens with a court for every four players, six rounds, rounds filling the evening', async () => {
      renderPage(`/events/${fixture.event.id}/draw`, { api: drawPageApi(fixture, null) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Draw: Club Night Mix-in' }),
      ).toBeInTheDocument();
      expect(await screen.findByLabelText('Name of court 1')).toHaveValue('Court 1');
      expect(screen.getByLabelText('Name of court 2')).toHaveValue('Court 2');
      expect(screen.queryByLabelText('Name of court 3')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Rounds/)).toHaveValue('6');
      expect(screen.getByLabelText('Minutes per round')).toHaveValue('20');
      const mix = screen.getByRole('slider', { name: 'Levels on a court' });
      expect(mix).toHaveValue('0.3');
      expect(mix).toHaveAttribute('aria-valuetext', 'mostly close levels');
      expect(screen.getByText('No draw yet')).toBeInTheDocument();
      // Each confirmed player with their level on the club's scale.
      expect(await screen.findByRole('combobox', { name: 'Ann Archer 3' })).toHaveValue('all');
    });

    it('checks the settings before asking for a draw', async () => {
      const user = userEvent.setup();
      const { server } = renderPage(`/events/${fixture.event.id}/draw`, { api: drawPageApi(fixture, null) });
      setField(await screen.findByLabelText('Name of court 2'), 'Court 1');
      setField(screen.getByLabelText(/^Rounds/), '21');
      setField(screen.getByLabelText('Minutes per round'), '0');
      for (const name of ['Ann Archer', 'Ben Brown', 'Cleo Clark', 'Dan Dunn', 'Eve Ellis']) {
        await user.selectOptions(attendance(name), 'absent');
      }
      await user.click(screen.getByRole('button', { name: 'Make draw' }));

      expect(screen.getByText('Court names must be different from each other')).toBeInTheDocument();
      expect(screen.getByText('Rounds must be a whole number from 1 to 20')).toBeInTheDocument();
      expect(
        screen.getByText('Round length must be a whole number of minutes from 1 to 1440'),
      ).toBeInTheDocument();
      expect(screen.getByText('A draw needs at least 4 players who come.')).toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${fixture.event.id}/draw`)).toHaveLength(0);
    });

    it('gives a court added the next free name, and refuses an empty name', async () => {
      const user = userEvent.setup();
      renderPage(`/events/${fixture.event.id}/draw`, { api: drawPageApi(fixture, null) });
      setField(await screen.findByLabelText('Name of court 2'), 'Court 1');
      await user.click(screen.getAllByRole('button', { name: 'Remove Court 1' })[0]);
      await user.click(screen.getByRole('button', { name: 'Add court' }));
      expect(screen.getByLabelText('Name of court 2')).toHaveValue('Court 2');
      await user.clear(screen.getByLabelText('Name of court 2'));
      await user.tab();
      expect(screen.getByText('Court names must be 1 to 40 characters')).toBeInTheDocument();
    });

    it('sends the settings, absences and late arrivals, and shows the draw made', async () => {
      const user = userEvent.setup();
      const { server } = renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, null),
          [`POST /api/events/${fixture.event.id}/draw`]: { status: 201, body: { data: draw } },
        },
      });
      const [ann, ben] = fixture.users;
      setField(await screen.findByLabelText(/^Rounds/), '3');
      await user.selectOptions(attendance('Ann Archer'), 'absent');
      await user.selectOptions(attendance('Ben Brown'), 'From round 2');
      fireEvent.change(screen.getByRole('slider', { name: 'Levels on a court' }), {
        target: { value: '0.5' },
      });
      expect(screen.getByRole('slider', { name: 'Levels on a court' })).toHaveAttribute(
        'aria-valuetext',
        'half and half',
      );
      await user.click(screen.getByRole('button', { name: 'Make draw' }));

      expect(await toasts().findByText('Draw made!')).toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${fixture.event.id}/draw`)[0].body).toEqual({
        courts: ['Court 1', 'Court 2'],
        rounds: 3,
        round_minutes: 20,
        mix: 0.5,
        absent: [ann.id],
        arrives_from_round: { [ben.id]: 2 },
      });
      expect(screen.getByRole('table', { name: 'Draw: rounds and courts' })).toBeInTheDocument();
      expect(screen.getByText('Draft')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Make new draw' })).toBeInTheDocument();
    });

    it("shows the server's reason when it refuses, on the field it names", async () => {
      const user = userEvent.setup();
      renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, null),
          [`POST /api/events/${fixture.event.id}/draw`]: apiError(400, 'Validation failed', {
            rounds: 'Rounds must be a whole number from 1 to 20',
          }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Make draw' }));
      expect(await toasts().findByText('Failed to make the draw: Validation failed')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Rounds/)).toHaveAccessibleDescription(
        'Rounds must be a whole number from 1 to 20',
      );
    });
  });

  describe('the draw made', () => {
    it('shows rounds × courts with names and levels, its figures, and asks before making a new one', async () => {
      const user = userEvent.setup();
      const { server } = renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, draw),
          [`POST /api/events/${fixture.event.id}/draw`]: { status: 201, body: { data: draw } },
        },
      });
      const table = await screen.findByRole('table', { name: 'Draw: rounds and courts' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(['Round', 'Court 1', 'Court 2', 'Sitting out']);
      const round1 = within(roundRow(1));
      expect(round1.getByText('19:00')).toBeInTheDocument();
      expect(within(roundRow(3)).getByText('19:40')).toBeInTheDocument();
      // Ann is KNLTB 3, Hana 8.25: shown on the club's scale.
      expect(round1.getAllByRole('button', { name: /^Ann Archer 3$/ })).toHaveLength(1);
      expect(round1.getByRole('button', { name: /^Hana Hill 8.3$/ })).toBeInTheDocument();
      expect(within(metric('Repeated partners')).getByText('0')).toBeInTheDocument();
      // Each metric against the best any draw could reach, and the trade against level closeness.
      expect(within(metric('Repeated partners')).getByText('best possible: 0')).toBeInTheDocument();
      expect(within(metric('Same opponents')).getByText(/^best possible: \d$/)).toBeInTheDocument();
      expect(
        within(metric('Rounds sat out')).getByText(/^best possible: (all equal|1 apart)$/),
      ).toBeInTheDocument();
      expect(
        within(metric('Carried or outgunned')).getByText(/^partners’ level minus opponents’/),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/^Best possible counts new partners, opponents and sit-outs only/),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Make new draw' }));
      expect(
        dialog().getByText(/replaces the current draft, swaps made by hand included/),
      ).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      expect(server.callsTo(`POST /api/events/${fixture.event.id}/draw`)).toHaveLength(0);
    });

    it('swaps two players: figures and warnings change at once, then the round is saved with PUT', async () => {
      const user = userEvent.setup();
      const saving = deferred<ApiAnswer>();
      const { server } = renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, draw),
          [`PUT /api/events/${fixture.event.id}/draw`]: () => saving.promise,
        },
      });
      await screen.findByRole('table', { name: 'Draw: rounds and courts' });
      const names = new Map(draw.players.map((p) => [p.user_id, p.name]));
      // Make round 2 repeat a partnership of round 1: a's round-1 partner b joins a in round 2.
      const [first, second] = draw.rounds;
      const a = first.matches[0].team_a[0];
      const b = partnerIn(first, a) as string;
      const aPartnerNow = partnerIn(second, a) as string;
      expect(within(metric('Repeated partners')).getByText('0')).toBeInTheDocument();

      await user.click(chip(2, names.get(aPartnerNow) as string));
      expect(chip(2, names.get(aPartnerNow) as string)).toHaveAttribute('aria-pressed', 'true');
      await user.click(chip(2, names.get(b) as string));

      // At once, before the server answers.
      expect(Number(within(metric('Repeated partners')).getByText(/^\d+$/).textContent)).toBeGreaterThan(0);
      expect(metric('Repeated partners')).toHaveClass('csa-metric--bad');
      const warnings = screen.getAllByText(/^Round 2: .* partner again\.$/).map((w) => w.textContent);
      expect(warnings).toContainEqual(expect.stringContaining(names.get(a) as string));
      expect(warnings.join()).toContain(names.get(b) as string);
      expect(screen.getByText('Saving...')).toBeInTheDocument();
      const sent = server.callsTo(`PUT /api/events/${fixture.event.id}/draw`)[0].body as {
        rounds: EventDrawRound[];
      };
      expect(sent.rounds).toHaveLength(1);
      expect(sent.rounds[0].round).toBe(2);
      expect(partnerIn(sent.rounds[0], a)).toBe(b);

      // The server's answer replaces the browser's figures.
      const answer: EventDraw = {
        ...draw,
        rounds: draw.rounds.map((r) => (r.round === 2 ? sent.rounds[0] : r)),
        metrics: { ...draw.metrics, partner_repeats: 1 },
        warnings: [{ code: 'partner_repeat', round: 2, message: 'Round 2: someone partners again' }],
      };
      await act(async () => saving.resolve({ body: { data: answer } }));
      await waitFor(() => expect(screen.queryByText('Saving...')).not.toBeInTheDocument());
      expect(screen.getByText('Round 2: two players partner again.')).toBeInTheDocument();
    });

    it('undoes a swap the server refuses', async () => {
      const user = userEvent.setup();
      renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, draw),
          [`PUT /api/events/${fixture.event.id}/draw`]: apiError(409, 'This event has been cancelled'),
        },
      });
      await screen.findByRole('table', { name: 'Draw: rounds and courts' });
      const names = new Map(draw.players.map((p) => [p.user_id, p.name]));
      const [m1, m2] = draw.rounds[0].matches;
      await user.click(chip(1, names.get(m1.team_a[0]) as string));
      await user.click(chip(1, names.get(m2.team_a[0]) as string));
      expect(
        await toasts().findByText('The swap was not saved: This event has been cancelled'),
      ).toBeInTheDocument();
      const court1 = within(roundRow(1)).getAllByRole('cell')[0];
      expect(court1).toHaveTextContent(names.get(m1.team_a[0]) as string);
    });

    it('redraws from a round after asking, with who is absent or late now', async () => {
      const user = userEvent.setup();
      const { server } = renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, draw),
          [`POST /api/events/${fixture.event.id}/draw/rounds/2/regenerate`]: { body: { data: draw } },
        },
      });
      await screen.findByRole('table', { name: 'Draw: rounds and courts' });
      const cleo = fixture.users[2];
      await user.selectOptions(attendance('Cleo Clark'), 'absent');
      await user.click(within(roundRow(2)).getByRole('button', { name: 'Redraw from this round' }));
      expect(dialog().getByRole('heading', { name: 'Redraw from round 2' })).toBeInTheDocument();
      expect(
        dialog().getByText(/Rounds 2 to 3 are drawn again .* the rounds before round 2 stay as they are\./),
      ).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Redraw' }));
      expect(await toasts().findByText('Rounds 2 to 3 redrawn.')).toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${fixture.event.id}/draw/rounds/2/regenerate`)[0].body).toEqual(
        {
          absent: [cleo.id],
          arrives_from_round: {},
        },
      );
    });

    it('publishes after a confirmation, and only then', async () => {
      const user = userEvent.setup();
      const published = { ...draw, published_at: '2031-06-02T09:00:00Z' };
      const { server } = renderPage(`/events/${fixture.event.id}/draw`, {
        api: {
          ...drawPageApi(fixture, draw),
          [`POST /api/events/${fixture.event.id}/draw/publish`]: { body: { data: published } },
        },
      });
      const publish = await screen.findByRole('button', { name: 'Publish' });
      await user.click(publish);
      expect(dialog().getByText(/Every player then sees their courts on the event/)).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      expect(server.callsTo(`POST /api/events/${fixture.event.id}/draw/publish`)).toHaveLength(0);

      await user.click(publish);
      await user.click(dialog().getByRole('button', { name: 'Publish' }));
      expect(
        await toasts().findByText('Draw published: the players get an e-mail with their courts.'),
      ).toBeInTheDocument();
      expect(server.callsTo(`POST /api/events/${fixture.event.id}/draw/publish`)).toHaveLength(1);
      expect(screen.getByText('Published')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
      // A published draw is not made again: swaps and redraws only.
      expect(screen.queryByRole('button', { name: 'Make new draw' })).not.toBeInTheDocument();
      expect(screen.getByText(/every swap or redraw is saved at once/)).toBeInTheDocument();
    });

    it('warns when the sign-ups changed since the draw was made', async () => {
      renderPage(`/events/${fixture.event.id}/draw`, {
        api: drawPageApi(fixture, { ...draw, stale: true }),
      });
      expect(await screen.findByText('Sign-ups changed.')).toBeInTheDocument();
      expect(screen.getByText(/Players signed up or left since this draw was made/)).toBeInTheDocument();
    });

    it('is for those who run events', async () => {
      renderPage(`/events/${fixture.event.id}/draw`, { as: 'clubmember', api: drawPageApi(fixture, null) });
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    });
  });

  describe('the clubhouse screen link and attendance', () => {
    it('makes the display link, opens it in a new tab and copies it; links to the attendance list', async () => {
      const url = 'http://riverside.localhost/clubhouse/d1Sp_-xyz';
      const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
      const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      try {
        const user = userEvent.setup();
        const { server } = renderPage(`/events/${fixture.event.id}/draw`, {
          api: {
            ...drawPageApi(fixture, draw),
            [`POST /api/events/${fixture.event.id}/display-link`]: {
              body: { data: { url, expires_at: '2031-06-01T21:00:00.000Z' } },
            },
          },
        });
        expect(await screen.findByRole('link', { name: 'Attendance' })).toHaveAttribute(
          'href',
          `/events/${fixture.event.id}/attendance`,
        );
        await user.click(screen.getByRole('button', { name: 'Open clubhouse screen' }));
        expect(await screen.findByLabelText('Clubhouse screen link')).toHaveValue(url);
        expect(server.callsTo(`POST /api/events/${fixture.event.id}/display-link`)).toHaveLength(1);
        expect(open).toHaveBeenCalledWith('', '_blank');
        expect(tab).toMatchObject({ opener: null, location: { href: url } });
        expect(await toasts().findByText('Clubhouse screen link copied')).toBeInTheDocument();
        // user-event's clipboard stands in for the browser's.
        expect(await navigator.clipboard.readText()).toBe(url);
        expect(
          screen.getByText(/^Opens the clubhouse screen without logging in, until /),
        ).toBeInTheDocument();
      } finally {
        open.mockRestore();
      }
    });

    it('closes the tab and says why when the link cannot be made', async () => {
      const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
      const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      try {
        const user = userEvent.setup();
        renderPage(`/events/${fixture.event.id}/draw`, {
          api: {
            ...drawPageApi(fixture, draw),
            [`POST /api/events/${fixture.event.id}/display-link`]: apiError(404, 'Event not found'),
          },
        });
        await user.click(await screen.findByRole('button', { name: 'Open clubhouse screen' }));
        expect(
          await toasts().findByText('Could not make the clubhouse screen link: Event not found'),
        ).toBeInTheDocument();
        expect(tab.close).toHaveBeenCalled();
        expect(screen.queryByLabelText('Clubhouse screen link')).not.toBeInTheDocument();
      } finally {
        open.mockRestore();
      }
    });
  });

  describe('print and clubhouse views', () => {
    it('prints a page per round, or all rounds on one sheet, without levels', async () => {
      const user = userEvent.setup();
      renderPage(`/events/${fixture.event.id}/draw/print`, { api: drawPageApi(fixture, draw) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Club Night Mix-in' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.getByRole('heading', { level: 2, name: 'Round 2 19:20–19:40' })).toBeInTheDocument();
      expect(screen.queryByText(/^3$/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'All rounds on one sheet' }));
      expect(currentPath()).toBe(`/events/${fixture.event.id}/draw/print?layout=sheet`);
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(screen.getByRole('table', { name: 'All rounds on one sheet' })).toBeInTheDocument();
    });

    it('shows the clubhouse the current round in large type, moving on by hand or on the timer', async () => {
      jest.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z') });
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        renderPage(`/events/${fixture.event.id}/draw/clubhouse`, { api: drawPageApi(fixture, draw) });
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Round 1 of 3 19:00' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('timer')).toHaveTextContent('20:00');
        expect(screen.getByRole('button', { name: 'Go to round 1' })).toHaveAttribute('aria-current', 'step');
        const courts = screen.getAllByRole('article');
        expect(courts.map((c) => c.getAttribute('aria-label'))).toEqual(['Court 1', 'Court 2']);
        // The self check-in code beside the courts, as a QR code and its address.
        expect(await screen.findByRole('img', { name: 'QR code to check in' })).toBeInTheDocument();
        expect(
          screen.getByText(`https://riverside.example.test/events/${fixture.event.id}/check-in?code=c0de`),
        ).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Next: round 2 at 19:20' })).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Next' }));
        expect(screen.getByRole('heading', { level: 1, name: 'Round 2 of 3 19:20' })).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Start' }));
        act(() => jest.advanceTimersByTime(60_000));
        expect(screen.getByRole('timer')).toHaveTextContent('19:00');
        act(() => jest.advanceTimersByTime(19 * 60_000 + 500));
        expect(screen.getByRole('heading', { level: 1, name: 'Round 3 of 3 19:40' })).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Pause' }));
        expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
