import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { EmptyState } from '../empty-state/empty-state';
import { Table, type TableColumn, type TableProps, type TableSort } from './table';

type Sale = { id: string; item: string; buyer: string; date: string; amount: number; status: string };

const sales: Sale[] = [
  {
    id: 'LM-1001',
    item: 'WoW gold, 10,000',
    buyer: 'mira',
    date: '2026-11-02',
    amount: 1999,
    status: 'Completed',
  },
  {
    id: 'LM-1002',
    item: 'Valorant account, Diamond',
    buyer: 'kenji',
    date: '2026-11-05',
    amount: 8900,
    status: 'In progress',
  },
  {
    id: 'LM-1003',
    item: 'Steam key, Elden Ring',
    buyer: 'olga',
    date: '2026-11-07',
    amount: 3499,
    status: 'Failed',
  },
];

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });

const columns: TableColumn<Sale>[] = [
  { key: 'id', header: 'Order', cell: (row) => row.id, className: 'lm:whitespace-nowrap' },
  { key: 'item', header: 'Item', cell: (row) => row.item, sortable: true },
  { key: 'date', header: 'Date', cell: (row) => row.date, sortable: true, className: 'lm:whitespace-nowrap' },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => money.format(row.amount / 100),
    sortable: true,
    align: 'end',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge
        variant={row.status === 'Completed' ? 'success' : row.status === 'Failed' ? 'danger' : 'warning'}
      >
        {row.status}
      </Badge>
    ),
  },
];

function Sorted(args: TableProps<Sale>) {
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  const rows = [...args.rows].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.column as keyof Sale;
    const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Table
      {...args}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table<Sale>,
  args: {
    columns,
    rows: sales,
    getRowKey: (row: Sale) => row.id,
    caption: 'Recently sold items',
    onSortChange: fn(),
  },
  render: (args) => <Sorted {...args} />,
} satisfies Meta<typeof Table<Sale>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Recently sold items' });
    const amountHeader = canvas.getByRole('columnheader', { name: /Amount/ });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Recently sold items' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sort by Amount, ascending' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow).toHaveTextContent('LM-1001');
    await userEvent.keyboard(' ');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('row')[1] as HTMLElement).toHaveTextContent('LM-1002');
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState headingLevel={3} title="No sales yet" description="Your sold items appear here." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
  },
};

export const Phone: Story = {
  render: (args) => (
    <div className="lm:max-w-xs">
      <Sorted {...args} />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    caption: 'Kürzlich verkaufte Artikel aus Ihrem Verkäuferkonto',
    rows: [
      {
        ...sales[0],
        item: 'Goldpaket für World of Warcraft mit Expresslieferung innerhalb einer Stunde',
      } as Sale,
      { ...sales[1], item: 'Аккаунт Valorant, ранг Алмаз' } as Sale,
      { ...sales[2], item: 'エルデンリング Steamキー' } as Sale,
    ],
  },
};
