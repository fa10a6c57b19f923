import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClubUser } from '@/test/fixtures';
import { apiError } from '@courtside/test-support/mock-api';
import { currentPath, never, renderPage, toasts } from '@/test/render-page';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const typeOptions = () =>
  within(field('User Type'))
    .getAllByRole('option')
    .map((o) => o.textContent);
const member = makeClubUser({ email: 'max@riverside.test', name: 'Max Miller', user_type: 'clubmember' });
const owner = makeClubUser({
  email: 'owner@riverside.test',
  name: 'Olivia Owen',
  user_type: 'clubsuperadmin',
});
const userAnswer = (u: typeof member) => ({ body: { data: u } });

describe('Edit Club User page', () => {
  it('shows skeletons while the user loads', async () => {
    renderPage(`/club-users/${member.id}/edit`, { api: { [`GET /api/club-users/${member.id}`]: never } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Club User' })).toBeInTheDocument();
    expect(screen.getByText('Update the details for this club user.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading user' })).toBeInTheDocument();
    expect(screen.getAllByTestId('user-field-skeleton')).toHaveLength(3);
  });

  it("shows the server's message when the user cannot be loaded", async () => {
    renderPage(`/club-users/${member.id}/edit`, {
      api: { [`GET /api/club-users/${member.id}`]: apiError(404, 'User not found') },
    });
    expect(await screen.findByText('Error loading user: User not found')).toBeInTheDocument();
  });

  it('shows the reliability the server sends (to user managers only)', async () => {
    renderPage(`/club-users/${member.id}/edit`, {
      api: {
        [`GET /api/club-users/${member.id}`]: userAnswer({
          ...member,
          reliability: { attended: 5, late_cancels: 2, no_shows: 1 },
        }),
      },
    });
    const part = await screen.findByRole('region', { name: 'Reliability' });
    expect(part).toHaveTextContent('The last 90 days.');
    expect(part).toHaveTextContent('Came5');
    expect(part).toHaveTextContent('Late cancellations2');
    expect(part).toHaveTextContent('Did not come1');
  });

  it('fills the form, saves with PUT and returns to club administration', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(`/club-users/${member.id}/edit`, {
      api: {
        [`GET /api/club-users/${member.id}`]: userAnswer(member),
        [`PUT /api/club-users/${member.id}`]: userAnswer({ ...member, name: null }),
      },
    });
    expect(await screen.findByDisplayValue('max@riverside.test')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Max Miller');
    expect(field('User Type')).toHaveValue('clubmember');
    await user.clear(field('Name'));
    await user.selectOptions(field('User Type'), 'cluborganiser');
    await user.click(screen.getByRole('button', { name: 'Save User' }));

    expect(await toasts().findByText('Club user updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/club-admin'));
    expect(server.callsTo(`PUT /api/club-users/${member.id}`)[0].body).toEqual({
      email: 'max@riverside.test',
      name: null,
      user_type: 'cluborganiser',
    });
  });

  it("toasts the server's reason when saving fails", async () => {
    const user = userEvent.setup();
    renderPage(`/club-users/${member.id}/edit`, {
      api: {
        [`GET /api/club-users/${member.id}`]: userAnswer(member),
        [`PUT /api/club-users/${member.id}`]: apiError(409, 'Another user already has this email'),
      },
    });
    await screen.findByDisplayValue('max@riverside.test');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(
      await toasts().findByText('Failed to update club user: Another user already has this email'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(`/club-users/${member.id}/edit`);
  });

  it('shows a club super admin their type, among the types they may grant', async () => {
    renderPage(`/club-users/${owner.id}/edit`, {
      as: 'clubsuperadmin',
      api: { [`GET /api/club-users/${owner.id}`]: userAnswer(owner) },
    });
    await screen.findByDisplayValue('owner@riverside.test');
    expect(field('User Type')).toHaveValue('clubsuperadmin');
    expect(typeOptions()).toEqual([
      'Club Guest',
      'Club Member',
      'Club Organiser',
      'Club Admin',
      'Club Super Admin',
    ]);
  });

  it('tells a club admin that club admins are not theirs to change', async () => {
    renderPage(`/club-users/${owner.id}/edit`, {
      as: 'clubadmin',
      api: { [`GET /api/club-users/${owner.id}`]: userAnswer(owner) },
    });
    expect(await screen.findByText('Only a club super admin can manage club admins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save User' })).not.toBeInTheDocument();
  });

  it('offers a club admin no Club Admin type for a member', async () => {
    renderPage(`/club-users/${member.id}/edit`, {
      as: 'clubadmin',
      api: { [`GET /api/club-users/${member.id}`]: userAnswer(member) },
    });
    await screen.findByDisplayValue('max@riverside.test');
    expect(typeOptions()).toEqual(['Club Guest', 'Club Member', 'Club Organiser']);
  });

  it('goes back to club administration', async () => {
    const user = userEvent.setup();
    renderPage(`/club-users/${member.id}/edit`, {
      api: { [`GET /api/club-users/${member.id}`]: userAnswer(member) },
    });
    await user.click(await screen.findByRole('link', { name: 'Back to Club Administration' }));
    expect(currentPath()).toBe('/club-admin');
  });
});
