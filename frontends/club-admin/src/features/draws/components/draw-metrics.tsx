import { intlLocale, type EventDrawMetrics } from '@courtside/core';
import { useTranslation } from 'react-i18next';

/**
 * How good the draw is, as the organiser weighs it: repeated partners, how close the levels on a
 * court and the two teams are (in speelsterkte steps), sit-outs, and opponents met most often.
 */
export function DrawMetrics({ metrics }: { metrics: EventDrawMetrics }) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'metrics' });
  const steps = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const items = [
    { key: 'partnerRepeats', value: String(metrics.partner_repeats), good: metrics.partner_repeats === 0 },
    { key: 'courtSpread', value: steps.format(metrics.mean_court_spread) },
    { key: 'teamImbalance', value: steps.format(metrics.mean_team_imbalance) },
    {
      key: 'sitOuts',
      value:
        metrics.sit_out_min === metrics.sit_out_max
          ? String(metrics.sit_out_max)
          : `${metrics.sit_out_min}–${metrics.sit_out_max}`,
      good: metrics.sit_out_max - metrics.sit_out_min <= 1,
    },
    { key: 'opponents', value: String(metrics.max_opponent_meetings) },
  ];
  return (
    <dl className="csa-metrics" aria-label={t('label')}>
      {items.map((item) => (
        <div key={item.key} className={item.good === false ? 'csa-metric csa-metric--bad' : 'csa-metric'}>
          <dt>{t(`${item.key}.label`)}</dt>
          <dd>
            <span className="csa-metric__value">{item.value}</span>
            <span className="csa-metric__hint">{t(`${item.key}.hint`)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
