import { offerPlan } from './waitlist';
import type { PlaceState } from './waitlist.store';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 27, 12, 0);

/** A full club in offer mode, `startsIn` ms from now, quiet hours ending `quietEndsIn` from now. */
const state = (startsIn: number, quietEndsIn: number | null = null, openHours = 2): PlaceState => ({
  club_id: 'c',
  mode: 'offer',
  capacity: 4,
  event_status: 'scheduled',
  taken: 3,
  now: new Date(NOW),
  start_at: new Date(NOW + startsIn),
  open_hours: openHours,
  quiet_end: quietEndsIn === null ? null : new Date(NOW + quietEndsIn),
});

describe('offerPlan', () => {
  it('offers at once outside quiet hours, for the window the time to the start gives', () => {
    expect(offerPlan(state(72 * HOUR))).toEqual({
      kind: 'offer',
      expiresAt: new Date(NOW + 24 * HOUR),
      heldUntil: null,
    });
    expect(offerPlan(state(10 * HOUR))).toMatchObject({ expiresAt: new Date(NOW + 2 * HOUR) });
    expect(offerPlan(state(3 * HOUR))).toMatchObject({ expiresAt: new Date(NOW + 30 * 60_000) });
  });

  it('never runs an offer past start − 30 min', () => {
    expect(offerPlan(state(45 * 60_000, null, 0))).toMatchObject({
      kind: 'offer',
      expiresAt: new Date(NOW + 15 * 60_000),
    });
  });

  it('is an open race within offer_open_hours, and nothing from start − 30 min', () => {
    expect(offerPlan(state(2 * HOUR))).toEqual({ kind: 'race' });
    expect(offerPlan(state(HOUR))).toEqual({ kind: 'race' });
    expect(offerPlan(state(30 * 60_000))).toEqual({ kind: 'closed' });
    expect(offerPlan(state(30 * 60_000, null, 0))).toEqual({ kind: 'closed' });
  });

  it('holds an offer in quiet hours until they end, its window starting then', () => {
    expect(offerPlan(state(72 * HOUR, 8 * HOUR))).toEqual({
      kind: 'offer',
      expiresAt: new Date(NOW + 32 * HOUR),
      heldUntil: new Date(NOW + 8 * HOUR),
    });
  });

  it('sends at once when waiting would leave less than the full window before start − offer_open_hours', () => {
    // Quiet until 8 h from now, start in 9 h: 30 minutes from then would end inside the last 2
    // hours. At once, with the 2 hours a start 9 hours away gives.
    expect(offerPlan(state(9 * HOUR, 8 * HOUR))).toEqual({
      kind: 'offer',
      expiresAt: new Date(NOW + 2 * HOUR),
      heldUntil: null,
    });
    // Start in 10 h: 30 minutes from 8 h ends past 8 h (start − 2 h): at once, with 2 hours.
    expect(offerPlan(state(10 * HOUR, 8 * HOUR))).toEqual({
      kind: 'offer',
      expiresAt: new Date(NOW + 2 * HOUR),
      heldUntil: null,
    });
    // Start in 11 h: 30 minutes from 8 h ends by 9 h (start − 2 h): held.
    expect(offerPlan(state(11 * HOUR, 8 * HOUR))).toMatchObject({ heldUntil: new Date(NOW + 8 * HOUR) });
  });
});
