import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Select } from '../select/select';
import { Tag } from '../tag/tag';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { FilterBar, type FilterBarProps, type OfferView } from './filter-bar';

/** The market's filter row; what the args leave out is said in the toolbar language. */
type Args = Omit<FilterBarProps, 'children'> & { children?: React.ReactNode };

function MarketFilters({ t, ...args }: Args & { t: StoryStrings }) {
  const [view, setView] = useState<OfferView>(args.view ?? 'grid');
  const servers = [
    { value: 'eu-silvermoon', label: 'EU Silvermoon' },
    { value: 'us-stormrage', label: 'US Stormrage' },
  ];
  return (
    <FilterBar
      label={t('market.filters')}
      total={t('market.total', { count: 1204 })}
      clearLabel={t('market.clear')}
      viewLabel={t('market.view')}
      viewLabels={{ grid: t('market.view.grid'), list: t('market.view.list') }}
      activeFilters={
        <Tag onRemove={() => undefined} removeLabel={t('shell.kit.removeFilter', { name: 'EU Silvermoon' })}>
          EU Silvermoon
        </Tag>
      }
      {...args}
      view={view}
      onViewChange={(next) => {
        setView(next);
        args.onViewChange?.(next);
      }}
    >
      {args.children ?? (
        <>
          <Field label={t('market.filter.server')}>
            <Select options={servers} defaultValue="eu-silvermoon" />
          </Field>
          <Field label={t('market.sortBy')}>
            <Select
              defaultValue="asc"
              options={[
                { value: 'asc', label: t('market.sort.asc') },
                { value: 'desc', label: t('market.sort.desc') },
              ]}
            />
          </Field>
          <Checkbox label={t('market.filter.inStock')} />
        </>
      )}
    </FilterBar>
  );
}

const meta = {
  title: 'Marketplace/FilterBar',
  // Typed with the children optional (the render fills them in); the docs still read FilterBar's props.
  component: FilterBar as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  args: { view: 'grid', onViewChange: fn(), onClear: fn() },
  render: (args, context) => <MarketFilters {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('region', { name: t('market.filters') })).toBeVisible();
    const list = canvas.getByRole('radio', { name: t('market.view.list') });
    await userEvent.click(canvas.getByRole('radio', { name: t('market.view.grid') }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('list');
    await userEvent.click(canvas.getByRole('button', { name: t('market.clear') }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    total: '1.204 Angebote gefunden',
    clearLabel: 'Alle Filter zurücksetzen',
    viewLabels: { grid: 'Сетка', list: 'リスト' },
  },
};

/**
 * On a phone the filters are behind one button that counts the active ones (`collapse: 'always'` shows
 * it at any width; the market uses `auto`, below 640 px). The drawer is a modal: Escape or the foot
 * button closes it and gives the focus back to the button.
 */
export const InADrawer: Story = {
  tags: ['vrt'],
  args: { collapse: 'always', activeCount: 2 },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <MarketFilters
        {...args}
        drawer={{
          title: t('market.filters'),
          activeCountLabel: t('market.filters.active', { count: args.activeCount ?? 0 }),
          closeLabel: t('market.filters.close'),
          doneLabel: t('market.filters.show', { count: 1204 }),
        }}
        t={t}
      />
    );
  },
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyStrings(context);
    const button = canvas.getByRole('button', { name: new RegExp(t('market.filters.active', { count: 2 })) });
    await expect(button).toHaveTextContent('2');
    // The controls are not on the page until the drawer opens.
    await expect(canvas.queryByRole('checkbox', { name: t('market.filter.inStock') })).toBeNull();
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: t('market.filters') });
    await expect(within(drawer).getByRole('checkbox', { name: t('market.filter.inStock') })).toBeVisible();
    await userEvent.click(
      within(drawer).getByRole('button', { name: t('market.filters.show', { count: 1204 }) }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: t('market.filters') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** No filter set: the button has no count. */
export const InADrawerNoneActive: Story = {
  args: { collapse: 'always', activeCount: 0 },
  render: InADrawer.render,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const button = canvas.getByRole('button', { name: t('market.filters') });
    await expect(button).toHaveAccessibleName(t('market.filters'));
  },
};

/** The drawer open, as a phone shows it after a tap on Filters (its visual baseline is the whole page). */
export const InADrawerOpen: Story = {
  tags: ['vrt', 'vrt-page'],
  args: { collapse: 'always', activeCount: 2 },
  render: InADrawer.render,
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyStrings(context);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('market.filters.active', { count: 2 })) }),
    );
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('market.filters'),
    });
    await expect(
      within(drawer).getByRole('button', { name: t('market.filters.show', { count: 1204 }) }),
    ).toBeVisible();
  },
};
