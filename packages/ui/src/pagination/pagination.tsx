import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '../button/button.variants';
import { cn } from '../lib/cn';

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblings?: number;
};

/** Page numbers with the first, last and neighbours of the current page; gaps become an ellipsis. */
export function pageItems(page: number, pageCount: number, siblings = 1): Array<number | 'gap'> {
  // First, last, current, its siblings and two gaps: with no more pages than that, show them all.
  if (pageCount <= siblings * 2 + 5) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set<number>([1, pageCount]);
  for (let candidate = page - siblings; candidate <= page + siblings; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) items.push('gap');
    items.push(value);
  }
  return items;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (number) => `Page ${number}`,
  siblings = 1,
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pageButton = cn(
    buttonVariants({ variant: 'ghost', size: 'sm' }),
    'lm:min-w-8 lm:px-2 lm:tabular-nums',
  );
  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn('lm:flex lm:justify-center', className)}
      {...props}
    >
      <ul className="lm:flex lm:flex-wrap lm:items-center lm:gap-1">
        <li>
          <button
            type="button"
            className={pageButton}
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="lm:rtl:rotate-180" />
          </button>
        </li>
        {pageItems(page, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity beyond its place.
            <li key={`gap-${index}`} aria-hidden="true" className="lm:px-1 lm:text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  pageButton,
                  item === page && 'lm:bg-primary lm:text-primary-foreground lm:hover:bg-primary-hover',
                )}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={pageButton}
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="lm:rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
