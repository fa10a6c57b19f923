import { RELIABILITY_DAYS } from '@courtside/domain';
import { Figures } from '@courtside/ui/figures';
import { Card } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import '@/i18n-settings';
import './profile.css';
import { useMyReliability } from '../api/get-my-reliability';

/**
 * One's own reliability on the profile page (API.md section 14): evenings attended, late
 * cancellations and no-shows over the last 90 days. Only the person sees their own; the card
 * waits quietly while it loads and stays away if it cannot load (it is not needed to use the page).
 */
export function MyReliability() {
  const { t } = useTranslation('member-settings', { keyPrefix: 'reliability' });
  const reliability = useMyReliability();
  if (!reliability.data) return null;
  const { attended, late_cancels, no_shows } = reliability.data;
  return (
    <Card as="section" className="csm-rights" aria-labelledby="csm-reliability-title">
      <h2 id="csm-reliability-title" className="csm-rights__title">
        {t('title')}
      </h2>
      <p className="csm-rights__body">{t('body', { days: RELIABILITY_DAYS })}</p>
      <Figures
        figures={[
          { id: 'attended', label: t('attended'), value: attended },
          { id: 'late-cancels', label: t('lateCancels'), value: late_cancels },
          { id: 'no-shows', label: t('noShows'), value: no_shows },
        ]}
      />
    </Card>
  );
}
