import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { acceptDialog, checkBothWidths, loginByMail, toast } from '../support/flows';

const riverside = (path: string) => `${origin('riverside')}${path}`;

const typeOptions = (page: Page) => page.getByLabel('User Type').locator('option').allTextContents();

describe('a club admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('adds a guest, promotes them, edits and deletes a user', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    await page.getByRole('link', { name: 'Club Admin' }).first().click();
    await page.getByRole('heading', { name: 'Club Administration' }).waitFor();
    await page.getByRole('row', { name: /member@riverside\.test/ }).waitFor();
    await checkBothWidths(page, 'club-admin-users');

    await page.getByRole('button', { name: 'Add New User' }).click();
    await page.waitForURL(/\/club-users\/create$/);
    await page.getByRole('heading', { name: 'Add New Club User' }).waitFor();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Save User' }).click();
    await page.getByText('Invalid email address').waitFor();
    await checkBothWidths(page, 'club-user-create-errors');

    const email = `guest-${Date.now().toString(36)}@example.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Browser Guest');
    expect(await page.getByLabel('User Type').inputValue()).toBe('clubguest');
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'Club user created successfully!');
    await page.waitForURL(/\/club-admin$/);

    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.getByText('Club Guest').waitFor();
    await row.getByRole('button', { name: 'Promote to Member' }).click();
    await acceptDialog(
      page,
      `Promote ${email} to club member? They will be able to sign up for events.`,
      'Promote',
    );
    await toast(page, 'User promoted to club member!');
    await row.getByText('Club Member').waitFor();
    expect(await row.getByRole('button', { name: 'Promote to Member' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Edit User' }).click();
    await page.waitForURL(/\/club-users\/[0-9a-f-]+\/edit$/);
    await page.getByRole('heading', { name: 'Edit Club User' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Name').fill('Browser Member');
    await checkBothWidths(page, 'club-user-edit');
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'Club user updated successfully!');
    await page.waitForURL(/\/club-admin$/);
    await row.getByText('Browser Member').waitFor();

    await row.getByRole('button', { name: 'Delete User' }).click();
    await acceptDialog(page, /cannot be undone/, 'Delete');
    await toast(page, 'User deleted successfully!');
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'All Event Signups' }).click();
    await page.getByRole('table', { name: 'Club events' }).waitFor();
    await checkBothWidths(page, 'club-admin-signups');
    await context.close();
  });

  it("edits the club's details in the settings tab, with a preview of the logo", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    await page.goto(riverside('/club-admin?tab=settings'));
    const panel = page.getByRole('tabpanel', { name: 'Settings' });
    await panel.getByLabel('Club name').waitFor();
    await checkBothWidths(page, 'club-settings');

    // Checked before sending; the product's own icon stands in for a logo on the web.
    await panel.getByLabel('Website').fill('riverside.example');
    await panel.getByLabel('Logo URL').fill(riverside('/favicon.png'));
    await panel.getByRole('img', { name: 'Logo preview' }).waitFor();
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await panel.getByText('Website must be an http(s) URL').waitFor();
    await checkBothWidths(page, 'club-settings-errors');

    const phone = panel.getByLabel('Phone');
    const was = await phone.inputValue();
    await panel.getByLabel('Website').fill('');
    await panel.getByLabel('Logo URL').fill('');
    await phone.fill('+44 20 7946 0000');
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings saved successfully!');
    await page.reload();
    await expect(
      page.getByRole('tabpanel', { name: 'Settings' }).getByLabel('Phone').inputValue(),
    ).resolves.toBe('+44 20 7946 0000');
    // Leave the demo club as it was for the other suites.
    await page.getByRole('tabpanel', { name: 'Settings' }).getByLabel('Phone').fill(was);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings saved successfully!');
    await context.close();
  });

  it('is not offered the Club Admin type, and the API refuses it too', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    await page.goto(riverside('/club-users/create'));
    await page.getByRole('heading', { name: 'Add New Club User' }).waitFor();
    expect(await typeOptions(page)).toEqual(['Club Guest', 'Club Member', 'Club Organiser']);

    const answer = await page.evaluate(() =>
      fetch('/api/club-users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.test', user_type: 'clubadmin' }),
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Only a club super admin can manage club admins');

    // Nor may they change a club admin's record: the page says so instead of offering a form.
    await page.goto(riverside('/club-users'));
    const owner = page.getByRole('row', { name: /owner@riverside\.test/ });
    await owner.waitFor();
    expect(await owner.getByRole('button').count()).toBe(0);
    await context.close();
  });
});

describe('a club super admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is offered the Club Admin type', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'owner@riverside.test');
    await page.goto(riverside('/club-users/create'));
    await page.getByRole('heading', { name: 'Add New Club User' }).waitFor();
    expect(await typeOptions(page)).toEqual(['Club Guest', 'Club Member', 'Club Organiser', 'Club Admin']);
    await context.close();
  });
});

describe('an organiser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs a member up from the picker and removes the sign-up', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');

    // Reads the users, without buttons.
    await page.goto(riverside('/club-users'));
    await page.getByRole('row', { name: /member@riverside\.test/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add New User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete User' }).count()).toBe(0);
    await checkBothWidths(page, 'club-users-organiser');

    await page.getByRole('link', { name: 'All Signups' }).first().click();
    await page.getByRole('heading', { name: 'All Event Signups' }).waitFor();
    const eventRow = page.getByRole('row', { name: /Doubles Ladder Evening/ });
    await eventRow.waitFor();
    await checkBothWidths(page, 'club-signups');

    await eventRow.getByRole('button', { name: 'View Signups' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]+\/signups$/);
    await page.getByRole('heading', { name: 'Signups for: Doubles Ladder Evening' }).waitFor();
    await page.getByText('No signups yet').waitFor();

    await page.getByRole('button', { name: 'Sign Up User' }).click();
    await page.getByText('Please select a user to sign up.').waitFor();
    await page
      .getByRole('group', { name: 'Select user to sign up' })
      .getByRole('checkbox', { name: 'member@riverside.test (clubmember)' })
      .check();
    await page.getByRole('button', { name: 'Sign Up User' }).click();
    await toast(page, 'User signed up successfully!');
    const signup = page.getByRole('row', { name: /member@riverside\.test/ });
    await signup.getByText('Confirmed').waitFor();
    await page.getByText('1 confirmed · no limit').waitFor();
    await checkBothWidths(page, 'event-signups');

    await signup.getByRole('button', { name: 'Cancel Signup' }).click();
    await acceptDialog(page, 'Are you sure you want to delete this signup?', 'Delete Signup');
    await toast(page, 'Signup deleted successfully!');
    await signup.waitFor({ state: 'detached' });
    await page.getByText('No signups yet').waitFor();
    await context.close();
  });
});

describe('a member', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opening /club-admin sees Access Denied', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    // Priya, not member@: the other suites already spend most of member@'s login links (5 per 15 minutes).
    await loginByMail(page, 'riverside', 'priya.shah@riverside.test');
    await page.goto(riverside('/club-admin'));
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You do not have permission to access this page.').waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await checkBothWidths(page, 'club-admin-denied');
    await context.close();
  });
});
