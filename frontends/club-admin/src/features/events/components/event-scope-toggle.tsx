import { Button } from '@courtside/ui/button';
import { useTranslation } from 'react-i18next';
import type { EventScope } from '../api/get-events';

const SCOPES: EventScope[] = ['upcoming', 'past'];

/** Upcoming or past events (GET /api/events?scope=past): two toggle buttons. */
export function EventScopeToggle({
  value,
  onChange,
}: {
  value: EventScope;
  onChange(scope: EventScope): void;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'events' });
  return (
    <div className="csa-segmented" role="group" aria-label={t('scopeLabel')}>
      {SCOPES.map((scope) => (
        <Button
          key={scope}
          size="sm"
          variant={value === scope ? 'secondary' : 'ghost'}
          aria-pressed={value === scope}
          onClick={() => onChange(scope)}
        >
          {t(scope)}
        </Button>
      ))}
    </div>
  );
}
