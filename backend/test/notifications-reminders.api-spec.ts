import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { ENTITIES } from '../src/entities';
import { MAIL_QUEUE } from '../src/mail/mail.constants';
import { NOTIFICATIONS_QUEUE } from '../src/notifications/reminder.job';
import { spawnBackend, type BackendProcess } from './support/backend-process';
import { createClubUser, type TestClub } from './support/factories';
import { createIsolatedDatabase } from './support/isolated-database';
import { mailbox } from './support/mailbox';
import { countByKind, mailsOf, waitForKind } from './support/notifications';
import { freePort, waitFor } from './support/ports';

/**
 * Reminders (API.md section 9) with two worker processes on one database and one queue, as two
 * replicas run: each confirmed person gets exactly one reminder per occurrence, `reminder_hours`
 * before its start in the club's own zone; nobody waitlisted, switched off or signed up for a
 * cancelled date gets one, and one not sent by the start is dropped, never sent late.
 */
describe('reminders, exactly once with two workers', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;
  const workers: BackendProcess[] = [];
  const metricsPorts: number[] = [];
  const prefix = `courtside-test:${process.env.TEST_RUN_ID}:reminders-${randomUUID().slice(0, 8)}`;
  const queueOptions = {
    connection: { url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    prefix: `${prefix}:bull`,
  };
  let scans: Queue;
  let mail: Queue;
  const addresses: string[] = [];

  /** A club in `timezone` and an event starting `minutes` from now on its own clock. */
  async function clubWithEvent(
    timezone: string,
    minutes: number,
    status: 'scheduled' | 'cancelled' = 'scheduled',
    club?: TestClub,
  ): Promise<{ club: TestClub; eventId: string }> {
    if (!club)
      [club] = await db.query(
        `INSERT INTO clubs (name, subdomain, timezone) VALUES ($1, $2, $3) RETURNING id, name, subdomain`,
        [`Reminder Club ${timezone}`, `r-${randomUUID().slice(0, 8)}`, timezone],
      );
    const [event] = await db.query(
      `INSERT INTO events (club_id, name, start_time, end_time, status)
       SELECT $1, 'Evening Mix-in', t, t + interval '2 hours', $4
         FROM (SELECT date_trunc('minute', now() AT TIME ZONE $2::text) + make_interval(mins => $3::int) AS t) x
       RETURNING id`,
      [club!.id, timezone, minutes, status],
    );
    return { club: club!, eventId: event.id };
  }

  /** A member signed up two days ago (before any reminder time opened), reminded `hours` ahead. */
  async function signedUp(
    club: TestClub,
    eventId: string,
    options: { status?: 'confirmed' | 'waitlisted'; reminder?: boolean; hours?: number } = {},
  ): Promise<string> {
    const email = `remind-${randomUUID().slice(0, 8)}@notify.test`;
    addresses.push(email);
    const user = await createClubUser(db, club, 'clubmember', email, 'Rita');
    await db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status, signup_time) VALUES ($1, $2, $3, $4, now() - interval '2 days')`,
      [club.id, eventId, user.id, options.status ?? 'confirmed'],
    );
    await db.query(
      `INSERT INTO notification_preferences (club_id, user_id, reminder, reminder_hours) VALUES ($1, $2, $3, $4)`,
      [club.id, user.id, options.reminder ?? true, options.hours ?? 2],
    );
    return email;
  }

  /** What the workers' metrics say they did with reminder mails, summed over both. */
  async function reminderOutcomes(): Promise<Record<string, number>> {
    const totals: Record<string, number> = {};
    for (const port of metricsPorts) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      for (const [, outcome, n] of text.matchAll(
        /^courtside_mail_jobs_completed_total\{kind="reminder",outcome="(\w+)"\} (\d+)$/gm,
      ))
        totals[outcome] = (totals[outcome] ?? 0) + Number(n);
    }
    return totals;
  }

  beforeAll(async () => {
    database = await createIsolatedDatabase('reminders');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
    scans = new Queue(NOTIFICATIONS_QUEUE, queueOptions);
    mail = new Queue(MAIL_QUEUE, queueOptions);
  }, 60_000);

  afterAll(async () => {
    console.log(`reminders: mails per kind in this suite ${JSON.stringify(await countByKind(addresses))}`);
    await Promise.all(workers.map((w) => w.stop()));
    await scans?.close();
    await mail?.close();
    await db?.destroy();
    await database?.drop();
  });

  it("sends each confirmed person one reminder, in their club's zone, however many workers and scans", async () => {
    // 90 minutes ahead on each club's clock, reminders 2 hours ahead: due now. Read as UTC, the
    // Amsterdam event would be 2.5-3.5 hours away and not due: the zone is honoured.
    const amsterdam = await clubWithEvent('Europe/Amsterdam', 90);
    const london = await clubWithEvent('Europe/London', 90);
    const reminded = [
      ...(await Promise.all(Array.from({ length: 8 }, () => signedUp(amsterdam.club, amsterdam.eventId)))),
      ...(await Promise.all(Array.from({ length: 4 }, () => signedUp(london.club, london.eventId)))),
    ];
    const waitlisted = await signedUp(amsterdam.club, amsterdam.eventId, { status: 'waitlisted' });
    const switchedOff = await signedUp(amsterdam.club, amsterdam.eventId, { reminder: false });
    const notYet = await signedUp(london.club, london.eventId, { hours: 1 });
    const cancelled = await clubWithEvent('Europe/London', 60, 'cancelled', london.club);
    const ofCancelled = await signedUp(london.club, cancelled.eventId);

    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      metricsPorts.push(port);
      workers.push(
        await spawnBackend(['--worker'], {
          DATABASE_URL: database.url,
          REDIS_PREFIX: prefix,
          NOTIFY_RELAY: 'true',
          REMINDER_SCAN_SECONDS: '1',
          METRICS_PORT: String(port),
        }),
      );
    }

    for (const email of reminded) {
      const reminder = await waitForKind(email, 'reminder');
      expect(reminder.subject).toMatch(/^Reminder: Evening Mix-in, \w{3} \d{1,2} \w{3} at \d{2}:\d{2}$/);
    }
    const amsterdamMail = (await mailsOf(reminded[0], 'reminder'))[0];
    const [{ start }] = await db.query(
      `SELECT to_char(start_time, 'HH24:MI') AS start FROM events WHERE id = $1`,
      [amsterdam.eventId],
    );
    expect(amsterdamMail.subject.endsWith(`at ${start}`)).toBe(true);

    // A job queued twice (a re-relay after a crash between Redis and the commit) sends nothing twice.
    const [row] = await db.query(
      `SELECT club_id, user_id FROM sent_notifications WHERE kind = 'reminder' AND event_id = $1 LIMIT 1`,
      [amsterdam.eventId],
    );
    await mail.add('reminder', {
      outboxId: '0',
      clubId: row.club_id,
      userId: row.user_id,
      kind: 'reminder',
      eventId: amsterdam.eventId,
      payload: {},
      to: 'duplicate',
    });
    await waitFor('the duplicate to be skipped', async () =>
      (await reminderOutcomes()).skipped >= 1 ? true : undefined,
    );

    // Three more scans by the schedule after every reminder went out: still one each.
    const done = await scans.getCompletedCount();
    await waitFor(
      'three more reminder scans',
      async () => ((await scans.getCompletedCount()) >= Math.min(done + 3, 100) ? true : undefined),
      20_000,
    );
    await waitFor('the mail queue to be idle', async () => {
      const counts = await mail.getJobCounts('waiting', 'active', 'delayed');
      const [{ outbox }] = await db.query(`SELECT count(*)::int AS outbox FROM notification_outbox`);
      return outbox === 0 && Object.values(counts).every((n) => n === 0) ? true : undefined;
    });
    for (const email of reminded)
      expect([email, (await mailsOf(email, 'reminder')).length]).toEqual([email, 1]);
    for (const email of [waitlisted, switchedOff, notYet, ofCancelled])
      expect([email, await mailbox.all(email)]).toEqual([email, []]);
    expect(await reminderOutcomes()).toMatchObject({ sent: reminded.length });
  }, 90_000);

  it('drops a reminder not sent by the start, never sending it late', async () => {
    const { club, eventId } = await clubWithEvent('Europe/London', -1);
    const late = await signedUp(club, eventId);
    const [user] = await db.query(`SELECT id FROM users WHERE email = $1`, [late]);
    const before = (await reminderOutcomes()).dropped ?? 0;
    // As if the relay had been down until after the start.
    await db.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, dedupe_key)
       VALUES ($1, $2, 'reminder', $3, $4)`,
      [club.id, user.id, eventId, `reminder:${eventId}:${user.id}`],
    );
    await waitFor('the late reminder to be dropped', async () =>
      ((await reminderOutcomes()).dropped ?? 0) > before ? true : undefined,
    );
    expect(await mailbox.all(late)).toEqual([]);
  });
});
