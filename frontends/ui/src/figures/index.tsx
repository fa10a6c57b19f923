import type { ReactNode } from 'react';
import { cx } from '../cx';
import '../theme/tokens.css';
import './figures.css';

export interface Figure {
  /** Stable among the figures (a React key). */
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * A few figures side by side, each a large number over its label ('3 / Evenings attended'), as
 * a description list: read aloud label first, then the number.
 */
export function Figures({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cx('cs-figures', className)}>
      {figures.map((figure) => (
        <div key={figure.id}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
