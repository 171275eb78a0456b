import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Select } from '../select/select';
import { Tag } from '../tag/tag';
import { FilterBar, type FilterBarProps, type OfferView } from './filter-bar';

function MarketFilters(args: FilterBarProps) {
  const [view, setView] = useState<OfferView>(args.view ?? 'grid');
  return (
    <FilterBar
      {...args}
      view={view}
      onViewChange={(next) => {
        setView(next);
        args.onViewChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/FilterBar',
  component: FilterBar,
  args: {
    total: '1,204 offers',
    view: 'grid',
    onViewChange: fn(),
    onClear: fn(),
    activeFilters: (
      <Tag onRemove={() => undefined} removeLabel="Remove filter: EU Silvermoon">
        EU Silvermoon
      </Tag>
    ),
    children: (
      <>
        <Field label="Server">
          <Select
            options={[
              { value: 'eu-silvermoon', label: 'EU Silvermoon' },
              { value: 'us-stormrage', label: 'US Stormrage' },
            ]}
            defaultValue="eu-silvermoon"
          />
        </Field>
        <Field label="Sort by price">
          <Select
            placeholder="Choose an order"
            options={[
              { value: 'desc', label: 'High to low' },
              { value: 'asc', label: 'Low to high' },
            ]}
          />
        </Field>
        <Checkbox label="In stock only" />
      </>
    ),
  },
  render: (args) => <MarketFilters {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBeVisible();
    const list = canvas.getByRole('radio', { name: 'List' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Grid' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
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
