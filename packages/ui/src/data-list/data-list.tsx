import type * as React from 'react';
import { cn } from '../lib/cn';

export type DataListItem = { term: React.ReactNode; details: React.ReactNode; key?: string };

export type DataListProps = React.ComponentProps<'dl'> & {
  items: ReadonlyArray<DataListItem>;
  /** `stacked` puts each value under its term (narrow spaces); `columns` side by side from `sm` up. */
  layout?: 'columns' | 'stacked';
};

/** Label–value pairs (order details, seller stats) as a description list. */
export function DataList({ items, layout = 'columns', className, ...props }: DataListProps) {
  return (
    <dl
      data-slot="data-list"
      data-layout={layout}
      className={cn(
        'lm:grid lm:gap-x-6 lm:gap-y-2 lm:text-sm',
        layout === 'columns' && 'lm:sm:grid-cols-[minmax(8rem,max-content)_1fr]',
        className,
      )}
      {...props}
    >
      {items.map((item, index) => (
        <div key={item.key ?? index} className={cn('lm:contents')}>
          <dt className="lm:text-muted-foreground lm:[overflow-wrap:anywhere]">{item.term}</dt>
          <dd
            className={cn(
              'lm:font-medium lm:[overflow-wrap:anywhere]',
              layout === 'columns' && 'lm:mb-1 lm:sm:mb-0',
            )}
          >
            {item.details}
          </dd>
        </div>
      ))}
    </dl>
  );
}
