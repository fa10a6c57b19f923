import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { ENTITIES } from '../src/entities';
import { runBackend, spawnBackend, type BackendProcess } from './support/backend-process';
import { createClubUser, type TestClub } from './support/factories';
import { createIsolatedDatabase } from './support/isolated-database';
import { waitForKind } from './support/notifications';

/**
 * `node backend/dist/main.js jobs:run <name>` (docs/operations.md): each time-based job run once
 * by the built backend, its effect checked in the database and the mailbox. A database of its
 * own: the jobs act on every club, and other suites' data is not theirs to act on.
 */
describe('jobs:run <name>', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;
  let club: TestClub;
  let worker: BackendProcess | undefined;
  const prefix = `courtside-test:${process.env.TEST_RUN_ID}:jobs-${randomUUID().slice(0, 8)}`;
  const env = () => ({ DATABASE_URL: database.url, REDIS_PREFIX: prefix });
  const jobsRun = (name: string) => runBackend(['jobs:run', name], env());

  beforeAll(async () => {
    database = await createIsolatedDatabase('jobs');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
    [club] = await db.query(
      `INSERT INTO clubs (name, subdomain, timezone) VALUES ('Jobs Club', $1, 'Europe/Amsterdam')
       RETURNING id, name, subdomain`,
      [`jobs-${randomUUID().slice(0, 8)}`],
    );
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await db?.destroy();
    await database?.drop();
  });

  /** A member of the club signed up (confirmed) two days ago for `eventId`. */
  async function signedUp(eventId: string): Promise<{ id: string; email: string }> {
    const user = await createClubUser(db, club, 'clubmember', `jobs-${randomUUID().slice(0, 8)}@notify.test`);
    await db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status, signup_time)
       VALUES ($1, $2, $3, 'confirmed', now() - interval '2 days')`,
      [club.id, eventId, user.id],
    );
    return user;
  }

  it('refuses a name no feature added, listing the known ones', async () => {
    for (const args of [['jobs:run', 'no-such-job'], ['jobs:run']]) {
      const { code, output } = await runBackend(args, env());
      expect([args, code]).toEqual([args, 2]);
      const known = /Known jobs: ([a-z, -]+)/.exec(output)?.[1].split(', ');
      expect(known).toEqual(
        expect.arrayContaining([
          'horizon',
          'join-requests',
          'no-shows',
          'offers',
          'outbox',
          'reminders',
          'retention',
        ]),
      );
    }
  }, 60_000);

  it('join-requests: deletes declined requests after 30 days and expires pending ones after 90', async () => {
    const person = async () =>
      (
        await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
          `jobs-join-${randomUUID().slice(0, 8)}@notify.test`,
        ])
      )[0].id as string;
    const [old, stale, fresh] = [await person(), await person(), await person()];
    await db.query(
      `INSERT INTO join_requests (club_id, user_id, name, status, created_at, decided_at) VALUES
         ($1, $2, 'Old', 'declined', now() - interval '40 days', now() - interval '31 days'),
         ($1, $3, 'Stale', 'pending', now() - interval '91 days', NULL),
         ($1, $4, 'Fresh', 'pending', now() - interval '1 day', NULL)`,
      [club.id, old, stale, fresh],
    );
    const { code, output } = await jobsRun('join-requests');
    expect(code).toBe(0);
    expect(output).toMatch(
      /Job join-requests: 1 declined request\(s\) deleted, 1 pending request\(s\) expired/,
    );
    const left = await db.query(`SELECT name FROM join_requests WHERE club_id = $1 ORDER BY name`, [club.id]);
    expect(left).toEqual([{ name: 'Fresh' }]);
    // The person whose request expired is told, through the outbox.
    const told = await db.query(
      `SELECT user_id FROM notification_outbox WHERE kind = 'join_expired' AND club_id = $1`,
      [club.id],
    );
    expect(told).toEqual([{ user_id: stale }]);
    await db.query(`DELETE FROM notification_outbox WHERE kind = 'join_expired'`);
  }, 60_000);

  it('no-shows: NO_SHOW_AFTER_MINUTES after an event that used check-in, unknown becomes no_show', async () => {
    // Ended 90 minutes ago, by the club's clock; one player checked in, one never came.
    const [event] = await db.query(
      `INSERT INTO events (club_id, name, event_type, start_time, end_time)
       VALUES ($1, 'Ended night', 'mixin', (now() AT TIME ZONE 'Europe/Amsterdam') - interval '210 minutes',
               (now() AT TIME ZONE 'Europe/Amsterdam') - interval '90 minutes')
       RETURNING id`,
      [club.id],
    );
    const came = await signedUp(event.id);
    const away = await signedUp(event.id);
    await db.query(
      `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'present')`,
      [club.id, event.id, came.id],
    );
    const statuses = () =>
      db.query(`SELECT user_id, status FROM attendance WHERE event_id = $1 ORDER BY status`, [event.id]);

    // The default is 120 minutes: not yet.
    const early = await jobsRun('no-shows');
    expect([early.code, early.output]).toEqual([
      0,
      expect.stringMatching(/Job no-shows: 0 no-show\(s\) recorded/),
    ]);
    expect(await statuses()).toEqual([{ user_id: came.id, status: 'present' }]);

    const due = await runBackend(['jobs:run', 'no-shows'], { ...env(), NO_SHOW_AFTER_MINUTES: '60' });
    expect([due.code, due.output]).toEqual([
      0,
      expect.stringMatching(/Job no-shows: 1 no-show\(s\) recorded/),
    ]);
    expect(await statuses()).toEqual([
      { user_id: away.id, status: 'no_show' },
      { user_id: came.id, status: 'present' },
    ]);
  }, 60_000);

  it("horizon: makes a series' occurrences up to the horizon", async () => {
    // Weekly from tomorrow, nothing made yet (as a series just created, before its first run).
    const [series] = await db.query(
      `INSERT INTO series (club_id, rule, recurring_pattern, dtstart, name, start_local_time, duration_minutes,
                           materialised_until)
       SELECT $1, 'FREQ=WEEKLY', 'weekly', d, 'Weekly Mix-in', '19:00', 120, d - interval '1 second'
         FROM (SELECT date_trunc('day', now() AT TIME ZONE 'Europe/Amsterdam') + interval '1 day 19 hours' AS d) x
       RETURNING id`,
      [club.id],
    );

    const { code, output } = await jobsRun('horizon');
    expect(code).toBe(0);
    const added = Number(/Job horizon: (\d+) occurrence\(s\) added to 1 series/.exec(output)?.[1]);
    // 84 days ahead (SERIES_HORIZON_DAYS): twelve or thirteen weeks.
    expect(added).toBeGreaterThanOrEqual(12);
    const [made] = await db.query(
      `SELECT count(*)::int AS events,
              (SELECT materialised_until > dtstart FROM series WHERE id = $1) AS moved_on
         FROM events WHERE series_id = $1`,
      [series.id],
    );
    expect(made).toEqual({ events: added, moved_on: true });
  }, 60_000);

  it('standing: places the standing sign-ups of a date whose sign-up window has opened', async () => {
    // A weekly series whose dates open 48 hours before; its next date opened a minute ago.
    const [series] = await db.query(
      `INSERT INTO series (club_id, rule, recurring_pattern, dtstart, name, start_local_time, duration_minutes,
                           materialised_until, signup_opens_hours_before, capacity)
       SELECT $1, 'FREQ=WEEKLY', 'weekly', d, 'Windowed Mix-in', d::time, 120, d, 48, 1
         FROM (SELECT date_trunc('minute', now() AT TIME ZONE 'Europe/Amsterdam') + interval '47 hours 59 minutes' AS d) x
       RETURNING id, dtstart`,
      [club.id],
    );
    const [first, second] = await Promise.all(
      ['a', 'b'].map((n) =>
        createClubUser(db, club, 'clubmember', `jobs-standing-${n}-${randomUUID().slice(0, 8)}@notify.test`),
      ),
    );
    for (const user of [first, second])
      await db.query(`INSERT INTO series_subscriptions (series_id, club_id, user_id) VALUES ($1, $2, $3)`, [
        series.id,
        club.id,
        user.id,
      ]);
    const [date] = await db.query(
      `INSERT INTO events (club_id, series_id, original_start, start_time, end_time, name, capacity)
       SELECT club_id, id, dtstart, dtstart, dtstart + interval '2 hours', name, capacity FROM series WHERE id = $1
       RETURNING id, standing_pending`,
      [series.id],
    );
    expect(date.standing_pending).toBe(true);

    const { code, output } = await jobsRun('standing');
    expect(code).toBe(0);
    expect(output).toMatch(/Job standing: 2 standing sign-up\(s\) placed on 1 date\(s\)/);
    const placed = await db.query(
      `SELECT user_id, status FROM signups WHERE event_id = $1 ORDER BY signup_time, id`,
      [date.id],
    );
    expect(placed).toEqual([
      { user_id: first.id, status: 'confirmed' },
      { user_id: second.id, status: 'waitlisted' },
    ]);
  }, 60_000);

  it('offers: ends an offer past its end and offers the place to the next person', async () => {
    const [offering] = await db.query(
      `INSERT INTO clubs (name, subdomain, timezone, waitlist_mode, quiet_hours)
       VALUES ('Offering Club', $1, 'Europe/Amsterdam', 'offer', NULL) RETURNING id, name, subdomain`,
      [`jobs-offers-${randomUUID().slice(0, 8)}`],
    );
    const [date] = await db.query(
      `INSERT INTO events (club_id, name, start_time, end_time, capacity)
       SELECT $1, 'Offered Mix-in', t, t + interval '2 hours', 1
         FROM (SELECT date_trunc('minute', now() AT TIME ZONE 'Europe/Amsterdam') + interval '5 days' AS t) x
       RETURNING id`,
      [offering.id],
    );
    const [holder, next] = await Promise.all(
      ['a', 'b'].map((n) =>
        createClubUser(
          db,
          offering,
          'clubmember',
          `jobs-offers-${n}-${randomUUID().slice(0, 8)}@notify.test`,
        ),
      ),
    );
    await db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status, offer_expires_at, signup_time)
       VALUES ($1, $2, $3, 'offered', now() - interval '1 second', now() - interval '2 days'),
              ($1, $2, $4, 'waitlisted', NULL, now() - interval '1 day')`,
      [offering.id, date.id, holder.id, next.id],
    );

    const { code, output } = await jobsRun('offers');
    expect(code).toBe(0);
    expect(output).toMatch(
      /Job offers: 1 offer\(s\) ended and 1 sent on 1 date\(s\), 0 standing sign-up\(s\) placed/,
    );
    const rows = await db.query(
      `SELECT user_id, status, offer_expires_at > now() AS open FROM signups WHERE event_id = $1 ORDER BY signup_time`,
      [date.id],
    );
    expect(rows).toEqual([
      { user_id: holder.id, status: 'offer_ended', open: false },
      { user_id: next.id, status: 'offered', open: true },
    ]);
    // Run again: nothing left to do.
    expect((await jobsRun('offers')).output).toMatch(
      /Job offers: 0 offer\(s\) ended and 0 sent on 0 date\(s\)/,
    );
    // Its mails are not the outbox test's (below) to relay.
    await db.query(`DELETE FROM notification_outbox WHERE club_id = $1`, [offering.id]);
  }, 60_000);

  it('reminders: writes the reminders due to the outbox; outbox: closes due change windows and relays the outbox', async () => {
    // Reminders 24 hours ahead by default: an event 3 hours away on the club's clock is due.
    const [soon] = await db.query(
      `INSERT INTO events (club_id, name, start_time, end_time)
       SELECT $1, 'Evening Mix-in', t, t + interval '2 hours'
         FROM (SELECT date_trunc('minute', now() AT TIME ZONE 'Europe/Amsterdam') + interval '3 hours' AS t) x
       RETURNING id`,
      [club.id],
    );
    const reminded = await signedUp(soon.id);

    // An event moved from Court 1 to Court 2 an hour ago, its change window not yet closed.
    const [moved] = await db.query(
      `INSERT INTO events (club_id, name, start_time, end_time, location)
       VALUES ($1, 'Moved Mix-in', '2031-05-06 19:00', '2031-05-06 21:00', 'Court 2') RETURNING id`,
      [club.id],
    );
    const told = await signedUp(moved.id);
    await db.query(
      `INSERT INTO event_change_windows (event_id, club_id, group_key, before, first_change_at, last_change_at)
       VALUES ($1, $2, $3, jsonb_build_object('id', $3::text, 'name', 'Moved Mix-in',
               'start_time', '2031-05-06T19:00:00', 'end_time', '2031-05-06T21:00:00', 'location', 'Court 1',
               'status', 'scheduled'), now() - interval '1 hour', now() - interval '1 hour')`,
      [moved.id, club.id, moved.id],
    );

    const scanned = await jobsRun('reminders');
    expect(scanned.code).toBe(0);
    expect(scanned.output).toMatch(/Job reminders: 1 reminder\(s\) written to the outbox/);
    const outbox = () =>
      db.query(`SELECT user_id, kind, event_id FROM notification_outbox ORDER BY id`) as Promise<unknown[]>;
    expect(await outbox()).toEqual([{ user_id: reminded.id, kind: 'reminder', event_id: soon.id }]);

    // A worker that sends mail but relays nothing itself (NOTIFY_RELAY=false): only the job moves rows.
    worker = await spawnBackend(['--worker'], env());
    const relayed = await jobsRun('outbox');
    expect(relayed.code).toBe(0);
    expect(relayed.output).toMatch(/Job outbox: 1 change window\(s\) closed, 2 notification\(s\) queued/);
    expect(await outbox()).toEqual([]);
    const [{ open }] = await db.query(`SELECT count(*)::int AS open FROM event_change_windows`);
    expect(open).toBe(0);

    expect((await waitForKind(reminded.email, 'reminder')).subject).toMatch(/^Reminder: Evening Mix-in/);
    const changed = await waitForKind(told.email, 'event_changed');
    expect(changed.text).toContain('Court 2');
    expect(changed.text).toContain('Court 1');
  }, 60_000);
});
