import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClub } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { enter } from '@courtside/test-support/user-input';
import { currentPath, renderPage, toasts } from '@/test/render-page';

// The browser's own zone, which a new club starts in.
jest.mock('@/features/clubs/utils/browser-time-zone', () => ({
  browserTimeZone: () => 'Europe/Amsterdam',
}));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const CREATE = 'POST /api/admin/clubs';
const dashboardApi = {
  'GET /api/admin/clubs': { body: { data: [] } },
  'GET /api/admin/system-users': { body: { data: [] } },
};
const SUBDOMAIN_INVALID =
  'Subdomain must be 3-63 characters of lowercase letters, digits and hyphens, not starting or ending with a hyphen, and not reserved';

async function renderCreate(
  answer: ApiAnswer | (() => Promise<ApiAnswer>) = { status: 201, body: { data: makeClub() } },
) {
  const rendered = renderPage('/system-admin/clubs/create', {
    api: { [CREATE]: typeof answer === 'function' ? answer : () => answer, ...dashboardApi },
  });
  await screen.findByRole('heading', { level: 1, name: 'Create Club' });
  return { ...rendered, user: userEvent.setup() };
}

describe('Create Club', () => {
  it("starts with the server's defaults in the browser's time zone, and asks for the owner", async () => {
    await renderCreate();
    expect(field('Timezone')).toHaveValue('Europe/Amsterdam');
    expect(field('Timezone')).toHaveDisplayValue('Amsterdam');
    expect(field('Language')).toHaveDisplayValue('English');
    expect(field('Rating scale')).toHaveDisplayValue('Simple 1–10');
    expect(screen.getByRole('combobox', { name: /^New people/ })).toHaveValue('request');
    expect(screen.getByRole('checkbox', { name: 'List in the public club picker' })).toBeChecked();
    expect(field('Owner Email')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Back to System Administration' })).toBeInTheDocument();
  });

  it('shows the required and format messages on submit and sends nothing', async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Website'), 'riverside.example.org');
    await enter(user, field('Logo URL'), 'ftp://riverside.example.org/logo.png');
    await enter(user, field('Email'), 'secretary@');
    await enter(user, field('Owner Email'), 'owner');
    await user.click(screen.getByRole('button', { name: 'Create Club' }));

    expect(field('Club Name')).toHaveAccessibleDescription('Club name is required');
    expect(field('Club Name')).toHaveFocus();
    expect(field('Subdomain')).toHaveAccessibleDescription(new RegExp(`^${SUBDOMAIN_INVALID}`));
    expect(field('Website')).toHaveAccessibleDescription('Website must be an http(s) URL');
    expect(field('Logo URL')).toHaveAccessibleDescription('Logo must be an http(s) URL');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('Owner Email')).toHaveAccessibleDescription(/^Invalid email address/);
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('limits the name to 100 characters', async () => {
    const { user } = await renderCreate();
    fireEvent.change(field('Club Name'), { target: { value: 'x'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: 'Create Club' }));
    expect(field('Club Name')).toHaveAccessibleDescription('Club name must be less than 100 characters');
    fireEvent.change(field('Club Name'), { target: { value: 'x'.repeat(100) } });
    expect(field('Club Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['ab', '-riverside', 'riverside-', 'river side', 'www', 'admin'])(
    'refuses the subdomain %p',
    async (subdomain) => {
      const { user } = await renderCreate();
      await user.type(field('Subdomain'), subdomain);
      await user.tab();
      expect(field('Subdomain')).toHaveAccessibleDescription(new RegExp(`^${SUBDOMAIN_INVALID}`));
    },
  );

  it("previews the club's address from the subdomain", async () => {
    const { user } = await renderCreate();
    await user.type(field('Subdomain'), 'Hilltop');
    expect(screen.getByText("The club's address: http://hilltop.localhost")).toBeInTheDocument();
  });

  it("sends the club with its owner, shows 'Saving...', then confirms and returns to /system-admin", async () => {
    const reply = deferred<ApiAnswer>();
    const { user, server } = await renderCreate(() => reply.promise);
    await enter(user, field('Club Name'), '  Hilltop Tennis Club ');
    await user.clear(field('Subdomain'));
    await enter(user, field('Subdomain'), 'Hilltop');
    await enter(user, field('Description'), 'Four clay courts.');
    await enter(user, field('Website'), 'https://hilltop.example.org');
    await enter(user, field('Email'), 'office@hilltop.test');
    await enter(user, field('Subscription ID'), 'sub_42');
    await user.click(screen.getByRole('checkbox', { name: 'List in the public club picker' }));
    await enter(user, field('Owner Email'), 'captain@hilltop.test');
    await user.click(screen.getByRole('button', { name: 'Create Club' }));

    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    expect(field('Club Name')).toBeDisabled();
    expect(server.callsTo(CREATE)[0].body).toEqual({
      name: 'Hilltop Tennis Club',
      subdomain: 'hilltop',
      logo: null,
      subscription_id: 'sub_42',
      description: 'Four clay courts.',
      email: 'office@hilltop.test',
      phone: null,
      website: 'https://hilltop.example.org',
      address: null,
      timezone: 'Europe/Amsterdam',
      join_policy: 'request',
      listed: false,
      default_locale: 'en',
      rating_scale: 'simple',
      owner_email: 'captain@hilltop.test',
    });

    reply.resolve({ status: 201, body: { data: makeClub() } });
    expect(await toasts().findByText('Club created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/system-admin'));
  });

  it('leaves the owner out when none is given', async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Club Name'), 'Hilltop Tennis Club');
    await user.clear(field('Subdomain'));
    await enter(user, field('Subdomain'), 'hilltop');
    await user.click(screen.getByRole('button', { name: 'Create Club' }));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0].body).not.toHaveProperty('owner_email');
  });

  it("puts 'Subdomain already taken' on the subdomain field", async () => {
    const { user } = await renderCreate(apiError(409, 'Subdomain already taken'));
    await enter(user, field('Club Name'), 'Riverside Again');
    await user.clear(field('Subdomain'));
    await enter(user, field('Subdomain'), 'riverside');
    await user.click(screen.getByRole('button', { name: 'Create Club' }));
    expect(await toasts().findByText('Failed to create club: Subdomain already taken')).toBeInTheDocument();
    expect(field('Subdomain')).toHaveAccessibleDescription(/^Subdomain already taken/);
    expect(field('Subdomain')).toHaveFocus();
    expect(currentPath()).toBe('/system-admin/clubs/create');
  });

  it('suggests the subdomain from the name as it is typed, until one is typed', async () => {
    const { user } = await renderCreate();
    await user.type(field('Club Name'), 'Tennisvereniging Élan');
    expect(field('Subdomain')).toHaveValue('tennisvereniging-elan');
    expect(
      screen.getByText("The club's address: http://tennisvereniging-elan.localhost"),
    ).toBeInTheDocument();
    await user.clear(field('Club Name'));
    await user.type(field('Club Name'), 'TC');
    // Too short to be valid: nothing suggested.
    expect(field('Subdomain')).toHaveValue('');

    await user.type(field('Subdomain'), 'elan');
    await user.type(field('Club Name'), ' Elan Amsterdam');
    expect(field('Subdomain')).toHaveValue('elan');
    // Emptied, it follows the name again.
    await user.clear(field('Subdomain'));
    await user.type(field('Club Name'), '!');
    expect(field('Subdomain')).toHaveValue('tc-elan-amsterdam');
  });

  it('sends the chosen language, rating scale and time zone, the zones grouped by region', async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Club Name'), 'Harbour Club');
    const zone = field('Timezone');
    const america = screen.getByRole('group', { name: 'America' });
    expect(within(america).getByRole('option', { name: 'New York' })).toHaveValue('America/New_York');
    expect(within(america).getByRole('option', { name: 'Port of Spain' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Europe' })).toContainElement(
      screen.getByRole('option', { name: 'Amsterdam' }),
    );
    await user.selectOptions(zone, 'America/New_York');
    await user.selectOptions(field('Language'), 'Nederlands');
    await user.selectOptions(field('Rating scale'), 'KNLTB speelsterkte');
    await user.click(screen.getByRole('button', { name: 'Create Club' }));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0].body).toMatchObject({
      name: 'Harbour Club',
      subdomain: 'harbour-club',
      timezone: 'America/New_York',
      default_locale: 'nl',
      rating_scale: 'knltb',
    });
  });

  it("puts the server's refusal of the time zone on its field", async () => {
    const { user } = await renderCreate(
      apiError(400, 'Timezone must be an IANA time zone such as Europe/London', {
        timezone: 'Timezone must be an IANA time zone such as Europe/London',
      }),
    );
    await enter(user, field('Club Name'), 'Harbour Club');
    await user.click(screen.getByRole('button', { name: 'Create Club' }));
    await waitFor(() =>
      expect(field('Timezone')).toHaveAccessibleDescription(
        /^Timezone must be an IANA time zone such as Europe\/London/,
      ),
    );
  });
});

