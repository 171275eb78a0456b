import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type * as React from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '../sheet/sheet';

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
  /**
   * The words of the phone drawer. With them, below 640 px (or always, with `collapse="always"`) the
   * filters move out of the page into a drawer opened by a "Filters" button that shows how many are
   * active; without them the filters always wrap in the row.
   */
  drawer?: FilterBarDrawerWords;
  /** How many filters are set: the drawer button's count (hidden at 0). */
  activeCount?: number;
  /** `auto`: the drawer below 640 px; `always`: the drawer at every width (a narrow column). */
  collapse?: 'auto' | 'always';
};

export type FilterBarDrawerWords = {
  /** The button and the drawer's title, e.g. "Filters". */
  title: string;
  /** Already phrased by the app for a screen reader, e.g. "2 active filters"; read after the title. */
  activeCountLabel?: string;
  /** The drawer's close (×) button. */
  closeLabel: string;
  /** The button at the foot of the drawer that shows the results, e.g. "Show 1,204 offers". */
  doneLabel: string;
};

/** The filter controls: a wrapping row, or a column in the drawer. */
function FilterControls({ children, stacked }: { children: React.ReactNode; stacked?: boolean }) {
  return (
    <div
      className={
        stacked
          ? 'lm:flex lm:flex-col lm:gap-4'
          : 'lm:flex lm:flex-wrap lm:items-end lm:gap-3 lm:[&>*]:min-w-40 lm:[&>*]:flex-1 lm:sm:[&>*]:flex-none'
      }
    >
      {children}
    </div>
  );
}

function FilterDrawer({
  words,
  activeCount = 0,
  children,
}: {
  words: FilterBarDrawerWords;
  activeCount?: number;
  children: React.ReactNode;
}) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" data-slot="filter-bar-drawer-button">
          <SlidersHorizontal aria-hidden="true" className="lm:size-4" />
          {words.title}
          {activeCount > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="lm:inline-flex lm:min-w-5 lm:items-center lm:justify-center lm:rounded-full lm:bg-primary lm:px-1.5 lm:text-xs lm:font-semibold lm:text-primary-foreground lm:tabular-nums"
              >
                {activeCount}
              </span>
              {words.activeCountLabel ? <span className="lm:sr-only">, {words.activeCountLabel}</span> : null}
            </>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={words.closeLabel} aria-describedby={undefined} data-slot="filter-bar-drawer">
        <SheetTitle>{words.title}</SheetTitle>
        <FilterControls stacked>{children}</FilterControls>
        <SheetClose asChild>
          <Button className="lm:mt-auto">{words.doneLabel}</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

/**
 * The market's filter row (spec §2): filters, active filter tags, clear, total, grid/list view. On a
 * phone (with `drawer` words) the filters are in a drawer behind one button with the active count.
 */
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
  drawer,
  activeCount,
  collapse = 'auto',
  className,
  ...props
}: FilterBarProps) {
  // The row's smallest break (sm, 40rem): below it a row of filters filled a phone's first screen.
  const narrow = useMediaQuery('(width < 40rem)');
  const inDrawer = drawer !== undefined && (collapse === 'always' || narrow);
  return (
    <section
      data-slot="filter-bar"
      aria-label={label}
      className={cn('lm:flex lm:flex-col lm:gap-3', className)}
      {...props}
    >
      {inDrawer ? null : <FilterControls>{children}</FilterControls>}
      <div className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-3">
        <div className="lm:flex lm:min-w-0 lm:flex-wrap lm:items-center lm:gap-2">
          {inDrawer ? (
            <FilterDrawer words={drawer} activeCount={activeCount}>
              {children}
            </FilterDrawer>
          ) : null}
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
