import type { ReactNode } from 'react';
import { Skeleton } from '@courtside/ui/states';
import { cx } from '../cx';
import '../theme/tokens.css';
import './table.css';

export interface Column {
  key: string;
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Visually hidden header (an actions column). */
  hideLabel?: boolean;
  /** Right-aligned buttons; in the card layout a row along the card's bottom. */
  actions?: boolean;
  /**
   * A sortable column: its header is a button that asks for this order (or its reverse), and
   * says which order the rows are in (`aria-sort`). The card layout has no headers: a page that
   * sorts offers the same choice outside the table too.
   */
  sort?: { direction: 'ascending' | 'descending' | 'none'; onSort(): void; label: string };
}

/**
 * A native table (antd's Table would bring pagination and ~90 KB gzipped). Below 960px (a phone,
 * a tablet, a laptop at 200% zoom) each row becomes a card: its first cell the title, every other
 * cell labelled from its column, its buttons wrapping along the bottom, so none is ever cut off.
 */
export function DataTable({
  caption,
  columns,
  busy = false,
  children,
}: {
  /** The table's name for assistive technology (not shown). */
  caption: string;
  columns: readonly Column[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="cs-table-wrap">
      <table className="cs-table" aria-busy={busy || undefined}>
        <caption className="cs-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column)}
                aria-sort={
                  column.sort && column.sort.direction !== 'none' ? column.sort.direction : undefined
                }
              >
                {column.sort ? (
                  // The arrow is drawn by CSS from aria-sort, so the header's text stays its label.
                  <button
                    type="button"
                    className="cs-table__sort"
                    onClick={column.sort.onSort}
                    title={column.sort.label}
                  >
                    {column.label}
                  </button>
                ) : column.hideLabel ? (
                  <span className="cs-visually-hidden">{column.label}</span>
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

const cellClass = (column: Column) =>
  cx(column.numeric && 'cs-table__num', column.actions && 'cs-table__actions') || undefined;

/** A body cell, labelled for the phone layout; `header` makes it the row's header (its name). */
export function Cell({
  column,
  header = false,
  children,
}: {
  column: Column;
  header?: boolean;
  children: ReactNode;
}) {
  // As cards, every cell but the row's name and its buttons says which column it is.
  const props = {
    'data-label': column.hideLabel || column.actions ? undefined : column.label,
    className: cellClass(column),
  };
  return header ? (
    <th scope="row" {...props}>
      {children}
    </th>
  ) : (
    <td {...props}>{children}</td>
  );
}

/** Placeholder rows while the table loads (SPEC.md section 9: five for the users table). */
export function SkeletonRows({
  columns,
  rows = 5,
  testId,
}: {
  columns: readonly Column[];
  rows?: number;
  testId: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} data-testid={testId} className="cs-table__skeleton-row" aria-hidden>
          {columns.map((column, i) => (
            <td key={column.key} className={cellClass(column)}>
              <Skeleton width={column.numeric ? '2.5em' : `${[70, 55, 80, 45][(row + i) % 4]}%`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A row's buttons. */
export function RowActions({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('cs-row-actions', className)} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