describe('Edit Club', () => {
  const club = makeClub({
    name: 'Riverside Tennis Club',
    subdomain: 'riverside',
    website: 'https://riverside.example.org',
    timezone: 'Europe/Dublin',
    allow_guest_signup: false,
    join_policy: 'closed',
  });
  const UPDATE = `PUT /api/admin/clubs/${club.id}`;

  async function renderEdit(answer: ApiAnswer = { body: { data: club } }) {
    const rendered = renderPage(`/system-admin/clubs/${club.id}/edit`, {
      api: {
        [`GET /api/admin/clubs/${club.id}`]: { body: { data: club } },
        [UPDATE]: () => answer,
        ...dashboardApi,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Club' });
    await screen.findByDisplayValue('Riverside Tennis Club');
    return { ...rendered, user: userEvent.setup() };
  }

  it("loads the club's values, without an owner field", async () => {
    await renderEdit();
    expect(field('Subdomain')).toHaveValue('riverside');
    expect(field('Website')).toHaveValue('https://riverside.example.org');
    expect(field('Timezone')).toHaveValue('Europe/Dublin');
    expect(screen.getByRole('combobox', { name: /^New people/ })).toHaveValue('closed');
    expect(screen.queryByLabelText(/^Owner Email/)).not.toBeInTheDocument();
  });

  it('sends every field, a cleared one as null, and returns to /system-admin', async () => {
    const { user, server } = await renderEdit();
    await user.clear(field('Website'));
    await enter(user, field('Phone'), '01632 960 101');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Club updated successfully!')).toBeInTheDocument();
    expect(server.callsTo(UPDATE)[0].body).toEqual({
      name: 'Riverside Tennis Club',
      subdomain: 'riverside',
      logo: null,
      subscription_id: 'sub_riverside_01',
      description: null,
      email: null,
      phone: '01632 960 101',
      website: null,
      address: null,
      timezone: 'Europe/Dublin',
      join_policy: 'closed',
      listed: true,
    });
    await waitFor(() => expect(currentPath()).toBe('/system-admin'));
  });

  it("shows the server's message in the failure toast", async () => {
    const { user } = await renderEdit(apiError(409, 'Subdomain already taken'));
    await user.clear(field('Subdomain'));
    await user.type(field('Subdomain'), 'harbour');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Failed to update club: Subdomain already taken')).toBeInTheDocument();
    expect(field('Subdomain')).toHaveAccessibleDescription(/^Subdomain already taken/);
  });

  it("says 'Club not found.' when there is no such club", async () => {
    renderPage('/system-admin/clubs/gone/edit', {
      api: { 'GET /api/admin/clubs/gone': apiError(404, 'Club not found') },
    });
    expect(await screen.findByText('Club not found.')).toBeInTheDocument();
  });
});
