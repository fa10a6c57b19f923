import { applyLocale, type ImportAnswer, type ImportRow } from '@courtside/core';
import { IMPORT_LIMITS } from '@courtside/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, type ApiAnswer } from '@courtside/test-support/mock-api';
import { makeClubUser, sessionOf, userOf } from '@/test/fixtures';
import { currentPath, renderPage } from '@/test/render-page';

const DRY_RUN = 'POST /api/club-users/import?dry_run=true';
const REAL_RUN = 'POST /api/club-users/import';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const csv = (name = 'members.csv') =>
  new File(['email;naam\nann@example.nl;Ann\n'], name, { type: 'text/csv' });

function answer(rows: ImportRow[], ignored: string[] = []): ImportAnswer {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  return {
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    error_count: count('error'),
    ignored_columns: ignored,
    rows,
  };
}

const clean = answer(
  [
    { row: 2, email: 'ann@example.nl', action: 'create' },
    { row: 3, email: 'bob@example.nl', action: 'update', changes: ['name', 'phone'] },
    { row: 4, email: 'cat@example.nl', action: 'unchanged' },
  ],
  ['Geboortedatum'],
);

const withErrors = answer([
  { row: 2, email: 'ann@example.nl', action: 'create' },
  { row: 3, email: 'bob@example', action: 'error', errors: { email: 'Invalid email address' } },
  {
    row: 4,
    email: 'cat@example.nl',
    action: 'error',
    errors: { user_type: 'Unknown user type', level: 'Invalid level' },
  },
]);

const ok = (data: ImportAnswer): ApiAnswer => ({ body: { data } });

async function choose(file: File, user = userEvent.setup(), label = 'Member list (CSV or .xlsx)') {
  await user.upload(await screen.findByLabelText(label), file);
  return user;
}

