import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClubUser } from '@/test/fixtures';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const typeOptions = () =>
  within(field('User Type'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Add New Club User page', () => {
  it('has its heading and a guest by default', async () => {
    renderPage('/club-users/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Club User' })).toBeInTheDocument();
    expect(screen.getByText('Fill in the details to add a new user to your club.')).toBeInTheDocument();
    expect(field('User Type')).toHaveValue('clubguest');
  });

  it('does not offer Club Admin to a club admin', async () => {
    renderPage('/club-users/create', { as: 'clubadmin' });
    await screen.findByRole('heading', { name: 'Add New Club User' });
    expect(typeOptions()).toEqual(['Club Guest', 'Club Member', 'Club Organiser']);
  });

  it('offers Club Admin to a club super admin', async () => {
    renderPage('/club-users/create', { as: 'clubsuperadmin' });
    await screen.findByRole('heading', { name: 'Add New Club User' });
    expect(typeOptions()).toEqual(['Club Guest', 'Club Member', 'Club Organiser', 'Club Admin']);
  });

  it('asks for a valid e-mail before sending anything', async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/club-users/create');
    await enter(user, await screen.findByRole('textbox', { name: /Email/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/club-users')).toHaveLength(0);
  });

  it("creates the user, reading 'Saving...' meanwhile, then returns to club administration", async () => {
    const user = userEvent.setup();
    const reply = deferred<ApiAnswer>();
    const { server } = renderPage('/club-users/create', {
      api: { 'POST /api/club-users': () => reply.promise },
    });
    await enter(user, await screen.findByRole('textbox', { name: /Email/ }), ' new.player@riverside.test ');
    await enter(user, field('Name'), 'New Player');
    await user.selectOptions(field('User Type'), 'clubmember');
    await user.click(screen.getByRole('button', { name: 'Save User' }));

    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    expect(server.callsTo('POST /api/club-users')[0].body).toEqual({
      email: 'new.player@riverside.test',
      name: 'New Player',
      user_type: 'clubmember',
    });
    reply.resolve({ status: 201, body: { data: makeClubUser() } });
    expect(await toasts().findByText('Club user created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/club-admin'));
  });

  it("toasts the server's reason and puts field errors on their fields", async () => {
    const user = userEvent.setup();
    renderPage('/club-users/create', {
      api: {
        'POST /api/club-users': apiError(400, 'Invalid user type', { user_type: 'Invalid user type' }),
      },
    });
    await enter(user, await screen.findByRole('textbox', { name: /Email/ }), 'ann@riverside.test');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(await toasts().findByText('Failed to create club user: Invalid user type')).toBeInTheDocument();
    expect(field('User Type')).toHaveAccessibleDescription(/Invalid user type/);
    expect(currentPath()).toBe('/club-users/create');
  });

  it('shows a duplicate as the API words it', async () => {
    const user = userEvent.setup();
    renderPage('/club-users/create', {
      api: { 'POST /api/club-users': apiError(409, 'User already exists in this club') },
    });
    await enter(user, await screen.findByRole('textbox', { name: /Email/ }), 'max@riverside.test');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(
      await toasts().findByText('Failed to create club user: User already exists in this club'),
    ).toBeInTheDocument();
  });

  it('returns to club administration on Cancel and on the back link', async () => {
    const user = userEvent.setup();
    renderPage('/club-users/create');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe('/club-admin');
  });

  it('denies an organiser, who may only read the users', async () => {
    renderPage('/club-users/create', { as: 'cluborganiser' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
