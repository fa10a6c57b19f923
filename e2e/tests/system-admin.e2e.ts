import { expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin } from '../support/browser';
import { acceptDialog, checkPage, toast } from '../support/flows';
import { latestLoginLink, mailCount } from '../support/mailbox';

const SYSADMIN = 'sysadmin@courtside.test';
const SYSMANAGER = 'sysmanager@courtside.test';

/** The system login on the apex host: the form, then the link from the mail; it lands on the console. */
async function loginSystemUser(page: Page, email: string): Promise<void> {
  const before = await mailCount(email);
  await page.goto(`${origin(null)}/system-admin-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.getByText(/check your email/i).waitFor();
  await page.goto(await latestLoginLink(email, before));
  await page.waitForURL(/\/system-admin$/);
  await page.getByRole('heading', { level: 1, name: 'System Administration' }).waitFor();
}

/** Every check at 1280 px, then again at 390 px in the same session. */
async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await check();
  }
}

const clubRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Clubs' }).getByRole('row', { name: new RegExp(name) });

describe('the system console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets a system admin create a club with an owner, view and edit it, and delete it', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginSystemUser(page, SYSADMIN);
    await clubRow(page, 'Riverside Tennis Club').waitFor();
    await page.getByRole('table', { name: 'System Users' }).getByText(SYSMANAGER).waitFor();
    await atBothWidths(page, () => checkPage(page, 'system-admin-dashboard'));
    await page.setViewportSize(DESKTOP);

    // The form explains its errors before anything is sent.
    await page.getByRole('link', { name: 'Create Club' }).first().click();
    await page.waitForURL(/\/system-admin\/clubs\/create$/);
    await page.getByRole('heading', { level: 1, name: 'Create Club' }).waitFor();
    await page.getByLabel('Subdomain').fill('www');
    await page.getByLabel('Website').fill('hilltop.example.org');
    await page.getByRole('button', { name: 'Create Club' }).click();
    await page.getByText('Club name is required').waitFor();
    await page.getByText(/^Subdomain must be 3-63 characters/).waitFor();
    await page.getByText('Website must be an http(s) URL').waitFor();
    await atBothWidths(page, () => checkPage(page, 'system-admin-create-club-errors'));
    await page.setViewportSize(DESKTOP);

    const subdomain = `e2e-${Date.now().toString(36)}`;
    const name = `Browser Test Club ${subdomain}`;
    await page.getByLabel('Club Name').fill(name);
    await page.getByLabel('Subdomain').fill(subdomain);
    await page.getByLabel('Website').fill('https://hilltop.example.org');
    await page.getByLabel('Description').fill('Four clay courts and a clubhouse.');
    await page.getByLabel('Owner Email').fill(`owner@${subdomain}.test`);
    await page.getByRole('button', { name: 'Create Club' }).click();
    await toast(page, 'Club created successfully!');
    await page.waitForURL(/\/system-admin$/);
    // The owner is the new club's first user.
    await clubRow(page, name).getByRole('cell', { name: '1', exact: true }).waitFor();

    await clubRow(page, name).getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/system-admin\/clubs\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Four clay courts and a clubhouse.').waitFor();
    const panel = page.getByRole('link', { name: /Go to Club Admin Panel/ });
    await expect(panel.getAttribute('href')).resolves.toBe(`${origin(subdomain)}/club-admin`);
    await expect(panel.getAttribute('target')).resolves.toBe('_blank');
    await page.getByText("You might need to log in separately to the club's admin panel.").waitFor();
    await atBothWidths(page, () => checkPage(page, 'system-admin-club-detail'));
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/\/edit$/);
    await page.getByLabel('Phone').fill('01632 960 555');
    await checkPage(page, 'system-admin-edit-club');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Club updated successfully!');
    await page.waitForURL(/\/system-admin$/);

    await clubRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await acceptDialog(page, /removes the club's users' memberships, events and sign-ups/, 'Delete');
    await toast(page, 'Club deleted successfully!');
    await clubRow(page, name).waitFor({ state: 'detached' });
    await context.close();
  });

  it('lets a system admin add a system manager and edit them', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginSystemUser(page, SYSADMIN);
    const email = `manager-${Date.now().toString(36)}@courtside.test`;

    await page.getByRole('link', { name: 'Add System User' }).first().click();
    await page.waitForURL(/\/system-admin\/system-users\/create$/);
    await page.getByRole('heading', { level: 1, name: 'Add New System User' }).waitFor();
    await page.getByText('Fill in the details to add a new system user.').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save User' }).click();
    await page.getByText('Invalid email address').waitFor();
    await atBothWidths(page, () => checkPage(page, 'system-admin-create-system-user'));
    await page.setViewportSize(DESKTOP);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Mia Manager');
    await expect(page.getByLabel('User Type').inputValue()).resolves.toBe('systemmanager');
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'System user created successfully!');
    await page.waitForURL(/\/system-admin$/);
    const row = page
      .getByRole('table', { name: 'System Users' })
      .getByRole('row', { name: new RegExp(email) });
    await row.getByText('System Manager').waitFor();

    // The same e-mail again is refused by the server, on the e-mail field.
    await page.getByRole('link', { name: 'Add System User' }).first().click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'Failed to create system user: A system user with this email already exists');
    await page.getByText('A system user with this email already exists', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/system-admin$/);

    await row.getByRole('link', { name: `Edit ${email}` }).click();
    await page.waitForURL(/\/system-admin\/system-users\/[0-9a-f-]+\/edit$/);
    await page.getByRole('heading', { level: 1, name: 'Edit System User' }).waitFor();
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Mia Manager');
    await page.getByLabel('Name').fill('Mia M. Manager');
    await atBothWidths(page, () => checkPage(page, 'system-admin-edit-system-user'));
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'System user updated successfully!');
    await page.waitForURL(/\/system-admin$/);
    await row.getByText('Mia M. Manager').waitFor();
    await context.close();
  });

  it('shows a system manager the clubs read-only and denies the admin-only screens', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginSystemUser(page, SYSMANAGER);
    const clubs = page.getByRole('table', { name: 'Clubs' });
    await clubRow(page, 'Riverside Tennis Club').waitFor();
    await expect(clubs.getByRole('link').count()).resolves.toBe(0);
    await expect(clubs.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Create Club' }).count()).resolves.toBe(0);
    await expect(page.getByRole('table', { name: 'System Users' }).count()).resolves.toBe(0);
    await page.getByText('Only system admins manage system users.').waitFor();
    await atBothWidths(page, () => checkPage(page, 'system-admin-manager-dashboard'));
    await page.setViewportSize(DESKTOP);

    const someId = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      'system-users/create',
      `system-users/${someId}/edit`,
      `clubs/${someId}`,
      'clubs/create',
    ]) {
      await page.goto(`${origin(null)}/system-admin/${path}`);
      await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      await page.getByText('You do not have permission to access this page.').waitFor();
      await expect(page.getByRole('button', { name: 'Save User' }).count()).resolves.toBe(0);
    }
    await atBothWidths(page, () => checkPage(page, 'system-admin-access-denied'));
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Back to System Administration' }).click();
    await page.waitForURL(/\/system-admin$/);
    await clubRow(page, 'Riverside Tennis Club').waitFor();

    await page.goto(`${origin(null)}/system-admin/no-such-screen`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await atBothWidths(page, () => checkPage(page, 'system-admin-not-found'));
    await context.close();
  });
});
