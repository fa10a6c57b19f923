import { BackLink } from '@courtside/ui/back-link';
import { PageHeader } from '@courtside/ui/page';
import { Alert, Spinner } from '@courtside/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportRefused, useImportMembers, useImportPreview } from '../api/import-members';
import type { ImportFile, ImportFileProblem } from '../utils/import-file';
import { CLUB_USERS_PATH } from '../utils/paths';
import { ImportFilePicker } from './import-file-picker';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';

/**
 * Importing a member list (API.md section 12): choose a file, see what a dry run says it would
 * do, then import it. The real run sends the same file again and the server checks everything
 * again; if the club's members changed in between and a row is now in error, the refused run's
 * rows replace the preview.
 */
export function ImportMembersView() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'memberImport' });
  const [chosen, setChosen] = useState<ImportFile | null>(null);
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);
  // Each file checked (and each refused run) is a new preview: filter and rows shown start over.
  const [checks, setChecks] = useState(0);
  const preview = useImportPreview();
  const run = useImportMembers();

  const check = (file: ImportFile) => {
    setChosen(file);
    setChecks((n) => n + 1);
    run.reset();
    preview.mutate(file);
  };
  // A new start (or a refused file) clears what the previous file showed.
  const startOver = (next: ImportFileProblem | null = null) => {
    setChosen(null);
    setProblem(next);
    preview.reset();
    run.reset();
  };
  const refused = run.error instanceof ImportRefused ? run.error : null;
  const answer = refused?.answer ?? preview.data;

  return (
    <section className="csa-import">
      <BackLink to={CLUB_USERS_PATH}>{t('backToUsers')}</BackLink>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {run.isSuccess ? (
        <ImportResult answer={run.data} onAgain={() => startOver()} />
      ) : (
        <>
          <ImportFilePicker
            problem={problem}
            onProblem={(next) => (next ? startOver(next) : setProblem(null))}
            onFile={check}
            disabled={preview.isPending || run.isPending}
          />
          {preview.isPending ? <Spinner label={t('checking')} showLabel /> : null}
          {preview.isError ? <Alert>{t('checkFailed', { message: preview.error.message })}</Alert> : null}
          {run.isError ? (
            <Alert>
              {refused
                ? t('refused', { message: refused.message })
                : t('importFailed', { message: run.error.message })}
            </Alert>
          ) : null}
          {chosen && answer && !preview.isPending ? (
            <ImportPreview
              key={`${checks}-${refused ? 'refused' : 'checked'}`}
              fileName={chosen.file.name}
              answer={answer}
              importing={run.isPending}
              onImport={(invite) => run.mutate({ file: chosen, invite })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
