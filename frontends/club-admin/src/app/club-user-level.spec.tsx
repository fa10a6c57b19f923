import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@courtside/test-support/mock-api';
import { clubWithRatings, makeClubUser } from '@/test/fixtures';
import { renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const levelField = () => screen.findByRole('textbox', { name: 'Level' });

describe("A club user's level", () => {
  it("is entered on the club's scale, checked against its range and steps", async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/club-users/create', {
      api: {
        'POST /api/club-users': ({ body }) => ({ status: 201, body: { data: makeClubUser(body as object) } }),
      },
    });
    const level = await levelField();
    expect(level).toHaveAccessibleDescription(
      /^KNLTB speelsterkte: 1 to 9, 1 is strongest, at most 1 decimal\. A level you set here is the club's/,
    );
    await enter(user, screen.getByRole('textbox', { name: /Email/ }), 'new@riverside.test');
    await user.type(level, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(level).toHaveAccessibleDescription(
      /^This is not a level on the club's scale\. KNLTB speelsterkte: 1 to 9, 1 is strongest/,
    );
    expect(level).toHaveFocus();
    expect(server.callsTo('POST /api/club-users')).toHaveLength(0);

    await user.clear(level);
    await user.type(level, '6,5');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(server.callsTo('POST /api/club-users')).toHaveLength(1));
    expect(server.callsTo('POST /api/club-users')[0].body).toEqual({
      email: 'new@riverside.test',
      name: null,
      user_type: 'clubguest',
      level: 6.5,
    });
  });

  it('follows the scale: two decimals up to 16.5 on UTR', async () => {
    const user = userEvent.setup();
    renderPage('/club-users/create', {
      api: {
        'GET /api/club': { body: { data: clubWithRatings({ rating_scale: 'utr', self_rating: false }) } },
      },
    });
    const level = await levelField();
    expect(level).toHaveAccessibleDescription('UTR: 1 to 16.5, 16.5 is strongest, at most 2 decimals.');
    await user.type(level, '12.75');
    await user.tab();
    expect(level).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message on the field", async () => {
    const user = userEvent.setup();
    const member = makeClubUser({ email: 'max@riverside.test', level: 6, level_set_by_staff: true });
    const message =
      "Level must be a number on the club's rating scale (KNLTB speelsterkte: 1 to 9, 1 strongest, at most one decimal)";
    renderPage(`/club-users/${member.id}/edit`, {
      api: {
        [`GET /api/club-users/${member.id}`]: { body: { data: member } },
        [`PUT /api/club-users/${member.id}`]: apiError(400, message, { level: message }),
      },
    });
    const level = await levelField();
    expect(level).toHaveValue('6');
    await user.clear(level);
    await user.type(level, '7');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    expect(await toasts().findByText(`Failed to update club user: ${message}`)).toBeInTheDocument();
    expect(level).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[()]/g, '\\$&')}`));
  });

  it("keeps a member's own level theirs when staff save other changes", async () => {
    const user = userEvent.setup();
    const member = makeClubUser({
      email: 'bo@riverside.test',
      name: 'Bo',
      level: 5.5,
      level_set_by_staff: false,
    });
    const { server } = renderPage(`/club-users/${member.id}/edit`, {
      api: {
        [`GET /api/club-users/${member.id}`]: { body: { data: member } },
        [`PUT /api/club-users/${member.id}`]: { body: { data: member } },
      },
    });
    const level = await levelField();
    expect(level).toHaveValue('5.5');
    expect(level).toHaveAccessibleDescription(/The member set this level themselves\./);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'b');
    await user.click(screen.getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(server.callsTo(`PUT /api/club-users/${member.id}`)).toHaveLength(1));
    expect(server.callsTo(`PUT /api/club-users/${member.id}`)[0].body).not.toHaveProperty('level');
  });
});
