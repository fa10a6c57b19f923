import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../theme/tokens.css';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
  /** Rendered only while the tab is selected (its queries start when it is opened). */
  render(): ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between
 * tabs, Tab moves into the panel.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
}) {
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[e.key] ?? null;
    if (next === null) return;
    e.preventDefault();
    onSelect(items[next].key);
    tabs.current[next]?.focus();
  }

  return (
    <div className="cs-tabs">
      <div role="tablist" aria-label={label} className="cs-tabs__list">
        {items.map((item, index) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(item.key)}
              tabIndex={active ? 0 : -1}
              className={active ? 'cs-tabs__tab cs-tabs__tab--active' : 'cs-tabs__tab'}
              onClick={() => onSelect(item.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.icon ? <span aria-hidden>{item.icon}</span> : null}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.key === selected;
        return (
          <div
            key={item.key}
            id={panelId(item.key)}
            role="tabpanel"
            aria-labelledby={tabId(item.key)}
            tabIndex={0}
            hidden={!active}
            className="cs-tabs__panel"
          >
            {active ? item.render() : null}
          </div>
        );
      })}
    </div>
  );
}
