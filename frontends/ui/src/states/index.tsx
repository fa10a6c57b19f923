import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../cx';
import '../theme/tokens.css';
import './states.css';

/** A message in the flow of the page: a failed load (error), a missing thing (warning), a note. */
export function Alert({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'warning' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`cs-alert cs-alert--${kind}`} role={kind === 'info' ? 'note' : 'alert'}>
      <span className="cs-alert__icon" aria-hidden>
        {kind === 'info' ? 'i' : '!'}
      </span>
      <div>{children}</div>
    </div>
  );
}

/** No rows: a title, a line of explanation and, when allowed, the way to add the first one. */
export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon?: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <div className="cs-empty">
      {icon ? <span className="cs-empty__icon">{icon}</span> : null}
      <p className="cs-empty__title">{title}</p>
      <p className="cs-empty__body">{body}</p>
      {action}
    </div>
  );
}

/** A polite loading indicator; the label is read out, or shown. */
export function Spinner({
  label,
  showLabel = false,
  inline = false,
}: {
  label?: string;
  showLabel?: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cx('cs-spinner', inline && 'cs-spinner--inline')} role="status">
      <span className="cs-spinner__circle" aria-hidden />
      <span className={showLabel ? undefined : 'cs-visually-hidden'}>{label ?? t('loading')}</span>
    </div>
  );
}

/** A placeholder bar (text, a button, a logo) while data loads. */
export function Skeleton({
  width,
  height,
  className,
  testId,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={cx('cs-skeleton', className)}
      style={{ width, height }}
      data-testid={testId}
      aria-hidden
    />
  );
}

/** Placeholder lines for a whole block (a form, a detail page), announced by its label. */
export function SkeletonBlock({
  label,
  lines = 6,
  testId,
}: {
  label: string;
  lines?: number;
  testId?: string;
}) {
  return (
    <div className="cs-skeleton-block" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={`${[38, 92, 76, 88, 64, 80][i % 6]}%`} testId={testId} />
      ))}
    </div>
  );
}
