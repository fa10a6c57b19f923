import { intlLocale, type EventDrawMetrics } from '@courtside/core';
import { useTranslation } from 'react-i18next';

/**
 * How good the draw is, as the organiser weighs it: repeated partners, how close the levels on a
 * court and the two teams are (in speelsterkte steps), sit-outs, opponents met most often and
 * whether anyone was carried or outgunned all evening. Where a lower bound exists the metric shows
 * it as "best possible", with one line on why a draw at closer levels stays above it.
 */
export function DrawMetrics({ metrics }: { metrics: EventDrawMetrics }) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'metrics' });
  const steps = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const bounds = metrics.lower_bounds;
  const gap = metrics.partner_opponent_gap;
  const spread = metrics.sit_out_max - metrics.sit_out_min;
  const items: { key: string; value: string; good?: boolean; best?: string }[] = [
    {
      key: 'partnerRepeats',
      value: String(metrics.partner_repeats),
      good: metrics.partner_repeats === 0,
      best: bounds ? String(bounds.partner_repeats) : undefined,
    },
    { key: 'courtSpread', value: steps.format(metrics.mean_court_spread) },
    { key: 'teamImbalance', value: steps.format(metrics.mean_team_imbalance) },
    {
      key: 'sitOuts',
      value:
        metrics.sit_out_min === metrics.sit_out_max
          ? String(metrics.sit_out_max)
          : `${metrics.sit_out_min}–${metrics.sit_out_max}`,
      good: spread <= 1,
      best: bounds ? t(bounds.sit_out_spread === 0 ? 'sitOuts.even' : 'sitOuts.withinOne') : undefined,
    },
    {
      key: 'opponents',
      value: String(metrics.max_opponent_meetings),
      best: bounds ? String(bounds.max_opponent_meetings) : undefined,
    },
    ...(gap ? [{ key: 'fairness', value: steps.format(gap.mean_abs), best: undefined }] : []),
  ];
  return (
    <div className="csa-metrics-panel">
      <dl className="csa-metrics" aria-label={t('label')}>
        {items.map((item) => (
          <div key={item.key} className={item.good === false ? 'csa-metric csa-metric--bad' : 'csa-metric'}>
            <dt>{t(`${item.key}.label`)}</dt>
            <dd>
              <span className="csa-metric__value">{item.value}</span>
              {item.best !== undefined && (
                <span className="csa-metric__best">{t('best', { value: item.best })}</span>
              )}
              <span className="csa-metric__hint">
                {item.key === 'fairness' && gap
                  ? t('fairness.hint', { max: steps.format(gap.max) })
                  : t(`${item.key}.hint`)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {bounds && <p className="csa-metrics__trade">{t('trade')}</p>}
    </div>
  );
}
