import type { ImportAnswer } from '@courtside/core';
import { Button, ButtonLink } from '@courtside/ui/button';
import { CheckIcon } from '@courtside/ui/icons';
import { useTranslation } from 'react-i18next';
import { CLUB_USERS_PATH } from '../utils/paths';

/** The import is done: what it did, the way back to the list, and another file. */
export function ImportResult({ answer, onAgain }: { answer: ImportAnswer; onAgain(): void }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'memberImport' });
  return (
    <section className="csa-import-result" role="status" aria-labelledby="import-result-title">
      <h2 id="import-result-title" className="cs-section-title">
        <span className="csa-import-result__icon" aria-hidden>
          <CheckIcon />
        </span>
        {t('doneTitle')}
      </h2>
      <p>
        {t('doneBody', { created: answer.created, updated: answer.updated, unchanged: answer.unchanged })}
      </p>
      <div className="csa-import-result__actions">
        <ButtonLink to={CLUB_USERS_PATH} variant="default">
          {t('toUsers')}
        </ButtonLink>
        <Button onClick={onAgain}>{t('importAnother')}</Button>
      </div>
    </section>
  );
}
