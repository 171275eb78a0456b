import { LayoutGrid, List } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type * as React from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

export type OfferView = 'grid' | 'list';

export type FilterBarProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The filter controls (Select, Combobox, Checkbox …), laid out in a wrapping row. */
  children: React.ReactNode;
  /** Already phrased by the app, e.g. "1,204 offers". Announced politely when it changes. */
  total?: string;
  /** The active filters as removable Tags. */
  activeFilters?: React.ReactNode;
  onClear?: () => void;
  clearLabel?: string;
  view?: OfferView;
  onViewChange?: (view: OfferView) => void;
  viewLabel?: string;
  viewLabels?: Record<OfferView, string>;
  /** Name of the filters region. */
  label?: string;
};

/** The market's filter row (spec §2): filters, active filter tags, clear, total, grid/list view. */
export function FilterBar({
  children,
  total,
  activeFilters,
  onClear,
  clearLabel = 'Clear filters',
  view,
  onViewChange,
  viewLabel = 'View',
  viewLabels = { grid: 'Grid', list: 'List' },
  label = 'Filters',
  className,
  ...props
}: FilterBarProps) {
  return (
    <section
      data-slot="filter-bar"
      aria-label={label}
      className={cn('lm:flex lm:flex-col lm:gap-3', className)}
      {...props}
    >
      <div className="lm:flex lm:flex-wrap lm:items-end lm:gap-3 lm:[&>*]:min-w-40 lm:[&>*]:flex-1 lm:sm:[&>*]:flex-none">
        {children}
      </div>
      <div className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-3">
        <div className="lm:flex lm:min-w-0 lm:flex-wrap lm:items-center lm:gap-2">
          {total ? (
            <p aria-live="polite" className="lm:text-sm lm:font-medium">
              {total}
            </p>
          ) : null}
          {activeFilters}
          {onClear ? (
            <Button variant="link" size="sm" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
        </div>
        {view && onViewChange ? (
          <ToggleGroup.Root
            type="single"
            value={view}
            onValueChange={(next) => {
              if (next) onViewChange(next as OfferView);
            }}
            aria-label={viewLabel}
            className="lm:inline-flex lm:rounded-md lm:border lm:border-input lm:p-0.5"
          >
            {(['grid', 'list'] as const).map((option) => {
              const Icon = option === 'grid' ? LayoutGrid : List;
              return (
                <ToggleGroup.Item
                  key={option}
                  value={option}
                  aria-label={viewLabels[option]}
                  title={viewLabels[option]}
                  className="lm:inline-flex lm:size-8 lm:items-center lm:justify-center lm:rounded-sm lm:text-muted-foreground lm:hover:text-foreground lm:data-[state=on]:bg-secondary lm:data-[state=on]:text-secondary-foreground"
                >
                  <Icon aria-hidden="true" className="lm:size-4" />
                </ToggleGroup.Item>
              );
            })}
          </ToggleGroup.Root>
        ) : null}
      </div>
    </section>
  );
}