describe('Import members', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

  it('is a button on Club Users for user managers, not for organisers', async () => {
    const list: ApiAnswer = { body: { data: [makeClubUser()], next_cursor: null, total: 1 } };
    const { unmount } = renderPage('/club-users', { api: { 'GET /api/club-users?limit=50': list } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Import members' }));
    expect(currentPath()).toBe('/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import members' })).toBeInTheDocument();
    unmount();

    renderPage('/club-users', { as: 'cluborganiser', api: { 'GET /api/club-users?limit=50': list } });
    await screen.findByRole('heading', { level: 1, name: 'Club Users' });
    expect(screen.queryByRole('link', { name: 'Import members' })).not.toBeInTheDocument();
  });

  it('is refused to organisers, who cannot manage users', async () => {
    renderPage('/import', { as: 'cluborganiser' });
    expect(await screen.findByRole('heading', { name: /access denied|no access/i })).toBeInTheDocument();
  });

  it('runs a dry run of the chosen file and shows what it would do', async () => {
    const pending = deferred<ApiAnswer>();
    const { server } = renderPage('/import', { api: { [DRY_RUN]: () => pending.promise } });
    const file = csv();
    await choose(file);

    expect(await screen.findByRole('status')).toHaveTextContent('Checking the file…');
    const [call] = server.callsTo(DRY_RUN);
    expect(call.body).toBe(file);
    expect(server.headersOf(call)['Content-Type']).toBe('text/csv');
    expect(server.headersOf(call)['Accept-Language']).toBe('en');
    pending.resolve(ok(clean));

    const preview = within(await screen.findByRole('region', { name: 'Preview of members.csv' }));
    const counts = Object.fromEntries(
      preview.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({ 'To add': '1', 'To update': '1', Unchanged: '1', Errors: '0' });
    expect(preview.getByText('These columns are not imported: Geboortedatum')).toBeInTheDocument();
    const rows = preview.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Row 2ann@example.nlAdd',
      'Row 3bob@example.nlUpdateChanges: Name, Phone',
      'Row 4cat@example.nlUnchanged',
    ]);
    expect(preview.queryByRole('checkbox', { name: 'Only rows with errors' })).not.toBeInTheDocument();
    expect(preview.getByRole('button', { name: 'Import 2 members' })).toBeEnabled();
    expect(server.callsTo(REAL_RUN)).toHaveLength(0);
  });

  it('sends an .xlsx workbook with its own type', async () => {
    const { server } = renderPage('/import', { api: { [DRY_RUN]: ok(clean) } });
    await choose(new File(['PK'], 'leden.xlsx', { type: '' }));
    await screen.findByRole('region', { name: 'Preview of leden.xlsx' });
    expect(server.headersOf(server.callsTo(DRY_RUN)[0])['Content-Type']).toBe(XLSX);
  });

  it('lists rows in error first with their messages, and keeps Import disabled', async () => {
    renderPage('/import', { api: { [DRY_RUN]: ok(withErrors) } });
    const user = await choose(csv());
    const preview = within(await screen.findByRole('region', { name: 'Preview of members.csv' }));

    const rows = () =>
      preview
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      'Row 3bob@exampleErrorEmail: Invalid email address',
      'Row 4cat@example.nlErrorUser type: Unknown user typeLevel: Invalid level',
      'Row 2ann@example.nlAdd',
    ]);
    const importButton = preview.getByRole('button', { name: 'Import 1 member' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(
      '2 rows have errors. Correct them in the file and choose the file again: nothing is imported while any row is in error.',
    );

    await user.click(preview.getByRole('checkbox', { name: 'Only rows with errors' }));
    expect(rows()).toHaveLength(2);
  });

  it('draws the first 200 rows of a long file, and the rest on request', async () => {
    const many = answer(
      Array.from({ length: 250 }, (_, i) => ({
        row: i + 2,
        email: `m${i}@example.nl`,
        action: 'create' as const,
      })),
    );
    renderPage('/import', { api: { [DRY_RUN]: ok(many) } });
    const user = await choose(csv());
    const table = await screen.findByRole('table', { name: 'Rows of the file, rows with errors first' });
    // Counted with a selector: role queries over hundreds of rows are slow on a busy machine.
    const bodyRows = () => table.querySelectorAll('tbody tr');
    expect(bodyRows()).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: 'Show all 250 rows' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(250));
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('imports a clean file, shows the result and refreshes the club’s users', async () => {
    const LIST = 'GET /api/club-users?limit=50';
    const { server } = renderPage('/club-users', {
      api: {
        [LIST]: { body: { data: [makeClubUser()], next_cursor: null, total: 1 } },
        [DRY_RUN]: ok(clean),
        [REAL_RUN]: ok(clean),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Import members' }));
    const file = csv();
    await choose(file, user);
    await user.click(await screen.findByRole('button', { name: 'Import 2 members' }));

    const result = await screen.findByRole('status', { name: 'Import finished' });
    expect(result).toHaveTextContent('1 added, 1 updated, 1 unchanged.');
    const [call] = server.callsTo(REAL_RUN);
    expect(call.body).toBe(file);
    expect(server.headersOf(call)['Content-Type']).toBe('text/csv');
    // The list read before the import (fresh for minutes) is read again at once.
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));

    await user.click(within(result).getByRole('link', { name: 'Go to Club Users' }));
    expect(currentPath()).toBe('/club-users');
  });

  it('invites everyone created only when asked to', async () => {
    const INVITING_RUN = 'POST /api/club-users/import?invite=true';
    const { server } = renderPage('/import', {
      api: { [DRY_RUN]: ok(clean), [INVITING_RUN]: ok(clean) },
    });
    const user = await choose(csv());
    const preview = within(await screen.findByRole('region', { name: 'Preview of members.csv' }));
    const invite = preview.getByRole('checkbox', { name: 'Invite the member added' });
    expect(invite).not.toBeChecked();
    expect(invite).toHaveAccessibleDescription('Each is e-mailed a link to sign in, valid for 7 days.');
    await user.click(invite);
    await user.click(preview.getByRole('button', { name: 'Import 2 members' }));
    await screen.findByRole('status', { name: 'Import finished' });
    expect(server.callsTo(INVITING_RUN)).toHaveLength(1);
    expect(server.callsTo(REAL_RUN)).toHaveLength(0);
  });

  it('offers no invitation when a file adds nobody', async () => {
    renderPage('/import', {
      api: {
        [DRY_RUN]: ok(answer([{ row: 2, email: 'bob@example.nl', action: 'update', changes: ['name'] }])),
      },
    });
    await choose(csv());
    await screen.findByRole('button', { name: 'Import 1 member' });
    expect(screen.queryByRole('checkbox', { name: /^Invite/ })).not.toBeInTheDocument();
  });

  it('says there is nothing to import when everyone is up to date', async () => {
    renderPage('/import', {
      api: { [DRY_RUN]: ok(answer([{ row: 2, email: 'cat@example.nl', action: 'unchanged' }])) },
    });
    await choose(csv());
    const button = await screen.findByRole('button', { name: 'Import' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Everyone in this file is already up to date: there is nothing to import.',
    );
  });

  it('shows the rows of a real run the server refused', async () => {
    renderPage('/import', {
      api: {
        [DRY_RUN]: ok(clean),
        [REAL_RUN]: {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The import has rows in error; nothing was stored',
            data: withErrors,
          },
        },
      },
    });
    const user = await choose(csv());
    await user.click(await screen.findByRole('button', { name: 'Import 2 members' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: The import has rows in error; nothing was stored',
    );
    expect(screen.getByRole('button', { name: 'Import 1 member' })).toBeDisabled();
    expect(screen.getByRole('table')).toHaveTextContent('Email: Invalid email address');
  });

  it.each([
    [415, 'Send a CSV file or an Excel workbook (.xlsx)'],
    [413, 'The file is too large'],
    [409, 'An import is already running. Try again when it has finished'],
    [503, 'The server is busy. Try again in a moment'],
  ])('shows the server’s message when the dry run answers %i', async (status, message) => {
    renderPage('/import', { api: { [DRY_RUN]: apiError(status, message) } });
    await choose(csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(`The file could not be checked: ${message}`);
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('refuses a file of another type, an empty one and one over the limit before sending', async () => {
    const { server } = renderPage('/import');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Member list (CSV or .xlsx)');

    await user.upload(input, new File(['x'], 'members.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a CSV file or an Excel workbook (.xlsx).',
    );
    await user.upload(input, new File([], 'members.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is empty.');
    const big = new File(['x'], 'members.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_LIMITS.bytes + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 2 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(DRY_RUN)).toHaveLength(0);
  });

  it('says it all in Dutch for a Dutch reader, who is sent messages in Dutch', async () => {
    const { server } = renderPage('/import', {
      session: { body: { ...sessionOf('clubadmin'), user: { ...userOf('clubadmin'), locale: 'nl' } } },
      api: { [DRY_RUN]: ok(withErrors) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leden importeren' })).toBeInTheDocument();
    await choose(csv(), userEvent.setup(), 'Ledenlijst (CSV of .xlsx)');
    const preview = within(await screen.findByRole('region', { name: 'Voorbeeld van members.csv' }));
    expect(preview.getByRole('button', { name: '1 lid importeren' })).toBeDisabled();
    expect(preview.getByRole('checkbox', { name: 'Alleen rijen met fouten' })).toBeInTheDocument();
    expect(server.headersOf(server.callsTo(DRY_RUN)[0])['Accept-Language']).toBe('nl');
  });
});
