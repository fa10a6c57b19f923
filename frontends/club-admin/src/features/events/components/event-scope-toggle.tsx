import { TEXT } from '@/texts';
import type { EventScope } from '../api/get-events';

const SCOPES: { key: EventScope; label: string }[] = [
  { key: 'upcoming', label: TEXT.events.upcoming },
  { key: 'past', label: TEXT.events.past },
];

/** Upcoming or past events (GET /api/events?scope=past): two toggle buttons. */
export function EventScopeToggle({
  value,
  onChange,
}: {
  value: EventScope;
  onChange(scope: EventScope): void;
}) {
  return (
    <div className="csa-segmented" role="group" aria-label={TEXT.events.scopeLabel}>
      {SCOPES.map((scope) => (
        <button
          key={scope.key}
          type="button"
          aria-pressed={value === scope.key}
          className={
            value === scope.key ? 'csa-segmented__item csa-segmented__item--on' : 'csa-segmented__item'
          }
          onClick={() => onChange(scope.key)}
        >
          {scope.label}
        </button>
      ))}
    </div>
  );
}
