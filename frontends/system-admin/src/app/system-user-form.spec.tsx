import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSystemUser } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const CREATE = 'POST /api/admin/system-users';
const dashboardApi = {
  'GET /api/admin/clubs': { body: { data: [] } },
  'GET /api/admin/system-users': { body: { data: [] } },
};

async function renderCreate(
  answer: ApiAnswer | (() => Promise<ApiAnswer>) = { status: 201, body: { data: {} } },
) {
  const rendered = renderPage('/system-admin/system-users/create', {
    api: { [CREATE]: typeof answer === 'function' ? answer : () => answer, ...dashboardApi },
  });
  await screen.findByRole('heading', { level: 1, name: 'Add New System User' });
  return { ...rendered, user: userEvent.setup() };
}

describe('Add New System User', () => {
  it('has the SPEC title, subtitle, fields and the System Manager default', async () => {
    await renderCreate();
    expect(screen.getByText('Fill in the details to add a new system user.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Name')).toHaveValue('');
    expect(field('User Type')).toHaveValue('systemmanager');
    expect(field('User Type')).toHaveDisplayValue('System Manager');
    const options = Array.from((field('User Type') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['System Manager', 'System Admin']);
    expect(screen.getByRole('button', { name: 'Save User' })).toBeInTheDocument();
  });

  it("refuses an invalid e-mail with 'Invalid email address' and sends nothing", async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('counts the name in graphemes: 100 ❤️ fit, 101 do not', async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Email'), 'ops@courtside.test');
    fireEvent.change(field('Name'), { target: { value: '\u2764\uFE0F'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(field('Name')).toHaveAccessibleDescription('Name must be less than 100 characters');
    expect(server.callsTo(CREATE)).toHaveLength(0);

    fireEvent.change(field('Name'), { target: { value: '\u2764\uFE0F'.repeat(100) } });
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0].body).toMatchObject({ name: '\u2764\uFE0F'.repeat(100) });
  });

  it("refuses an unknown user type with 'Invalid user type'", async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Email'), 'ops@courtside.test');
    // Only a tampered page can hold another value; the rule still stands.
    const select = field('User Type') as HTMLSelectElement;
    select.add(new Option('Club Admin', 'clubadmin'));
    fireEvent.change(select, { target: { value: 'clubadmin' } });
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(field('User Type')).toHaveAccessibleDescription(/Invalid user type/);
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it("sends { email, name, user_type }, shows 'Saving...', then confirms and returns to /system-admin", async () => {
    const reply = deferred<ApiAnswer>();
    const { user, server } = await renderCreate(() => reply.promise);
    await enter(user, field('Email'), '  ops@courtside.test ');
    await enter(user, field('Name'), 'Olive Ops');
    await user.selectOptions(field('User Type'), 'System Admin');
    await user.click(screen.getByRole('button', { name: 'Save User' }));

    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    expect(field('Email')).toBeDisabled();
    expect(server.callsTo(CREATE)[0].body).toEqual({
      email: 'ops@courtside.test',
      name: 'Olive Ops',
      user_type: 'systemadmin',
    });

    reply.resolve({ status: 201, body: { data: makeSystemUser('systemadmin') } });
    // Saved, then away: by then this save's toast has replaced any earlier success toast.
    await waitFor(() => expect(currentPath()).toBe('/system-admin'));
    expect(toasts().getByText('System user created successfully!')).toBeInTheDocument();
  });

  it('sends an empty name as none', async () => {
    const { user, server } = await renderCreate();
    await enter(user, field('Email'), 'ops@courtside.test');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0].body).toEqual({
      email: 'ops@courtside.test',
      name: null,
      user_type: 'systemmanager',
    });
  });

  it('puts a taken e-mail on the e-mail field and says so in a toast', async () => {
    const { user } = await renderCreate(apiError(409, 'A system user with this email already exists'));
    await enter(user, field('Email'), 'sysadmin@courtside.test');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(
      await toasts().findByText('Failed to create system user: A system user with this email already exists'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('A system user with this email already exists');
    expect(currentPath()).toBe('/system-admin/system-users/create');
    expect(screen.getByRole('button', { name: 'Save User' })).toBeEnabled();

    await user.type(field('Email'), 'x');
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field errors on their fields", async () => {
    const { user } = await renderCreate(
      apiError(400, 'Invalid email address', { email: 'Invalid email address' }),
    );
    await enter(user, field('Email'), 'ops@courtside.test');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(
      await toasts().findByText('Failed to create system user: Invalid email address'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
  });
});

describe('Edit System User', () => {
  const sarah = makeSystemUser('systemadmin', { email: 'sarah@courtside.test', name: 'Sarah Systems' });
  const UPDATE = `PUT /api/admin/system-users/${sarah.id}`;

  async function renderEdit(answer: ApiAnswer | (() => Promise<ApiAnswer>) = { body: { data: sarah } }) {
    const rendered = renderPage(`/system-admin/system-users/${sarah.id}/edit`, {
      api: {
        [`GET /api/admin/system-users/${sarah.id}`]: { body: { data: sarah } },
        [UPDATE]: typeof answer === 'function' ? answer : () => answer,
        ...dashboardApi,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit System User' });
    await screen.findByDisplayValue('sarah@courtside.test');
    return { ...rendered, user: userEvent.setup() };
  }

  it("loads the user's values under the SPEC title", async () => {
    await renderEdit();
    expect(screen.getByText('Update the details for this system user.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Sarah Systems');
    expect(field('User Type')).toHaveValue('systemadmin');
  });

  it('sends the changed user and returns to /system-admin', async () => {
    const { user, server } = await renderEdit();
    await user.clear(field('Name'));
    await enter(user, field('Name'), 'Sarah S.');
    await user.selectOptions(field('User Type'), 'System Manager');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(await toasts().findByText('System user updated successfully!')).toBeInTheDocument();
    expect(server.callsTo(UPDATE)[0].body).toEqual({
      email: 'sarah@courtside.test',
      name: 'Sarah S.',
      user_type: 'systemmanager',
    });
    await waitFor(() => expect(currentPath()).toBe('/system-admin'));
  });

  it('puts "last system admin" on the user type field', async () => {
    const { user } = await renderEdit(apiError(409, 'The last system admin cannot be removed or demoted'));
    await user.selectOptions(field('User Type'), 'System Manager');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(
      await toasts().findByText(
        'Failed to update system user: The last system admin cannot be removed or demoted',
      ),
    ).toBeInTheDocument();
    expect(field('User Type')).toHaveAccessibleDescription(
      /The last system admin cannot be removed or demoted/,
    );
    expect(currentPath()).toBe(`/system-admin/system-users/${sarah.id}/edit`);
  });

  it('says when the user cannot be loaded', async () => {
    renderPage('/system-admin/system-users/gone/edit', {
      api: { 'GET /api/admin/system-users/gone': apiError(404, 'System user not found') },
    });
    expect(await screen.findByText('Error loading system user: System user not found')).toBeInTheDocument();
  });
});
