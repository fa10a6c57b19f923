import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { latestLoginLink, mailsTo } from '../support/mailbox';
import { loginSystemUser, screensInBothLanguages } from '../support/screens';

const SYSADMIN = 'sysadmin@courtside.test';

/** A JSON call from the page, with its session; the status and the body. */
function call(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    ([method, path, body]) =>
      fetch(path as string, {
        method: method as string,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
    [method, path, body] as const,
  );
}

describe('inviting members from Club Users', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('selects two people, sends invitations, and one signs in from the mail', async () => {
    const subdomain = `inv-${Date.now().toString(36)}`;
    const clubName = `Invitation Test Club ${subdomain}`;
    const ownerEmail = `owner@${subdomain}.test`;
    const club = (path: string) => `${origin(subdomain)}${path}`;

    // A new club with its owner (who is invited: staff, so not the checklist's invite step).
    const console = await newPage(browser, DESKTOP);
    await loginSystemUser(console.page, SYSADMIN);
    const created = await call(console.page, 'POST', '/api/admin/clubs', {
      name: clubName,
      subdomain,
      rating_scale: 'knltb',
      owner_email: ownerEmail,
    });
    expect(created.status).toBe(201);
    await console.context.close();

    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(await latestLoginLink(ownerEmail, 0, 60_000));
    await page.waitForURL(/\/events$/);
    const people = ['ada', 'ben'].map((name) => ({
      email: `${name}@${subdomain}.test`,
      name: name === 'ada' ? 'Ada Lovelace' : 'Ben Bakker',
    }));
    for (const person of people) {
      const added = await call(page, 'POST', '/api/club-users', {
        ...person,
        user_type: 'clubmember',
        invite: false,
      });
      expect(added.status).toBe(201);
    }

    // The checklist: the scale is chosen; inviting is still to do.
    await page.goto(club('/club-admin'));
    const checklist = page.getByRole('region', { name: 'Get your club started' });
    await checklist.getByText('1 of 5 done').waitFor();
    await checklist.getByRole('listitem').filter({ hasText: 'Invite your members(to do)' }).waitFor();
    await screensInBothLanguages(page, 'getting-started-invite', (language) =>
      page
        .getByRole('region', { name: language === 'en' ? 'Get your club started' : 'Zet je club op weg' })
        .getByText(language === 'en' ? 'Invite your members' : 'Nodig je leden uit')
        .waitFor(),
    );
    await checklist.getByRole('link', { name: 'Invite members' }).click();
    await page.waitForURL(/\/club-users$/);

    // Two members selected, and the owner, who has signed in already: two sent, one skipped.
    for (const person of people) await page.getByRole('checkbox', { name: `Select ${person.email}` }).check();
    const bar = page.getByRole('group', { name: 'Selection' });
    await bar.getByText('2 selected').waitFor();
    await page.getByRole('checkbox', { name: `Select ${ownerEmail}` }).check();
    await bar.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitations sent to 2 people.').waitFor();
    await page.getByText('1 person skipped:').waitFor();
    await page.getByText(`${ownerEmail}: has signed in already, so needs no invitation`).waitFor();
    await bar.getByText('Select people to invite them.').waitFor();
    const ada = page.getByRole('row', { name: new RegExp(people[0].email.replace(/\./g, '\\.')) });
    await ada.getByText(/^Invited /).waitFor();

    // One selected again, with the answer still shown: the screen as staff see it.
    await page.getByRole('checkbox', { name: `Select ${people[0].email}` }).check();
    await screensInBothLanguages(page, 'club-users-invitations', (language) =>
      page
        .getByText(
          language === 'en' ? 'Invitations sent to 2 people.' : 'Uitnodigingen verstuurd naar 2 personen.',
        )
        .waitFor(),
    );
    // Sending to that one again within the hour: the server refuses, and the screen says when.
    await page.getByRole('checkbox', { name: `Select ${people[0].email}` }).check();
    await bar.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByText(`${people[0].email} was invited less than an hour ago. You can send it again in 60 minutes.`)
      .waitFor();

    // The mail: a welcome whose link signs Ben in.
    const link = await latestLoginLink(people[1].email, 0, 60_000);
    expect((await mailsTo(people[1].email)).map((mail) => mail.subject)).toEqual([`Welcome to ${clubName}`]);
    const ben = await newPage(browser, DESKTOP);
    await ben.page.goto(link);
    await ben.page.waitForURL(/\/events$/);
    await ben.context.close();

    // The server now counts the invite step as done.
    await page.goto(club('/club-admin'));
    await checklist.getByText('2 of 5 done').waitFor();
    await checklist.getByRole('listitem').filter({ hasText: 'Invite your members(done)' }).waitFor();
    await context.close();
  }, 300_000);
});
