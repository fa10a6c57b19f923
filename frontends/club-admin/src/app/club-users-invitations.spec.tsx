import { applyLocale } from '@courtside/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { makeClubUser, sessionOf, userOf } from '@/test/fixtures';
import { renderPage } from '@/test/render-page';

const LIST = 'GET /api/club-users?limit=50';
const SEND = 'POST /api/club-users/invitations';
const usersAnswer = (...users: ReturnType<typeof makeClubUser>[]): ApiAnswer => ({
  body: { data: users, next_cursor: null, total: users.length },
});
const row = (email: string) => within(screen.getByRole('row', { name: new RegExp(email) }));
const bar = () => within(screen.getByRole('group', { name: 'Selection' }));

const ann = makeClubUser({ email: 'ann@riverside.test', name: 'Ann Ash' });
const bo = makeClubUser({ email: 'bo@riverside.test', name: 'Bo Birch' });
const cy = makeClubUser({
  email: 'cy@riverside.test',
  name: 'Cy Cedar',
  last_seen_on: '2026-11-20',
  invited_at: '2026-11-02T10:00:00Z',
});
const dee = makeClubUser({ email: 'dee@riverside.test', name: null, invited_at: '2026-12-03T09:00:00Z' });

describe('Club Users: inviting people', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

  it('gives each row a labelled checkbox and selects or clears the whole page at once', async () => {
    const user = userEvent.setup();
    renderPage('/club-users', { api: { [LIST]: usersAnswer(ann, bo, cy) } });
    const annBox = await screen.findByRole('checkbox', { name: 'Select ann@riverside.test' });
    // SPEC.md's columns are untouched: the checkbox sits in the Email cell.
    expect(row('ann@riverside.test').getByRole('rowheader')).toHaveTextContent(/^ann@riverside\.test$/);
    expect(bar().getByText('Select people to invite them.')).toBeInTheDocument();

    await user.click(annBox);
    expect(annBox).toBeChecked();
    expect(bar().getByText('1 selected')).toBeInTheDocument();
    const all = bar().getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(all);
    expect(bar().getByText('3 selected')).toBeInTheDocument();
    for (const email of ['ann', 'bo', 'cy'])
      expect(screen.getByRole('checkbox', { name: `Select ${email}@riverside.test` })).toBeChecked();
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);

    await user.click(all);
    expect(bar().getByText('Select people to invite them.')).toBeInTheDocument();
    expect(annBox).not.toBeChecked();

    // By keyboard: Space toggles the focused checkbox.
    annBox.focus();
    await user.keyboard(' ');
    expect(annBox).toBeChecked();
    await user.click(bar().getByRole('button', { name: 'Clear selection' }));
    expect(annBox).not.toBeChecked();
  });

  it('sends the selection, says how many were sent and who was skipped why, then clears it', async () => {
    const user = userEvent.setup();
    const answer = deferred<ApiAnswer>();
    const { server } = renderPage('/club-users', {
      api: { [LIST]: usersAnswer(ann, bo, cy), [SEND]: () => answer.promise },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ann@riverside.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select bo@riverside.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select cy@riverside.test' }));
    await user.click(bar().getByRole('button', { name: 'Send invitation' }));
    expect(server.callsTo(SEND).map((call) => call.body)).toEqual([{ user_ids: [ann.id, bo.id, cy.id] }]);
    // While it is on its way nothing more can be changed.
    expect(screen.getByRole('checkbox', { name: 'Select ann@riverside.test' })).toBeDisabled();

    answer.resolve({
      body: {
        data: {
          sent: 1,
          skipped: [
            { user_id: bo.id, reason: 'invited_recently' },
            { user_id: cy.id, reason: 'already_signed_in' },
          ],
        },
      },
    });
    const sent = await screen.findByText('Invitation sent to 1 person.');
    const panel = within(sent.closest('.csa-invite-answer') as HTMLElement);
    expect(panel.getByText('2 people skipped:')).toBeInTheDocument();
    expect(panel.getByRole('list', { name: '2 people skipped:' })).toBeInTheDocument();
    expect(panel.getByText('bo@riverside.test: was invited less than an hour ago')).toBeInTheDocument();
    expect(
      panel.getByText('cy@riverside.test: has signed in already, so needs no invitation'),
    ).toBeInTheDocument();
    // Keyboard and screen-reader users are taken to the answer.
    await waitFor(() => expect(sent.closest('.csa-invite-answer')).toHaveFocus());
    expect(bar().getByText('Select people to invite them.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ann@riverside.test' })).not.toBeChecked();
    // The list is asked again, for the new invited_at.
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));

    await user.click(panel.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Invitation sent to 1 person.')).not.toBeInTheDocument();
  });

  it('says when a single person invited within the hour can be invited again (429)', async () => {
    const user = userEvent.setup();
    renderPage('/club-users', {
      api: {
        [LIST]: usersAnswer(ann, bo),
        [SEND]: {
          ...apiError(429, 'An invitation was sent to this person less than an hour ago'),
          headers: { 'Retry-After': '2521' },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select bo@riverside.test' }));
    await user.click(bar().getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'bo@riverside.test was invited less than an hour ago. You can send it again in 43 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select bo@riverside.test' })).not.toBeChecked();
  });

  it('keeps the selection and says why when sending fails', async () => {
    const user = userEvent.setup();
    renderPage('/club-users', {
      api: { [LIST]: usersAnswer(ann, bo), [SEND]: apiError(503, 'Service temporarily unavailable') },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ann@riverside.test' }));
    await user.click(bar().getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Could not send the invitations: Service temporarily unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ann@riverside.test' })).toBeChecked();
  });

  it('sends nothing while nobody is selected', async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/club-users', { api: { [LIST]: usersAnswer(ann) } });
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(server.callsTo(SEND)).toHaveLength(0);
  });

  it("shows who was invited but has not signed in yet, beside 'Never'", async () => {
    renderPage('/club-users', { api: { [LIST]: usersAnswer(cy, dee, ann) } });
    await screen.findByText('dee@riverside.test');
    expect(row('dee@riverside.test').getByText('Never')).toBeInTheDocument();
    expect(row('dee@riverside.test').getByText('Invited 3 Dec 2026')).toBeInTheDocument();
    // Once signed in, the invitation no longer matters.
    expect(row('cy@riverside.test').queryByText(/Invited/)).not.toBeInTheDocument();
    expect(row('ann@riverside.test').queryByText(/Invited/)).not.toBeInTheDocument();
  });

  it('offers no selection to organisers, who may not invite', async () => {
    renderPage('/club-users', { as: 'cluborganiser', api: { [LIST]: usersAnswer(ann) } });
    await screen.findByText('ann@riverside.test');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('says it all in Dutch for a Dutch reader', async () => {
    const user = userEvent.setup();
    renderPage('/club-users', {
      session: { body: { ...sessionOf('clubadmin'), user: { ...userOf('clubadmin'), locale: 'nl' } } },
      api: {
        [LIST]: usersAnswer(ann, bo),
        [SEND]: { body: { data: { sent: 1, skipped: [{ user_id: bo.id, reason: 'not_found' }] } } },
      },
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Selectie' })).getByRole('checkbox', {
        name: 'Alles op deze pagina selecteren',
      }),
    );
    expect(screen.getByText('2 geselecteerd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText('Uitnodiging verstuurd naar 1 persoon.')).toBeInTheDocument();
    expect(screen.getByText('bo@riverside.test: is geen gebruiker van deze club meer')).toBeInTheDocument();
  });
});
