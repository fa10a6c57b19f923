import { activeLocale } from '@courtside/core';
import { IMPORT_LIMITS } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkImportFile,
  IMPORT_ACCEPT,
  IMPORT_MAX_MB,
  type ImportFile,
  type ImportFileProblem,
} from '../utils/import-file';
import { sampleCsv, sampleFileName } from '../utils/sample-csv';

/**
 * Step 1: the member list to read. A file the server would refuse for its type or size is
 * refused here at once, with the reason; anything else is handed on for the dry run.
 */
export function ImportFilePicker({
  problem,
  onProblem,
  onFile,
  disabled,
}: {
  problem: ImportFileProblem | null;
  onProblem(problem: ImportFileProblem | null): void;
  onFile(file: ImportFile): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'memberImport' });
  const id = useId();
  const choose = (file: File | undefined) => {
    if (!file) return;
    const checked = checkImportFile(file);
    if ('problem' in checked) onProblem(checked.problem);
    else {
      onProblem(null);
      onFile(checked);
    }
  };
  return (
    <div className="csa-import-picker">
      <label htmlFor={`${id}-file`} className="cs-field__label">
        {t('fileLabel')}
      </label>
      <p id={`${id}-hint`} className="cs-field__hint">
        {t('fileHint', { mb: IMPORT_MAX_MB, rows: IMPORT_LIMITS.rows.toLocaleString(activeLocale()) })}
      </p>
      <input
        id={`${id}-file`}
        className="csa-import-picker__input"
        type="file"
        accept={IMPORT_ACCEPT}
        disabled={disabled}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          // Choosing the same file again (after correcting it) must read it again.
          e.target.value = '';
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="cs-field__error" role="alert">
          {t(`problems.${problem}`, { mb: IMPORT_MAX_MB })}
        </p>
      ) : null}
      <p className="csa-import-picker__sample">
        <Button variant="link" onClick={downloadSample}>
          {t('sample')}
        </Button>
        <span className="csa-muted">{t('sampleHint')}</span>
      </p>
    </div>
  );
}

/** The sample is made in the browser, in the language on screen: nothing to fetch or keep. */
function downloadSample() {
  const locale = activeLocale();
  const url = URL.createObjectURL(new Blob([sampleCsv(locale)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = sampleFileName(locale);
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled: some browsers start the download only then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
