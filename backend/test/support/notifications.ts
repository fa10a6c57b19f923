import { getQueueToken } from '@nestjs/bullmq';
import type { ClubRole, JoinPolicy, Locale, NotificationKind, OutboxMailKind } from '@courtside/domain';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { JobRegistry } from '../../src/common/jobs/job-registry';
import { MAIL_QUEUE } from '../../src/mail/mail.constants';
import { createClubUser, type TestClub } from './factories';
import type { HttpClient } from './http-client';
import { createIsolatedDatabase } from './isolated-database';
import { mailbox, type CaughtMail } from './mailbox';
import { waitFor } from './ports';
import { signIn } from './sessions';
import { startApp, type TestApp } from './test-app';

/** The kind a notification mail says it is (X-Courtside-Notification). */
export const kindOf = (mail: CaughtMail) =>
  mail.headers['x-courtside-notification'] as NotificationKind | undefined;

/** Mails of `kind` to `to`, oldest first. */
export async function mailsOf(to: string, kind: NotificationKind | OutboxMailKind): Promise<CaughtMail[]> {
  return (await mailbox.all(to)).filter((m) => kindOf(m) === kind);
}

/** Waits for the `count`-th mail of `kind` to `to`. */
export function waitForKind(
  to: string,
  kind: NotificationKind | OutboxMailKind,
  count = 1,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  return waitFor(
    `${kind} mail #${count} to ${to}`,
    async () => (await mailsOf(to, kind))[count - 1],
    timeoutMs,
    100,
  );
}

/**
 * The app relaying notifications (NOTIFY_RELAY), in a database of its own: the run's shared
 * database has other suites' sign-ups, whose mails are not this suite's to send.
 */
export async function startNotifyingApp(
  label: string,
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; drop(): Promise<void> }> {
  const database = await createIsolatedDatabase(label);
  const t = await startApp({
    DATABASE_URL: database.url,
    NOTIFY_RELAY: 'true',
    NOTIFY_COALESCE_SECONDS: '3',
    ...overrides,
  });
  return {
    t,
    async drop() {
      await t.close();
      await database.drop();
    },
  };
}

/** Runs a time-based job of the app once, now (as `jobs:run <name>` does), whatever its schedule. */
export function runJob(t: TestApp, name: string): Promise<string> {
  return t.app.get(JobRegistry).run(name);
}

/**
 * As if the coalescing time had passed since the last change of every open change window (of
 * events and of draws): the next `outbox` job closes them all.
 */
export async function ageChangeWindows(t: TestApp): Promise<void> {
  await t.db.query(`UPDATE event_change_windows SET last_change_at = last_change_at - interval '1 day'`);
  await t.db.query(`UPDATE draw_change_windows SET last_change_at = last_change_at - interval '1 day'`);
}

/**
 * Waits until everything written has been dealt with: the outbox is empty, no change window is
 * open (unless `windows` is false) and the mail queue has nothing waiting, delayed or running.
 * Then every mail that was going to be sent is in the catcher: what is not there was not sent.
 */
export async function settled(t: TestApp, windows = true): Promise<void> {
  const queue = t.app.get<Queue>(getQueueToken(MAIL_QUEUE));
  await waitFor(
    'the notifications to settle',
    async () => {
      const [{ outbox, open }] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM notification_outbox) AS outbox,
                (SELECT count(*)::int FROM event_change_windows)
                  + (SELECT count(*)::int FROM draw_change_windows) AS open`,
      );
      if (outbox > 0 || (windows && open > 0)) return undefined;
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : undefined;
    },
    30_000,
    100,
  );
}

export interface Member {
  id: string;
  email: string;
  browser: HttpClient;
}

/** A new person of `club` with `role`, signed in there, with a language of their own if given. */
export async function memberOf(
  t: TestApp,
  club: TestClub,
  role: ClubRole = 'clubmember',
  options: { locale?: Locale; name?: string | null } = {},
): Promise<Member> {
  const email = `${role}-${randomUUID().slice(0, 8)}@notify.test`;
  const user = await createClubUser(
    t.db,
    club,
    role,
    email,
    options.name === undefined ? 'Sam' : options.name,
  );
  if (options.locale)
    await t.db.query(`UPDATE club_memberships SET locale = $3 WHERE club_id = $1 AND user_id = $2`, [
      club.id,
      user.id,
      options.locale,
    ]);
  const browser = await signIn(t, t.client(club.subdomain), {
    kind: 'club',
    userId: user.id,
    clubId: club.id,
    userType: role,
  });
  return { id: user.id, email: user.email, browser };
}

/** A club in `timezone`, with a logo and a default language. */
export async function clubIn(
  t: TestApp,
  timezone: string,
  fields: { name?: string; locale?: Locale; logo?: string | null; join_policy?: JoinPolicy } = {},
): Promise<TestClub> {
  const subdomain = `n-${randomUUID().slice(0, 8)}`;
  const [row] = await t.db.query(
    `INSERT INTO clubs (name, subdomain, timezone, default_locale, logo, join_policy)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, name, subdomain`,
    [
      fields.name ?? `Club ${subdomain}`,
      subdomain,
      timezone,
      fields.locale ?? 'en',
      fields.logo === undefined ? 'https://example.test/logo.png' : fields.logo,
      // As clubs were before join policies: anyone who signs in becomes a guest.
      fields.join_policy ?? 'open',
    ],
  );
  return row;
}

/** An event made by staff through the API; answers its id. */
export async function eventBy(
  staff: HttpClient,
  fields: {
    name?: string;
    start_time: string;
    end_time: string;
    location?: string;
    capacity?: number | null;
  },
): Promise<string> {
  const res = await staff.post('/api/events', { name: fields.name ?? 'Wednesday Mix-in', ...fields });
  if (res.status !== 201) throw new Error(`event: ${res.status} ${res.text}`);
  return res.body.data.id;
}

/** Counts, per kind, the notification mails to the given addresses (for the run's note). */
export async function countByKind(addresses: string[]): Promise<Record<string, number>> {
  const wanted = new Set(addresses.map((a) => a.toLowerCase()));
  const counts: Record<string, number> = {};
  for (const mail of await mailbox.all()) {
    const kind = kindOf(mail);
    if (kind && mail.to.some((a) => wanted.has(a.toLowerCase()))) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}
