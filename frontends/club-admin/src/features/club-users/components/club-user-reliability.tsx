import type { Reliability } from '@courtside/core';
import { RELIABILITY_DAYS } from '@courtside/domain';
import { Figures } from '@courtside/ui/figures';
import { useTranslation } from 'react-i18next';

/**
 * A person's reliability on their club-user page (API.md section 14), for user managers: the
 * server sends it only to them, so nothing shows for anyone else.
 */
export function ClubUserReliability({ reliability }: { reliability?: Reliability }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'userForm.reliability' });
  if (!reliability) return null;
  return (
    <section className="csa-reliability" aria-labelledby="csa-reliability-title">
      <h2 id="csa-reliability-title" className="csa-reliability__title">
        {t('title')}
      </h2>
      <p className="csa-note csa-muted">{t('body', { days: RELIABILITY_DAYS })}</p>
      <Figures
        figures={[
          { id: 'attended', label: t('attended'), value: reliability.attended },
          { id: 'late-cancels', label: t('lateCancels'), value: reliability.late_cancels },
          { id: 'no-shows', label: t('noShows'), value: reliability.no_shows },
        ]}
      />
    </section>
  );
}
