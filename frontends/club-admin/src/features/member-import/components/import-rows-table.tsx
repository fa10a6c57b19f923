import type { ImportRow } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { Cell, DataTable, type Column } from '@courtside/ui/table';
import { Tag, type Tone } from '@courtside/ui/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Rows drawn at first: a file may hold 5,000, and drawing them all at once would hold a phone's
 * main thread for seconds; the rows in error come first, so these are the ones to read.
 */
export const ROWS_SHOWN = 200;

const ACTION_TONES: Record<ImportRow['action'], Tone> = {
  create: 'success',
  update: 'info',
  unchanged: 'neutral',
  error: 'danger',
};

/**
 * The file's rows as the import would treat them: the row number as the spreadsheet shows it,
 * the e-mail, what happens (a badge) and the fields it changes or the messages per field that
 * stop it. On a phone each row is a card.
 */
export function ImportRowsTable({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'memberImport' });
  const [row, email, action, details]: Column[] = [
    { key: 'row', label: t('columns.row') },
    { key: 'email', label: t('columns.email') },
    { key: 'action', label: t('columns.action') },
    { key: 'details', label: t('columns.details') },
  ];
  const field = (name: string) => t(`fields.${name}`, { defaultValue: name });
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, ROWS_SHOWN);
  return (
    <div className="csa-import-rows">
      <DataTable caption={t('tableLabel')} columns={[row, email, action, details]}>
        {shown.map((r) => (
          <tr key={r.row}>
            <Cell column={row} header>
              {/* "Row" is read out everywhere, and shown on a phone, where the card has no column header. */}
              <span className="csa-import-rows__label">{t('columns.row')} </span>
              {r.row}
            </Cell>
            <Cell column={email}>
              {r.email ? (
                <span className="csa-import-rows__email">{r.email}</span>
              ) : (
                <span className="csa-muted">{t('noEmail')}</span>
              )}
            </Cell>
            <Cell column={action}>
              <Tag tone={ACTION_TONES[r.action]}>{t(`actions.${r.action}`)}</Tag>
            </Cell>
            <Cell column={details}>
              {r.errors && Object.keys(r.errors).length > 0 ? (
                <ul className="csa-import-rows__errors">
                  {Object.entries(r.errors).map(([name, message]) => (
                    <li key={name}>
                      <strong>{field(name)}:</strong> {message}
                    </li>
                  ))}
                </ul>
              ) : r.changes && r.changes.length > 0 ? (
                t('changes', { fields: r.changes.map(field).join(', ') })
              ) : null}
            </Cell>
          </tr>
        ))}
      </DataTable>
      {shown.length < rows.length ? (
        <p className="csa-note">
          <Button onClick={() => setAll(true)}>{t('showAll', { count: rows.length })}</Button>
        </p>
      ) : null}
    </div>
  );
}
