import { applyLocale, type AuditEntry } from '@courtside/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { never } from '@courtside/test-support/render-page';
import { makeClubUser, sessionOf, userOf } from '@/test/fixtures';
import { renderPage } from '@/test/render-page';

const LOG = '/api/club/audit-log';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `f0000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
    // 13:05 UTC: 14:05 in the club's zone (Europe/London, summer time).
    at: '2031-06-04T13:05:00.000Z',
    actor_id: 'a0000000-0000-4000-8000-000000000001',
    actor_label: 'Alice Admin',
    actor_kind: 'member',
    action: 'club_user.updated',
    target_type: 'club_user',
    target_id: 'a0000000-0000-4000-8000-000000000002',
    target_label: 'Bob Player',
    summary: 'Changed: name, email',
    ...overrides,
  };
}

const page = (data: AuditEntry[], next_cursor: string | null = null): ApiAnswer => ({
  body: { data, next_cursor },
});

const people: ApiAnswer = {
  body: {
    data: [
      makeClubUser({ id: 'a0000000-0000-4000-8000-000000000001', name: 'Alice Admin' }),
      makeClubUser({ id: 'a0000000-0000-4000-8000-000000000003', name: null, email: 'carl@riverside.test' }),
    ],
  },
};

describe('Audit log', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

  it('is a tab of club administration for user managers, not for organisers', async () => {
    const { unmount } = renderPage('/club-admin', {
      as: 'cluborganiser',
      api: { 'GET /api/club-users': { body: { data: [] } } },
    });
    await screen.findByRole('tab', { name: 'Club Users' });
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
    unmount();

    renderPage('/club-admin?tab=audit', {
      as: 'clubadmin',
      api: { 'GET /api/club-users': people, [`GET ${LOG}`]: page([entry()]) },
    });
    const panel = within(await screen.findByRole('tabpanel', { name: 'Audit log' }));
    expect(panel.getByRole('heading', { level: 2, name: 'Audit log' })).toBeInTheDocument();
    expect(await panel.findByText('Bob Player')).toBeInTheDocument();
  });

  it('lists who did what and when, in the club’s time, with the fixed labels translated', async () => {
    renderPage('/audit-log', {
      api: {
        'GET /api/club-users': people,
        [`GET ${LOG}`]: page([
          entry(),
          entry({
            actor_id: null,
            actor_label: 'Courtside support',
            actor_kind: 'system',
            action: 'club.settings_changed',
            target_type: 'club',
            target_label: null,
            summary: 'Changed: rating_scale',
          }),
          entry({
            actor_label: 'Former member',
            actor_kind: 'former_member',
            action: 'signup.removed_by_staff',
            target_label: 'Former member',
            summary: 'Removed from Club night, 2031-06-10 19:30',
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    await screen.findByText('Bob Player');
    const table = screen.getByRole('table', { name: 'Audit log entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Wednesday, 4 June 2031 at 14:05');
    expect(rows[0]).toHaveTextContent('Alice Admin');
    expect(rows[0]).toHaveTextContent('Club user changed');
    expect(rows[0]).toHaveTextContent('Bob Player');
    expect(rows[0]).toHaveTextContent('Changed: name, email');
    expect(rows[1]).toHaveTextContent('Courtside support');
    expect(rows[1]).toHaveTextContent('Club settings changed');
    expect(rows[2]).toHaveTextContent('Former member');
    expect(rows[2]).toHaveTextContent('Sign-up removed by staff');
    // Every cell says its column on a phone, where rows are stacked as cards.
    expect(within(rows[0]).getByText('Changed: name, email').closest('td')).toHaveAttribute(
      'data-label',
      'Summary',
    );
    // One page: no 'Load more'.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("'Load more' adds the next, older page under the first", async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/audit-log', {
      api: {
        'GET /api/club-users': people,
        [`GET ${LOG}`]: page([entry({ summary: 'First page' })], 'CUR1'),
        [`GET ${LOG}?cursor=CUR1`]: page([entry({ summary: 'Second page' })], null),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.getByText('First page')).toBeInTheDocument();
    expect(server.callsTo(`GET ${LOG}?cursor=CUR1`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('filters by action and by the person who acted', async () => {
    const user = userEvent.setup();
    const { server } = renderPage('/audit-log', {
      api: {
        'GET /api/club-users': people,
        [`GET ${LOG}`]: page([entry()]),
        [`GET ${LOG}?action=draw.published`]: page([entry({ action: 'draw.published', summary: 'Drawn' })]),
        [`GET ${LOG}?action=draw.published&actor_id=a0000000-0000-4000-8000-000000000003`]: page([]),
      },
    });
    await screen.findByText('Bob Player');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Draw published');
    expect(await screen.findByText('Drawn')).toBeInTheDocument();
    const person = screen.getByRole('combobox', { name: 'Done by' });
    // A person without a name is offered by e-mail.
    await user.selectOptions(person, 'carl@riverside.test');
    expect(await screen.findByText('No matching entries')).toBeInTheDocument();
    expect(server.callsTo(`GET ${LOG}?action=draw.published`)).toHaveLength(1);
  });

  it('shows loading rows, then the empty state', async () => {
    const { unmount } = renderPage('/audit-log', {
      api: { 'GET /api/club-users': people, [`GET ${LOG}`]: never },
    });
    expect(await screen.findByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();
    expect(screen.getAllByTestId('audit-skeleton-row')).toHaveLength(5);
    unmount();

    renderPage('/audit-log', { api: { 'GET /api/club-users': people, [`GET ${LOG}`]: page([]) } });
    expect(await screen.findByText('Nothing logged yet')).toBeInTheDocument();
  });

  it('says when the log cannot be loaded', async () => {
    renderPage('/audit-log', {
      api: {
        'GET /api/club-users': people,
        [`GET ${LOG}`]: apiError(500, 'Something went wrong'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading the audit log: Something went wrong',
    );
  });

  it('is refused to organisers, who cannot manage users', async () => {
    renderPage('/audit-log', { as: 'cluborganiser', api: {} });
    expect(await screen.findByRole('heading', { name: /access denied|no access/i })).toBeInTheDocument();
  });

  it('says it all in Dutch for a Dutch reader', async () => {
    renderPage('/audit-log', {
      session: { body: { ...sessionOf('clubadmin'), user: { ...userOf('clubadmin'), locale: 'nl' } } },
      api: {
        'GET /api/club-users': people,
        [`GET ${LOG}`]: page([
          entry({ actor_label: 'Courtside support', actor_kind: 'system', actor_id: null }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Logboek' })).toBeInTheDocument();
    await screen.findByText('Courtside-support');
    const table = screen.getByRole('table', { name: 'Regels van het logboek, nieuwste eerst' });
    expect(table).toHaveTextContent('Lid gewijzigd');
    expect(screen.getByRole('combobox', { name: 'Actie' })).toHaveDisplayValue('Alle acties');
  });
});
