import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type * as React from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
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
  /**
   * The card's title when the table is shown as cards (a narrow container): full width, without its
   * header beside it. The first column when no column says so.
   */
  primary?: boolean;
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
  /**
   * In a container narrower than 42rem: `cards` (default) shows each row as a card, every value under
   * its header's name and the sortable headers as a row of sort buttons above; `scroll` keeps the
   * table and scrolls it sideways. It stays one table for assistive technology either way.
   */
  narrow?: 'cards' | 'scroll';
  className?: string;
};

/** A row as a card, in a container narrower than 42rem. */
const cardRowClasses =
  'lm:@max-2xl:block lm:@max-2xl:rounded-lg lm:@max-2xl:border lm:@max-2xl:border-border lm:@max-2xl:p-3 lm:@max-2xl:hover:bg-transparent';

/**
 * Whether the element's content is wider than its box (it scrolls sideways), measured again whenever
 * the box or its first child (the table) changes size. False until measured, and on the server.
 */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A data table with sortable columns, loading and empty states. In a narrow container (a phone) its
 * rows become cards; with `narrow="scroll"` it scrolls sideways inside a region instead. Whenever the
 * region does scroll sideways (a wide table in a narrow place) it is a tab stop, so keyboard users can
 * scroll it too; when nothing scrolls (the cards, a table that fits) it is not, so Tab does not stop
 * on a region that does nothing.
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
  narrow = 'cards',
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const region = useRef<HTMLElement>(null);
  const scrolls = useScrollsSideways(region);
  const cards = narrow === 'cards';
  const primaryKey = (columns.find((column) => column.primary) ?? columns[0])?.key;
  return (
    // The container the cards' width is measured on (the section itself cannot query its own width).
    <div data-slot="table-container" className="lm:w-full lm:@container">
      <section
        ref={region}
        data-slot="table"
        aria-labelledby={captionId}
        // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={scrolls ? 0 : undefined}
        data-narrow={narrow}
        className={cn(
          'lm:w-full lm:overflow-x-auto lm:rounded-lg lm:border lm:border-border',
          cards && 'lm:@max-2xl:border-0',
          className,
        )}
      >
        <table
          aria-busy={loading || undefined}
          className={cn('lm:w-full lm:border-collapse lm:text-sm', cards && 'lm:@max-2xl:block')}
        >
          <caption
            id={captionId}
            className={cn(
              'lm:p-3 lm:text-start lm:font-semibold',
              cards && 'lm:@max-2xl:block lm:@max-2xl:px-0',
              hideCaption && 'lm:sr-only',
            )}
          >
            {caption}
          </caption>
          {/* As cards: the sortable headers are a row of sort buttons; the others are read, not shown. */}
          <thead className={cn('lm:bg-muted', cards && 'lm:@max-2xl:block lm:@max-2xl:bg-transparent')}>
            <tr
              className={cn(
                cards && 'lm:@max-2xl:mb-3 lm:@max-2xl:flex lm:@max-2xl:flex-wrap lm:@max-2xl:gap-2',
              )}
            >
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
                      cards &&
                        (column.sortable && onSortChange
                          ? 'lm:@max-2xl:block lm:@max-2xl:rounded-md lm:@max-2xl:border lm:@max-2xl:border-border lm:@max-2xl:px-2 lm:@max-2xl:py-1'
                          : 'lm:@max-2xl:sr-only'),
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
          <tbody className={cn(cards && 'lm:@max-2xl:flex lm:@max-2xl:flex-col lm:@max-2xl:gap-3')}>
            {loading ? (
              Array.from({ length: loadingRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <tr key={index} className={cn('lm:border-t lm:border-border', cards && cardRowClasses)}>
                  {columns.map((column, columnIndex) => (
                    <td
                      key={column.key}
                      className={cn('lm:px-3 lm:py-3', cards && 'lm:@max-2xl:block lm:@max-2xl:px-0')}
                    >
                      {index === 0 && columnIndex === 0 ? (
                        <span className="lm:sr-only">{loadingLabel}</span>
                      ) : null}
                      <Skeleton className="lm:h-4 lm:w-full lm:max-w-32" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr className={cn('lm:border-t lm:border-border', cards && cardRowClasses)}>
                <td
                  colSpan={columns.length}
                  className={cn('lm:p-4', cards && 'lm:@max-2xl:block lm:@max-2xl:p-0')}
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={getRowKey(row)}
                  className={cn('lm:border-t lm:border-border lm:hover:bg-muted/50', cards && cardRowClasses)}
                >
                  {columns.map((column) => {
                    const primary = column.key === primaryKey;
                    return (
                      <td
                        key={column.key}
                        className={cn(
                          'lm:px-3 lm:py-2.5 lm:align-middle',
                          column.align === 'end' && 'lm:text-end',
                          column.className,
                          cards &&
                            (primary
                              ? 'lm:@max-2xl:block lm:@max-2xl:px-0 lm:@max-2xl:pt-0 lm:@max-2xl:text-start lm:@max-2xl:font-medium'
                              : 'lm:@max-2xl:flex lm:@max-2xl:items-baseline lm:@max-2xl:justify-between lm:@max-2xl:gap-4 lm:@max-2xl:px-0 lm:@max-2xl:py-1 lm:@max-2xl:text-end'),
                        )}
                      >
                        {cards && !primary ? (
                          <>
                            {/* The header's name beside the value, for the eye only: a screen reader has the column header. */}
                            <span
                              aria-hidden="true"
                              className="lm:shrink-0 lm:text-start lm:text-muted-foreground lm:@2xl:hidden"
                            >
                              {column.header}
                            </span>
                            <span className="lm:min-w-0">{column.cell(row)}</span>
                          </>
                        ) : (
                          column.cell(row)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
