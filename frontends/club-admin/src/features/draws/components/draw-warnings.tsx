import type { EventDraw } from '@courtside/core';
import { Alert } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useWarningText } from '../utils/warning-text';

/** Rule breaches the draw could not avoid or a hand edit made: said in words, round by round. */
export function DrawWarnings({ draw }: { draw: EventDraw }) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'warnings' });
  const text = useWarningText(draw);
  const warnings = draw.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert kind="warning">
      <p className="csa-warnings__title">{t('title', { count: warnings.length })}</p>
      <ul className="csa-warnings">
        {warnings.map((warning, i) => (
          <li key={`${warning.code}-${warning.round ?? 0}-${i}`}>{text(warning)}</li>
        ))}
      </ul>
    </Alert>
  );
}
