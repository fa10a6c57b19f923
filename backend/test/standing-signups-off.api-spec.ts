import { API_ERRORS } from '@courtside/domain';
import { addDays, nextWeekday, today } from './support/club-dates';
import type { TestClub } from './support/factories';
import {
  clubIn,
  mailsOf,
  memberOf,
  settled,
  startNotifyingApp,
  waitForKind,
  type Member,
} from './support/notifications';
import type { TestApp } from './support/test-app';

/**
 * A series switched to `allow_standing_signups: false` (API.md "Decisions for part three"):
 * the standing sign-ups it has end, each holder gets one mail in their language (not
 * switchable), the sign-ups already made stay, and new standing sign-ups are refused (409).
 */
describe('standing sign-ups switched off', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  let staff: Member;

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('standing-off'));
    club = await clubIn(t, 'Europe/Amsterdam', { name: 'TV De Linde', locale: 'nl' });
    staff = await memberOf(t, club, 'clubadmin');
  }, 60_000);
  afterAll(() => drop?.());

  /** A weekly series of three dates with two standing sign-ups (one Dutch, one English). */
  async function seriesWithHolders(name: string) {
    const first = nextWeekday(addDays(today('Europe/Amsterdam'), 2), 'TU');
    const created = await staff.browser.post('/api/events', {
      name,
      start_time: `${first}T19:30:00`,
      end_time: `${first}T21:30:00`,
      recurring_pattern: 'weekly',
      repeat_until: addDays(first, 14),
    });
    expect(created.status).toBe(201);
    const { id: eventId, series_id: seriesId } = created.body.data;
    const holders = [await memberOf(t, club), await memberOf(t, club, 'clubmember', { locale: 'en' })];
    for (const h of holders)
      expect((await h.browser.post(`/api/series/${seriesId}/subscription`)).status).toBe(201);
    for (const h of holders) await waitForKind(h.email, 'signup_confirmation');
    return { first, eventId, seriesId, holders };
  }

  const subscriptions = (seriesId: string) =>
    t.db.query(`SELECT user_id FROM series_subscriptions WHERE series_id = $1`, [seriesId]);
  const signupsOf = (userId: string) =>
    t.db.query(`SELECT event_id FROM signups WHERE user_id = $1 AND club_id = $2`, [userId, club.id]);

  it('ends every standing sign-up of the series, mails each holder once, keeps their sign-ups', async () => {
    const { first, eventId, seriesId, holders } = await seriesWithHolders('Dinsdagavond Mix-in');
    const before = await signupsOf(holders[0].id);
    expect(before).toHaveLength(3);

    const res = await staff.browser.put(`/api/events/${eventId}?scope=series`, {
      name: 'Dinsdagavond Mix-in',
      start_time: `${first}T19:30:00`,
      end_time: `${first}T21:30:00`,
      allow_standing_signups: false,
    });
    expect(res.status).toBe(200);
    expect(await subscriptions(seriesId)).toEqual([]);
    expect(await signupsOf(holders[0].id)).toEqual(before);

    const nl = await waitForKind(holders[0].email, 'standing_signups_ended');
    expect(nl.subject).toBe('Je vaste inschrijving is beëindigd: Dinsdagavond Mix-in');
    expect(nl.text).toContain(
      'TV De Linde werkt niet meer met vaste inschrijvingen voor Dinsdagavond Mix-in',
    );
    expect(nl.headers['list-unsubscribe']).toBeUndefined();
    const en = await waitForKind(holders[1].email, 'standing_signups_ended');
    expect(en.subject).toBe('Your standing sign-up has ended: Dinsdagavond Mix-in');

    const again = await holders[0].browser.post(`/api/series/${seriesId}/subscription`);
    expect([again.status, again.body.message]).toEqual([409, API_ERRORS.standingSignupsOff]);

    // An edit that leaves it off tells nobody again.
    await staff.browser.put(`/api/events/${eventId}?scope=series`, {
      name: 'Dinsdagavond Mix-in',
      start_time: `${first}T19:30:00`,
      end_time: `${first}T21:30:00`,
      location: 'Baan 3',
    });
    await settled(t);
    for (const h of holders) expect(await mailsOf(h.email, 'standing_signups_ended')).toHaveLength(1);
  });

  it('ends them from a date on too (scope=following), on the series that date starts', async () => {
    const { first, seriesId, holders } = await seriesWithHolders('Dinsdag Training');
    const second = addDays(first, 7);
    const [date] = (
      await staff.browser.get(`/api/events?from=${second}&to=${addDays(second, 1)}`)
    ).body.data.filter((e: { series_id: string }) => e.series_id === seriesId);
    const res = await staff.browser.put(`/api/events/${date.id}?scope=following`, {
      name: 'Dinsdag Training',
      start_time: `${second}T19:30:00`,
      end_time: `${second}T21:30:00`,
      allow_standing_signups: false,
    });
    expect(res.status).toBe(200);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM series_subscriptions WHERE club_id = $1 AND user_id = ANY($2::uuid[])`,
      [club.id, holders.map((h) => h.id)],
    );
    expect(count).toBe(0);
    for (const h of holders) await waitForKind(h.email, 'standing_signups_ended');
  });
});
