import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LOGIN_LINK_JOB } from '../src/mail/mail-queue.service';
import { MAIL_QUEUE } from '../src/mail/mail.constants';
import { Metrics } from '../src/observability/metrics';
import { createClub, createClubUser, createSystemUser, uniqueEmail } from './support/factories';
import { freePort, waitFor } from './support/ports';
import { signIn } from './support/sessions';
import { SmtpSink } from './support/smtp-sink';
import { startApp, type TestApp } from './support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `main.js mail:redrive` against the app's Redis prefix; resolves with its output. */
function redrive(t: TestApp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, '../dist/main.js'), 'mail:redrive'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: t.config.DATABASE_URL,
        REDIS_URL: t.config.REDIS_URL,
        REDIS_PREFIX: t.config.REDIS_PREFIX,
        SMTP_URL: t.config.SMTP_URL,
        LOG_LEVEL: 'log',
      },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
  });
}

describe('the mail pipeline under an SMTP outage', () => {
  let sink: SmtpSink;
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('retries through an outage longer than the old retry schedule and delivers every mail once', async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    // Retries every second at most: eight attempts (the old limit) take about 8 s.
    t = await startApp({ SMTP_URL: sink.url, MAIL_RETRY_MAX_DELAY_SECONDS: '1', MAIL_RETRY_HOURS: '0.1' });
    const club = await createClub(t.db);
    const people = await Promise.all(
      Array.from({ length: 5 }, () => createClubUser(t.db, club, 'clubmember')),
    );
    await sink.stop();
    for (const person of people)
      expect(
        (await t.client(club.subdomain).post('/api/auth/magic-link', { email: person.email })).status,
      ).toBe(200);
    await waitFor('health to report failing mail', async () => {
      const health = (await t.client(null).get('/api/health')).body;
      return health.mail === 'degraded' ? health : undefined;
    });
    const degraded = await t.client(null).get('/api/health');
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: 'degraded', mail: 'degraded', db: 'up', redis: 'up' });

    await sleep(12_000);
    await sink.start();
    await waitFor(
      'every mail after the outage',
      async () => (people.every((p) => sink.to(p.email).length > 0) ? true : undefined),
      20_000,
    );
    await sleep(1500);
    for (const person of people) expect(sink.to(person.email)).toHaveLength(1);
  }, 60_000);

  it('dead-letters a mail past its retry window, shows it, and re-sends it with mail:redrive', async () => {
    sink = new SmtpSink(await freePort());
    t = await startApp({ SMTP_URL: sink.url, MAIL_RETRY_MAX_DELAY_SECONDS: '1', MAIL_RETRY_HOURS: '0.001' });
    const club = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember');
    const admin = await createSystemUser(t.db, 'systemadmin');
    const console = await signIn(t, t.client(null), {
      kind: 'system',
      systemUserId: admin.id,
      userType: 'systemadmin',
    });

    expect(
      (await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email })).status,
    ).toBe(200);
    const deadLetters = await waitFor(
      'the mail to be dead-lettered',
      async () => {
        const list = (await console.get('/api/admin/mail/dead-letters')).body.data;
        return list.length ? list : undefined;
      },
      20_000,
    );
    expect(deadLetters).toEqual([
      expect.objectContaining({
        kind: LOGIN_LINK_JOB,
        to: member.email,
        reason: expect.stringMatching(/ECONNREFUSED/),
      }),
    ]);
    expect((await t.client(null).get('/api/health')).body).toMatchObject({
      status: 'degraded',
      mail: 'degraded',
      dead_letters: 1,
    });
    const metrics = () => t.app.get(Metrics).registry.metrics();
    const failing = await metrics();
    expect(failing).toMatch(/^courtside_mail_dead_letters 1$/m);
    expect(failing).toContain('courtside_queue_jobs{queue="mail",state="failed"} 1');
    expect(failing).toContain('courtside_mail_dead_lettered_total{kind="login-link"} 1');
    expect(failing).toMatch(/^courtside_mail_attempts_failed_total\{kind="login-link"\} [1-9]\d*$/m);
    expect(failing).toMatch(/^courtside_mail_failing 1$/m);

    await sink.start();
    const output = await redrive(t);
    expect(output).toMatch(/Queued 1 dead-lettered mail\(s\) again/);
    await waitFor(
      'the re-driven mail',
      async () => (sink.to(member.email).length ? true : undefined),
      15_000,
    );
    expect((await console.get('/api/admin/mail/dead-letters')).body.data).toEqual([]);
    expect(sink.to(member.email)).toHaveLength(1);
    const recovered = await metrics();
    expect(recovered).toMatch(/^courtside_mail_dead_letters 0$/m);
    expect(recovered).toContain('courtside_mail_jobs_completed_total{kind="login-link",outcome="sent"} 1');
    expect(recovered).toMatch(/^courtside_mail_failing 0$/m);
    // The raw message: quoted-printable may fold a long line anywhere (a soft break is "=" + CRLF).
    expect(sink.to(member.email)[0].raw.replace(/=\r?\n/g, '')).toMatch(/auth\/verify\?token=/);
  }, 60_000);

  it('re-drives from the system console too', async () => {
    sink = new SmtpSink(await freePort());
    t = await startApp({ SMTP_URL: sink.url, MAIL_RETRY_MAX_DELAY_SECONDS: '1', MAIL_RETRY_HOURS: '0.0005' });
    const club = await createClub(t.db);
    const people = await Promise.all([1, 2].map(() => createClubUser(t.db, club, 'clubmember')));
    const admin = await createSystemUser(t.db, 'systemadmin');
    const console = await signIn(t, t.client(null), {
      kind: 'system',
      systemUserId: admin.id,
      userType: 'systemadmin',
    });
    for (const person of people)
      await t.client(club.subdomain).post('/api/auth/magic-link', { email: person.email });
    await waitFor(
      'two dead letters',
      async () =>
        (await console.get('/api/admin/mail/dead-letters')).body.data.length === 2 ? true : undefined,
      20_000,
    );
    await sink.start();
    const redriven = await console.post('/api/admin/mail/dead-letters/redrive');
    expect(redriven.status).toBe(200);
    expect(redriven.body.data).toEqual({ redriven: 2 });
    await waitFor('both mails', async () =>
      people.every((p) => sink.to(p.email).length) ? true : undefined,
    );
    expect((await t.client(null).get('/api/health')).body).toMatchObject({ mail: 'ok', dead_letters: 0 });
  }, 60_000);

  it('never sends a login link whose time is up, however late the job comes back', async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await startApp({ SMTP_URL: sink.url });
    const club = await createClub(t.db);
    const queue = t.app.get<Queue>(getQueueToken(MAIL_QUEUE));
    const [stale, fresh] = [uniqueEmail('stale'), uniqueEmail('fresh')];
    await createClubUser(t.db, club, 'clubmember', stale);
    await createClubUser(t.db, club, 'clubmember', fresh);
    // As a re-drive after a long outage brings them back: one person asked 11 minutes ago.
    const job = (email: string, minutesAgo: number) => ({
      flow: 'club',
      clubId: club.id,
      email,
      requestedAt: Date.now() - minutesAgo * 60_000,
    });
    await queue.add(LOGIN_LINK_JOB, job(stale, 11));
    await queue.add(LOGIN_LINK_JOB, job(fresh, 9));
    await waitFor('the fresh link', async () => (sink.to(fresh).length ? true : undefined));
    await sleep(1000);
    expect(sink.to(stale)).toHaveLength(0);
    const [{ links }] = await t.db.query(`SELECT count(*)::int AS links FROM magic_links WHERE email = $1`, [
      stale,
    ]);
    expect(links).toBe(0);
    expect(await queue.getFailedCount()).toBe(0);
  });
});
