import type { ImportAnswer, ImportRow } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { CheckboxField } from '@courtside/ui/form';
import { Alert, EmptyState } from '@courtside/ui/states';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportRowsTable } from './import-rows-table';

/** Rows in error first (they are what needs doing), each group in the file's order. */
const errorsFirst = (rows: readonly ImportRow[]) =>
  [...rows].sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row);

/**
 * Step 2: what the import would do. The counts, the columns it would not read, and the rows.
 * With any row in error the Import button stays disabled and says why: the server would store
 * nothing anyway (a real run is all or nothing).
 */
export function ImportPreview({
  fileName,
  answer,
  importing,
  onImport,
}: {
  fileName: string;
  answer: ImportAnswer;
  importing: boolean;
  /** `invite`: everyone the run creates is sent an invitation. */
  onImport(invite: boolean): void;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'memberImport' });
  const [onlyErrors, setOnlyErrors] = useState(false);
  // Asked, not assumed: a club may load its list well before it wants anyone mailed.
  const [invite, setInvite] = useState(false);
  const sorted = useMemo(() => errorsFirst(answer.rows), [answer.rows]);
  const hasErrors = answer.error_count > 0;
  const rows = hasErrors && onlyErrors ? sorted.filter((row) => row.action === 'error') : sorted;
  const toImport = answer.created + answer.updated;
  const counts = [
    { key: 'create', value: answer.created },
    { key: 'update', value: answer.updated },
    { key: 'unchanged', value: answer.unchanged },
    { key: 'error', value: answer.error_count },
  ] as const;

  return (
    <section className="csa-import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" className="cs-section-title">
        {t('previewTitle', { name: fileName })}
      </h2>
      <p className="csa-muted">{t('previewNote')}</p>
      <dl className="csa-import-counts">
        {counts.map(({ key, value }) => (
          // Errors stand out in red only when there are some.
          <div
            key={key}
            className={
              key === 'error' && value > 0 ? 'csa-import-count csa-import-count--error' : 'csa-import-count'
            }
          >
            <dt>{t(`counts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {answer.ignored_columns.length > 0 ? (
        <Alert kind="info">{t('ignoredColumns', { columns: answer.ignored_columns.join(', ') })}</Alert>
      ) : null}
      {answer.rows.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          {!hasErrors && answer.created > 0 ? (
            <CheckboxField
              name="invite-created"
              label={t('inviteCreated', { count: answer.created })}
              hint={t('inviteCreatedHint')}
              checked={invite}
              onChange={(e) => setInvite(e.target.checked)}
            />
          ) : null}
          <div className="csa-import-actions">
            {hasErrors ? (
              <p id="import-blocked" className="csa-import-actions__why">
                {t('fixErrors', { count: answer.error_count })}
              </p>
            ) : toImport === 0 ? (
              <p id="import-blocked" className="csa-import-actions__why">
                {t('nothingToImport')}
              </p>
            ) : null}
            <Button
              variant="default"
              loading={importing}
              disabled={hasErrors || toImport === 0}
              aria-describedby={hasErrors || toImport === 0 ? 'import-blocked' : undefined}
              onClick={() => onImport(invite && answer.created > 0)}
            >
              {importing
                ? t('importing')
                : toImport === 0
                  ? t('importNone')
                  : t('importButton', { count: toImport })}
            </Button>
          </div>
          {hasErrors ? (
            <CheckboxField
              name="only-errors"
              label={t('onlyErrors')}
              checked={onlyErrors}
              onChange={(e) => setOnlyErrors(e.target.checked)}
            />
          ) : null}
          {/* The filter starts the list again from its first rows. */}
          <ImportRowsTable key={String(onlyErrors)} rows={rows} />
        </>
      )}
    </section>
  );
}
