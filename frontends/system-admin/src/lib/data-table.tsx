import type { ReactNode } from 'react';

/** SPEC.md section 9 gives five skeleton rows for the users table; the console's tables match it. */
export const SKELETON_ROWS = 5;

export interface Column {
  key: string;
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Visually hidden header (an actions column). */
  hideLabel?: boolean;
}

/**
 * A native table (antd's Table would weigh more than the whole console). Below 640 px each row
 * becomes a small card, each cell labelled from `data-label`, so nothing scrolls sideways.
 */
export function DataTable({
  caption,
  columns,
  children,
  busy = false,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="cssa-table-wrap">
      <table className="cssa-table" aria-busy={busy || undefined}>
        <caption className="cssa-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'cssa-table__num' : undefined}
                data-column={column.key}
              >
                {column.hideLabel ? (
                  <span className="cssa-visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A body cell, labelled for the phone layout. */
export function Cell({
  column,
  children,
  header = false,
}: {
  column: Column;
  children: ReactNode;
  /** The row's name: a row header for assistive technology. */
  header?: boolean;
}) {
  const props = {
    'data-label': column.hideLabel ? undefined : column.label,
    'data-column': column.key,
    className: column.numeric ? 'cssa-table__num' : undefined,
  };
  return header ? (
    <th scope="row" {...props}>
      {children}
    </th>
  ) : (
    <td {...props}>{children}</td>
  );
}

/** Five rows of placeholder bars while the table loads. */
export function SkeletonRows({ columns, testId }: { columns: Column[]; testId: string }) {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <tr key={row} data-testid={testId} className="cssa-table__skeleton-row">
          {columns.map((column, i) => (
            <td
              key={column.key}
              data-column={column.key}
              className={column.numeric ? 'cssa-table__num' : undefined}
            >
              <span
                className="cssa-skeleton"
                style={{ width: column.numeric ? '2.5em' : `${[70, 55, 80, 45][(row + i) % 4]}%` }}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
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
    <div className="cssa-empty">
      {icon ? (
        <span className="cssa-empty__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      <p className="cssa-empty__title">{title}</p>
      <p className="cssa-empty__body">{body}</p>
      {action}
    </div>
  );
}
