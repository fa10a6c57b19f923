import type { Locale } from '@courtside/domain';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { invitationMail } from '../src/club-users/invitation.mail';
import {
  joinApprovedMail,
  joinDeclinedMail,
  joinExpiredMail,
  joinRequestedMail,
} from '../src/join-requests/join-request.mail';
import { loginLinkMail } from '../src/mail/login-link.mail';
import type { RenderedMail } from '../src/mail/templates/mail-renderer';
import { standingSignupsEndedMail } from '../src/series/standing-signups-ended.mail';
import {
  notificationMail,
  type MailEvent,
  type NotificationContent,
  type NotificationMailContext,
} from '../src/notifications/templates/notification-mail';

/**
 * Every mail the product sends, rendered by the real templates and shown in Chromium at a phone's
 * width (390 px): nothing may stick out sideways (no horizontal scrolling in a mail app), the
 * button must be big enough to tap, and a screenshot of each goes to e2e/screenshots for people
 * to look at (mail-<kind>-<locale>-390.png).
 */

const SCREENSHOTS = join(__dirname, '../../e2e/screenshots');

/** A club logo that needs no network: a tennis ball. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#14532d"/><circle cx="20" cy="20" r="12" fill="#d9f99d"/><path d="M10 14c6 2 6 10 0 12M30 14c-6 2-6 10 0 12" stroke="#14532d" stroke-width="2" fill="none"/></svg>',
).toString('base64')}`;

const ORIGIN = 'https://riverside.courtside.example';
const TOKEN = 'q3Z8pL0vX2mYbR7tKc9HdEwFuA1sGj5NiO4e6T0aBxU';

const event = (fields: Partial<MailEvent> = {}): MailEvent => ({
  id: '7d0c3a8e-4a59-4b43-9f0e-2b1d7a4c9e11',
  name: 'Wednesday Evening Mix-in (all levels welcome)',
  start_time: '2031-03-05T19:30:00',
  end_time: '2031-03-05T21:30:00',
  location: 'Courts 1-4, Riverside Sports Park, Embankment Road',
  status: 'scheduled',
  ...fields,
});

const context = (locale: Locale): NotificationMailContext => ({
  locale,
  name: locale === 'nl' ? 'Anneke' : 'Samantha',
  club: {
    name: locale === 'nl' ? 'Tennisvereniging De Linde' : 'Riverside Lawn Tennis Club',
    logo: LOGO,
    origin: ORIGIN,
  },
  reminderHours: 24,
  unsubscribe: {
    oneClick: `${ORIGIN}/api/notifications/unsubscribe?token=${TOKEN}`,
    page: `${ORIGIN}/unsubscribe?token=${TOKEN}`,
  },
  settingsUrl: `${ORIGIN}/settings/notifications`,
});

const CONTENTS: Record<string, NotificationContent> = {
  signup_confirmation: { kind: 'signup_confirmation', event: event(), status: 'confirmed', position: null },
  'signup_confirmation-waitlisted': {
    kind: 'signup_confirmation',
    event: event(),
    status: 'waitlisted',
    position: 3,
  },
  'signup_confirmation-series': {
    kind: 'subscription_confirmation',
    series: 'Wednesday Evening Mix-in',
    dates: [0, 7, 14].map((days, i) => ({
      event: event({
        id: `0000000${i}-0000-4000-8000-000000000000`,
        start_time: `2031-03-${String(5 + days).padStart(2, '0')}T19:30:00`,
        end_time: `2031-03-${String(5 + days).padStart(2, '0')}T21:30:00`,
      }),
      status: i === 2 ? 'waitlisted' : 'confirmed',
      position: i === 2 ? 1 : null,
    })),
    more: 9,
  },
  waitlist_promotion: { kind: 'waitlist_promotion', event: event() },
  event_changed: {
    kind: 'event_changed',
    changes: [
      {
        event: event({
          start_time: '2031-03-06T20:00:00',
          end_time: '2031-03-06T22:00:00',
          location: 'Indoor hall',
        }),
        before: event(),
      },
    ],
  },
  event_cancelled: {
    kind: 'event_cancelled',
    events: [event()],
    deleted: false,
    reason: 'The courts are flooded after the storm.\nSee you next week: <same time>!',
  },
  reminder: { kind: 'reminder', event: event() },
  removed_by_staff: { kind: 'removed_by_staff', event: event() },
};

function mails(locale: Locale): [string, RenderedMail][] {
  const rendered: [string, RenderedMail][] = Object.entries(CONTENTS).map(([name, content]) => [
    name,
    notificationMail(content, context(locale)),
  ]);
  const login = loginLinkMail(
    'samantha@example.test',
    `${ORIGIN}/auth/verify?token=${TOKEN}`,
    context(locale).club.name,
    10,
    locale,
    LOGO,
  );
  const invitation = invitationMail({
    to: 'samantha@example.test',
    name: 'Samantha',
    link: `${ORIGIN}/auth/verify?token=${TOKEN}`,
    validDays: 7,
    locale,
    club: { name: context(locale).club.name, logo: LOGO },
  });
  const club = { ...context(locale).club };
  const joinMails: [string, RenderedMail][] = [
    ['join_approved', joinApprovedMail({ to: 'samantha@example.test', name: 'Samantha', locale, club })],
    [
      'join_declined',
      joinDeclinedMail({
        to: 'samantha@example.test',
        name: 'Samantha',
        locale,
        club,
        reason: 'We are full for the summer season.\nPlease ask again in the autumn.',
      }),
    ],
    [
      'join_expired',
      joinExpiredMail({
        to: 'samantha@example.test',
        name: 'Samantha',
        locale,
        club: { ...club, timezone: 'Europe/Amsterdam' },
        createdAt: '2031-03-05T18:30:00.000Z',
      }),
    ],
    [
      'join_requested',
      joinRequestedMail({
        to: 'anneke@example.test',
        name: 'Anneke',
        locale,
        club,
        total: 12,
        names: ['Samantha van der Berg-Oosterhout', 'Noor Bakker', 'Daan de Vries'],
        unsubscribePage: context(locale).unsubscribe.page,
        settingsUrl: context(locale).settingsUrl,
        headers: {},
      }),
    ],
  ];
  const ended = standingSignupsEndedMail({
    to: 'samantha@example.test',
    name: 'Samantha',
    locale,
    club,
    series: 'Wednesday Evening Mix-in',
  });
  return [
    ...rendered,
    ['login_link', login],
    ['invitation', invitation],
    ...joinMails,
    ['standing_signups_ended', ended],
  ];
}

describe('mail templates on a phone (390 px, Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      headless: true,
    });
  });
  afterAll(() => browser?.close());

  for (const locale of ['en', 'nl'] as const) {
    it(`renders every kind readably in ${locale}: no sideways scrolling, tappable button, text part alike`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      try {
        for (const [name, mail] of mails(locale)) {
          await page.setContent(mail.html, { waitUntil: 'load' });
          const layout = await page.evaluate(() => {
            const button = [...document.querySelectorAll('a')].find(
              (a) => a.style.backgroundColor || a.closest('td[style*="background-color:#15803d"]'),
            );
            const box = button?.getBoundingClientRect();
            return {
              scrollWidth: document.documentElement.scrollWidth,
              button: box ? { width: Math.round(box.width), height: Math.round(box.height) } : null,
              text: document.body.innerText,
            };
          });
          expect({ name, scrollWidth: layout.scrollWidth }).toEqual({ name, scrollWidth: 390 });
          expect({ name, tall: (layout.button?.height ?? 0) >= 40 }).toEqual({ name, tall: true });
          // The plain-text part says what the HTML says: the event (or the link) and the footer's reason.
          expect({ name, text: mail.text }).toEqual({
            name,
            text: expect.stringContaining(
              name === 'login_link' || name === 'invitation'
                ? '/auth/verify?token='
                : name.startsWith('join_')
                  ? context(locale).club.name
                  : 'Wednesday Evening Mix-in',
            ),
          });
          expect(layout.text).toContain(mail.text.split('\n--\n')[1].split('\n')[0]);
          await page.screenshot({
            path: join(SCREENSHOTS, `mail-${name}-${locale}-390.png`),
            fullPage: true,
          });
        }
      } finally {
        await page.close();
      }
    });
  }
});
