import { expect } from '@jest/globals';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { loginByMail } from '../support/flows';
import { mailsTo } from '../support/mailbox';
import { screensInBothLanguages } from '../support/screens';

const riverside = (path: string) => `${origin('riverside')}${path}`;
/** Holds the only place, then gives it up. */
const HOLDER = 'mia.kowalski@riverside.test';
/** Waits in line and is offered the place. */
const WAITING = 'ava.murphy@riverside.test';

/** A call to the API from the page, with its session (same origin). */
function callApi<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { path, method, body },
  ) as Promise<T>;
}

/** The offer link of the newest offer mail to `to` (waits for the outbox to send it). */
async function offerLinkOfMail(to: string, after: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const mail of (await mailsTo(to)).slice(after).reverse()) {
      const link = /https?:\/\/\S+\/offers\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No offer mail for ${to}`);
}

/**
 * Waitlist offers in the browser (API.md section 13): at a club in offer mode, a member waiting
 * for a full event is offered the place when the holder cancels, follows the mail's link to the
 * /offers page (signed out), accepts there and is confirmed. The place in line, the offer card
 * and the /offers page are looked at in English and Dutch, at 390 and 1280 px.
 */
describe('waitlist offers in the browser', () => {
  let browser: Browser;
  let db: Client;
  let eventId: string;
  let saved: { waitlist_mode: string; quiet_hours: string | null };

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    ({
      rows: [saved],
    } = await db.query(`SELECT waitlist_mode, quiet_hours FROM clubs WHERE subdomain = 'riverside'`));
    // Quiet hours off: the suite may run at night, when an offer would wait for the morning.
    await db.query(
      `UPDATE clubs SET waitlist_mode = 'offer', quiet_hours = NULL WHERE subdomain = 'riverside'`,
    );
    // One place, three days from now on the club's clock (an offer then has 24 hours).
    const { rows } = await db.query(
      `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, location, capacity)
       SELECT c.id, 'Thursday Doubles', 'One court, four players.', 'social',
              date_trunc('day', now() AT TIME ZONE c.timezone) + interval '3 days 19 hours',
              date_trunc('day', now() AT TIME ZONE c.timezone) + interval '3 days 21 hours',
              'Court 7', 1
         FROM clubs c WHERE c.subdomain = 'riverside'
       RETURNING id`,
    );
    eventId = rows[0].id;
  });
  afterAll(async () => {
    await db?.query(`DELETE FROM events WHERE id = $1`, [eventId]);
    if (saved)
      await db?.query(`UPDATE clubs SET waitlist_mode = $1, quiet_hours = $2 WHERE subdomain = 'riverside'`, [
        saved.waitlist_mode,
        saved.quiet_hours,
      ]);
    await db?.end();
    await browser?.close();
  });

  it('offers a freed place by mail, and the link takes it without a session', async () => {
    const holder = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(holder.page, 'riverside', HOLDER, 'en');
    const held = await callApi<{ data: { id: string; status: string } }>(
      holder.page,
      '/api/signups',
      'POST',
      { event_id: eventId },
    );
    expect(held.data.status).toBe('confirmed');

    const waiting = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(waiting.page, 'riverside', WAITING, 'en');
    const queued = await callApi<{ data: { status: string } }>(waiting.page, '/api/signups', 'POST', {
      event_id: eventId,
    });
    expect(queued.data.status).toBe('waitlisted');

    // Waiting: the place in line on the event page.
    await waiting.page.goto(riverside(`/events/${eventId}`));
    await screensInBothLanguages(waiting.page, 'offers-waitlist-position', (language) =>
      waiting.page
        .getByText(
          language === 'en' ? 'You are number 1 on the waitlist' : 'Je bent nummer 1 op de wachtlijst',
        )
        .waitFor(),
    );

    // The holder gives the place up: it is offered to the first in line, by mail.
    const mailsBefore = (await mailsTo(WAITING)).length;
    await callApi(holder.page, `/api/signups/${held.data.id}`, 'DELETE');
    const link = await offerLinkOfMail(WAITING, mailsBefore);
    await holder.context.close();

    // Staff see the offer on the event's sign-ups, and the club's waitlist settings.
    const admin = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(admin.page, 'riverside', 'admin@riverside.test', 'en');
    await admin.page.goto(riverside(`/events/${eventId}/signups`));
    await screensInBothLanguages(admin.page, 'offers-organiser-signups', (language) =>
      admin.page
        .getByRole('row', { name: /Ava Murphy/ })
        .getByText(language === 'en' ? /^Until / : /^Tot /)
        .waitFor(),
    );
    await admin.page.goto(riverside('/club-admin?tab=settings'));
    await screensInBothLanguages(admin.page, 'offers-club-settings', (language) =>
      admin.page.getByRole('checkbox', { name: language === 'en' ? 'Quiet hours' : 'Stille uren' }).waitFor(),
    );
    await admin.context.close();

    // The offer on the event page: a highlighted card with the time left.
    await waiting.page.reload();
    await screensInBothLanguages(waiting.page, 'offers-offer-card', (language) =>
      waiting.page
        .getByRole('region', {
          name: language === 'en' ? 'A place is free for you' : 'Er is een plek vrij voor je',
        })
        .getByText(language === 'en' ? /^Answer by / : /^Antwoord vóór /)
        .waitFor(),
    );
    // The header's switch back to English stores the choice by a request it does not wait for:
    // stored here before the next page, which would otherwise sometimes open in Dutch.
    await callApi(waiting.page, '/api/me/locale', 'PUT', { locale: 'en' });
    await waiting.page.goto(riverside('/my-signups'));
    await waiting.page
      .getByRole('article', { name: 'Thursday Doubles' })
      .getByRole('button', { name: 'Accept the place at Thursday Doubles' })
      .waitFor();

    // The mail's link, opened without a session: opening it changes nothing.
    const visitor = await newPage(browser, DESKTOP, 'en-GB');
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { level: 1, name: 'A place is yours if you want it' }).waitFor();
    const stillOffered = await callApi<{ data: { my_signup: { status: string } } }>(
      waiting.page,
      `/api/events/${eventId}`,
    );
    expect(stillOffered.data.my_signup.status).toBe('offered');
    await screensInBothLanguages(visitor.page, 'offers-page', (language) =>
      visitor.page
        .getByRole('button', { name: language === 'en' ? 'Accept the place' : 'Plek aannemen' })
        .waitFor(),
    );

    await visitor.page.getByRole('button', { name: 'Accept the place' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'You have a place' }).waitFor();
    await visitor.context.close();

    const confirmed = await callApi<{ data: { my_signup: { status: string } } }>(
      waiting.page,
      `/api/events/${eventId}`,
    );
    expect(confirmed.data.my_signup.status).toBe('confirmed');
    await waiting.page.goto(riverside(`/events/${eventId}`));
    await waiting.page.getByText('Signed up').first().waitFor();
    await waiting.context.close();
  });
});
