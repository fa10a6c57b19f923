import { expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { loginByMail, toast } from '../support/flows';
import { latestLoginLink } from '../support/mailbox';
import { loginSystemUser, screensInBothLanguages } from '../support/screens';

const SYSADMIN = 'sysadmin@courtside.test';
const MEMBERS = 300;

const FIRST_NAMES = [
  'Anna',
  'Bram',
  'Chantal',
  'Daan',
  'Eva',
  'Floor',
  'Gijs',
  'Hanna',
  'Ivo',
  'Jesse',
  'Kim',
  'Lotte',
  'Milan',
  'Noor',
  'Olaf',
  'Pien',
  'Quinten',
  'Roos',
  'Sem',
  'Zoë',
];
/** [tussenvoegsel, achternaam]: 20 first names by 15 surnames make 300 different people. */
const SURNAMES = [
  ['', 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['', 'Bakker'],
  ['van', 'Dijk'],
  ['', 'Visser'],
  ['', 'Smit'],
  ['de', 'Boer'],
  ['', 'Mulder'],
  ['van der', 'Meer'],
  ['', 'Bos'],
  ['', 'Peters'],
  ['', 'Hendriks'],
  ['van', 'Leeuwen'],
  ['', 'Dekker'],
];

interface Member {
  name: string;
  email: string;
  memberNumber: string;
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ /g, '')
    .toLowerCase();

function members(subdomain: string): Member[] {
  return Array.from({ length: MEMBERS }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const [tussenvoegsel, last] = SURNAMES[Math.floor(i / FIRST_NAMES.length)];
    return {
      name: [first, tussenvoegsel, last].filter(Boolean).join(' '),
      email: `${ascii(first)}.${ascii(tussenvoegsel + last)}@${subdomain}.test`,
      memberNumber: String(31_000_001 + i),
    };
  });
}

/**
 * A member list as the KNLTB's club administration exports it (docs/samples/ledenlijst-knltb.csv):
 * UTF-8 with a BOM, semicolons, Dutch headers, a first name, tussenvoegsel and surname apart, two
 * playing strengths and a birth date the import does not read.
 */
function knltbExport(people: Member[]): Buffer {
  const header =
    'Relatienummer;Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Mobiel;Speelsterkte dubbel;Speelsterkte enkel;Geboortedatum';
  const rows = people.map((person, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const [tussenvoegsel, last] = SURNAMES[Math.floor(i / FIRST_NAMES.length)];
    const mobile = `06 ${String(2000_0000 + i * 7).replace(/(\d{4})(\d{4})/, '$1 $2')}`;
    const birth = `${1950 + (i % 50)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    return [
      person.memberNumber,
      first,
      tussenvoegsel,
      last,
      person.email,
      mobile,
      1 + (i % 9),
      1 + ((i + 3) % 9),
      birth,
    ].join(';');
  });
  return Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`, 'utf8');
}

/** A row naming exactly this e-mail (not one that merely ends in it: anna@ and hanna@). */
const rowOf = (email: string) => ({ name: new RegExp(`(^|\\s)${email.replace(/\./g, '\\.')}(\\s|$)`) });

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first().waitFor();

describe('a new club, from the console to its members signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is created with an owner, who imports and invites 300 members; one signs in from the mail', async () => {
    const subdomain = `onb-${Date.now().toString(36)}`;
    const clubName = `Onboarding Test Club ${subdomain}`;
    const ownerEmail = `secretaris@${subdomain}.test`;
    const people = members(subdomain);
    const club = (path: string) => `${origin(subdomain)}${path}`;

    // The system admin makes the club, naming its owner.
    const console = await newPage(browser, DESKTOP);
    await loginSystemUser(console.page, SYSADMIN);
    await console.page.getByRole('link', { name: 'Create Club' }).first().click();
    await console.page.waitForURL(/\/system-admin\/clubs\/create$/);
    const form = console.page;
    await form.getByLabel('Club Name').fill(clubName);
    await form.getByLabel('Subdomain').fill(subdomain);
    await form.getByLabel('Rating scale').selectOption('knltb');
    await form.getByLabel('Owner Email').fill(ownerEmail);
    await screensInBothLanguages(form, 'create-club', (language) =>
      heading(form, language === 'en' ? 'Create Club' : 'Club aanmaken'),
    );
    expect(await form.getByLabel('Club Name').inputValue()).toBe(clubName);
    await form.getByRole('button', { name: 'Create Club' }).click();
    await toast(form, 'Club created successfully!');
    await form.waitForURL(/\/system-admin$/);
    await console.context.close();

    // The owner signs in from the invitation, and finds the first steps on the admin page.
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(await latestLoginLink(ownerEmail, 0, 60_000));
    await page.waitForURL(/\/events$/);
    await page.goto(club('/club-admin'));
    await heading(page, 'Club Administration');
    const checklist = page.getByRole('region', { name: 'Get your club started' });
    await checklist.getByText('1 of 5 done').waitFor();
    await screensInBothLanguages(page, 'getting-started', (language) =>
      heading(page, language === 'en' ? 'Get your club started' : 'Zet je club op weg'),
    );

    // The member list: a dry run first, then the import with invitations.
    await checklist.getByRole('link', { name: 'Import members' }).click();
    await page.waitForURL(/\/import$/);
    await page.getByLabel('Member list (CSV or .xlsx)').setInputFiles({
      name: 'ledenlijst.csv',
      mimeType: 'text/csv',
      buffer: knltbExport(people),
    });
    const preview = page.getByRole('region', { name: 'Preview of ledenlijst.csv' });
    await preview.waitFor({ timeout: 120_000 });
    const count = (label: string) =>
      preview.locator('dt', { hasText: label }).locator('xpath=../dd').textContent();
    await expect(count('To add')).resolves.toBe(String(MEMBERS));
    await expect(count('Errors')).resolves.toBe('0');
    await preview.getByText(/These columns are not imported: .*Geboortedatum/).waitFor();
    await preview.getByRole('row', rowOf(people[0].email)).waitFor();
    await screensInBothLanguages(
      page,
      'import-preview',
      (language) =>
        heading(page, language === 'en' ? 'Preview of ledenlijst.csv' : 'Voorbeeld van ledenlijst.csv'),
      { topOnly: true },
    );
    await preview.getByRole('checkbox', { name: `Invite everyone added (${MEMBERS} members)` }).check();
    await preview.getByRole('button', { name: `Import ${MEMBERS} members` }).click();
    const result = page.getByRole('status', { name: 'Import finished' });
    await result.waitFor({ timeout: 120_000 });
    await result.getByText(`${MEMBERS} added, 0 updated, 0 unchanged.`).waitFor();

    // Club Users: 50 at a time, searchable by name.
    await result.getByRole('link', { name: 'Go to Club Users' }).click();
    await page.waitForURL(/\/club-users$/);
    await page.getByText(`Showing 50 of ${MEMBERS + 1}`).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    await screensInBothLanguages(page, 'club-users', (language) =>
      page.getByText(language === 'en' ? `Showing 50 of ${MEMBERS + 1}` : `50 van ${MEMBERS + 1}`).waitFor(),
    );
    const invited = people[137];
    await page.getByRole('searchbox', { name: 'Search' }).fill(invited.name);
    const row = page.getByRole('row', rowOf(invited.email));
    await row.getByText(invited.memberNumber).waitFor();
    await page.getByText('Showing 1 of 1').waitFor();

    // Something for the members to see: an evening in the club's calendar.
    await page.goto(club('/events/create'));
    await page.getByLabel('Event Name').fill('Opening Mix-in');
    await page.getByLabel('Event Date').fill('2031-04-05');
    await page.getByLabel('Start Time').fill('19:00');
    await page.getByLabel('End Time').fill('22:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, 'Event created successfully');
    await page.waitForURL(/\/events$/);

    // The scale, the import and the invitations are done; the details and a series are left.
    await page.goto(club('/club-admin'));
    await page.getByRole('region', { name: 'Get your club started' }).getByText('3 of 5 done').waitFor();
    await context.close();

    // One of the 300 signs in from their invitation and finds the club's events.
    const member = await newPage(browser, DESKTOP);
    await member.page.goto(await latestLoginLink(invited.email, 0, 120_000));
    await member.page.waitForURL(/\/events$/);
    await heading(member.page, 'Upcoming Events');
    await member.page.getByRole('article', { name: 'Opening Mix-in', exact: true }).waitFor();

    // Their profile holds what the import brought.
    await member.page.goto(club('/settings/profile'));
    await heading(member.page, 'Profile');
    await expect(member.page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(invited.name);
    await screensInBothLanguages(member.page, 'profile', (language) =>
      heading(member.page, language === 'en' ? 'Profile' : 'Profiel'),
    );
    await member.context.close();
  }, 600_000);

  it('fits Club Users in its card at a club with guests, whose rows have a third button', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    await page.goto(`${origin('riverside')}/club-users`);
    const guest = page.getByRole('row', rowOf('guest@riverside.test'));
    await guest.getByRole('button', { name: 'Promote to Member' }).waitFor();
    // The checks of every screenshot include that no table scrolls sideways in its card.
    await screensInBothLanguages(page, 'club-users-with-guests', (language) =>
      heading(page, language === 'en' ? 'Club Users' : 'Leden'),
    );
    await context.close();
  });
});
