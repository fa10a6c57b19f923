import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { checkBothWidths, loginByMail, toast } from '../support/flows';
import { latestLoginLink, mailCount } from '../support/mailbox';

/** The words a stranger meets, in each language the browser may ask for. */
const WORDS = {
  en: {
    email: 'Email',
    submit: 'Request Magic Link',
    sent: /check your email/i,
    heading: /^Ask to join/,
    name: /^Your name/,
    memberNumber: 'Member number',
    phone: 'Phone',
    message: 'Message to the club',
    send: 'Send request',
    waiting: 'Waiting for approval',
  },
  nl: {
    email: 'E-mail',
    submit: 'Inloglink aanvragen',
    sent: /kijk in je e-mail/i,
    heading: /^Lid worden van/,
    name: /^Je naam/,
    memberNumber: 'Lidnummer',
    phone: 'Telefoon',
    message: 'Bericht aan de club',
    send: 'Aanvraag versturen',
    waiting: 'Wacht op goedkeuring',
  },
} as const;

/**
 * Someone new at Riverside (which, like every new club, asks new people to request membership)
 * follows their login link, lands on the join form, asks, and waits; returns their address.
 */
async function askToJoin(page: Page, language: 'en' | 'nl', name: string): Promise<string> {
  const w = WORDS[language];
  const email = `joiner-${Date.now().toString(36)}-${language}@example.test`;
  const before = await mailCount(email);
  await page.goto(`${origin('riverside')}/login`);
  await page.getByLabel(w.email).fill(email);
  await page.getByRole('button', { name: w.submit }).click();
  await page.getByText(w.sent).waitFor();
  await page.goto(await latestLoginLink(email, before));
  // Signed in, but no member: the only way on is the join form.
  await page.waitForURL(/\/join$/);
  await page.getByRole('heading', { name: w.heading }).waitFor();
  await checkBothWidths(page, `join-form-${language}`);

  await page.getByLabel(w.name).fill(name);
  await page.getByLabel(w.memberNumber).fill('13370' + (language === 'en' ? '11' : '22'));
  await page.getByLabel(w.phone).fill('+31 6 1234 5678');
  await page.getByLabel(w.message).fill('I played at my old club for years.\nHappy to help with the bar.');
  await page.getByRole('button', { name: w.send }).click();
  await page.getByRole('heading', { name: w.waiting }).waitFor();
  await checkBothWidths(page, `join-waiting-${language}`);
  return email;
}

describe('a stranger asking to join', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('asks, is approved by a club admin, and signs in as a member', async () => {
    const stranger = await newPage(browser, DESKTOP);
    const email = await askToJoin(stranger.page, 'en', 'Jamie Stranger');
    // The pages of members stay closed meanwhile: back to the waiting page.
    await stranger.page.goto(`${origin('riverside')}/events`);
    await stranger.page.waitForURL(/\/join$/);
    await stranger.page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();

    const admin = await newPage(browser, DESKTOP);
    await loginByMail(admin.page, 'riverside', 'admin@riverside.test');
    // The header counts the requests waiting beside Club Admin.
    const clubAdmin = admin.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Club Admin/ });
    await clubAdmin.getByText(/requests? to join waiting/).waitFor({ state: 'attached' });
    await admin.page.goto(`${origin('riverside')}/join-requests`);
    await admin.page.getByRole('heading', { name: 'Join requests', level: 1 }).waitFor();
    const card = admin.page.getByRole('article', { name: 'Jamie Stranger' });
    await card.getByText(email).waitFor();
    await checkBothWidths(admin.page, 'join-requests-en');
    await card.getByRole('button', { name: 'Approve as member' }).click();
    await toast(admin.page, 'Jamie Stranger is now a member');
    await card.waitFor({ state: 'detached' });

    // Their next visit is a member's; so is a new sign-in, by mail like any member's.
    await stranger.page.goto(`${origin('riverside')}/events`);
    await stranger.page.waitForURL(/\/events$/);
    const again = await newPage(browser, DESKTOP);
    await loginByMail(again.page, 'riverside', email);
    await again.page.getByRole('link', { name: 'My Sign-ups' }).first().waitFor();
    for (const { context } of [stranger, admin, again]) await context.close();
  });

  it('shows the join form, the waiting page and the requests in Dutch', async () => {
    const stranger = await newPage(browser, DESKTOP, 'nl-NL');
    const email = await askToJoin(stranger.page, 'nl', 'Noor Vreemd');

    const admin = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(admin.page, 'riverside', 'admin@riverside.test', 'nl');
    await admin.page.goto(`${origin('riverside')}/join-requests`);
    await admin.page.getByRole('heading', { name: 'Aanvragen', level: 1 }).waitFor();
    const card = admin.page.getByRole('article', { name: 'Noor Vreemd' });
    await card.getByText(email).waitFor();
    await checkBothWidths(admin.page, 'join-requests-nl');

    // Declined with a reason: the stranger is signed out of the club, and told by mail.
    await card.getByRole('button', { name: 'Afwijzen' }).click();
    await card.getByLabel(/^Reden/).fill('We zitten dit seizoen vol.');
    await card.getByRole('button', { name: 'Aanvraag afwijzen' }).click();
    await admin.page
      .getByRole('region', { name: 'Meldingen' })
      .getByText('Aanvraag van Noor Vreemd afgewezen')
      .waitFor();
    await card.waitFor({ state: 'detached' });
    // Back in English for the suites after this one, which share the admin.
    const english = await newPage(browser, DESKTOP);
    await loginByMail(english.page, 'riverside', 'admin@riverside.test');
    for (const { context } of [stranger, admin, english]) await context.close();
  });
});
