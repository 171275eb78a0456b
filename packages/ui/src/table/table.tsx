import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton/skeleton';

export type SortDirection = 'ascending' | 'descending';
export type TableSort = { column: string; direction: SortDirection };

export type TableColumn<Row> = {
  key: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** Shows a sort button in the header; sorting itself is the caller's (often the server's). */
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Classes for this column's cells (widths, nowrap). */
  className?: string;
};

export type TableProps<Row> = {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  getRowKey: (row: Row) => string;
  /** Names the table (visible caption, also the name of its scroll region). */
  caption: React.ReactNode;
  hideCaption?: boolean;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Spoken name of a sort button: (header, next direction) => text. */
  sortLabel?: (header: string, next: SortDirection) => string;
  loading?: boolean;
  /** Rows of placeholders while loading. */
  loadingRows?: number;
  loadingLabel?: string;
  /** Shown in place of rows when there are none (an EmptyState). */
  empty?: React.ReactNode;
  className?: string;
};

/**
 * A data table with sortable columns, loading and empty states. On narrow screens it scrolls
 * sideways inside a focusable region, so keyboard users can scroll it too.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  sort,
  onSortChange,
  sortLabel = (header, next) => `Sort by ${header}, ${next}`,
  loading = false,
  loadingRows = 3,
  loadingLabel = 'Loading',
  empty,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <section
      data-slot="table"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      tabIndex={0}
      className={cn('lm:w-full lm:overflow-x-auto lm:rounded-lg lm:border lm:border-border', className)}
    >
      <table aria-busy={loading || undefined} className="lm:w-full lm:border-collapse lm:text-sm">
        <caption
          id={captionId}
          className={cn('lm:p-3 lm:text-start lm:font-semibold', hideCaption && 'lm:sr-only')}
        >
          {caption}
        </caption>
        <thead className="lm:bg-muted">
          <tr>
            {columns.map((column) => {
              const active = sort?.column === column.key ? sort.direction : undefined;
              const next: SortDirection = active === 'ascending' ? 'descending' : 'ascending';
              const SortIcon =
                active === 'ascending' ? ArrowUp : active === 'descending' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (active ?? 'none') : undefined}
                  className={cn(
                    'lm:whitespace-nowrap lm:px-3 lm:py-2 lm:font-medium lm:text-muted-foreground',
                    column.align === 'end' ? 'lm:text-end' : 'lm:text-start',
                  )}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange({ column: column.key, direction: next })}
                      aria-label={sortLabel(
                        typeof column.header === 'string' ? column.header : column.key,
                        next,
                      )}
                      className="lm:-mx-1 lm:inline-flex lm:items-center lm:gap-1 lm:rounded-sm lm:px-1 lm:hover:text-foreground"
                    >
                      {column.header}
                      <SortIcon aria-hidden="true" className="lm:size-3.5" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <tr key={index} className="lm:border-t lm:border-border">
                {columns.map((column, columnIndex) => (
                  <td key={column.key} className="lm:px-3 lm:py-3">
                    {index === 0 && columnIndex === 0 ? (
                      <span className="lm:sr-only">{loadingLabel}</span>
                    ) : null}
                    <Skeleton className="lm:h-4 lm:w-full lm:max-w-32" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr className="lm:border-t lm:border-border">
              <td colSpan={columns.length} className="lm:p-4">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)} className="lm:border-t lm:border-border lm:hover:bg-muted/50">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'lm:px-3 lm:py-2.5 lm:align-middle',
                      column.align === 'end' && 'lm:text-end',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
