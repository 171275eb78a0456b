import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { EmptyState } from '../empty-state/empty-state';
import { formatMoney } from '../price-tag/format-money';
import { type StoryStrings, storyStrings, tableWords } from '../test/story-strings';
import { Table, type TableColumn, type TableProps, type TableSort } from './table';

type Sale = {
  id: string;
  item: string;
  buyer: string;
  date: string;
  amount: number;
  status: 'completed' | 'pending' | 'failed';
};

const sales: Sale[] = [
  {
    id: 'LM-1001',
    item: 'WoW gold, 10,000',
    buyer: 'mira',
    date: '2026-11-02',
    amount: 1999,
    status: 'completed',
  },
  {
    id: 'LM-1002',
    item: 'Valorant account, Diamond',
    buyer: 'kenji',
    date: '2026-11-05',
    amount: 8900,
    status: 'pending',
  },
  {
    id: 'LM-1003',
    item: 'Steam key, Elden Ring',
    buyer: 'olga',
    date: '2026-11-07',
    amount: 3499,
    status: 'failed',
  },
];

const statusVariant = { completed: 'success', pending: 'warning', failed: 'danger' } as const;

/** The seller dashboard's columns in the toolbar language; amounts formatted in it too. */
function saleColumns(t: StoryStrings): TableColumn<Sale>[] {
  return [
    { key: 'id', header: t('order.title'), cell: (row) => row.id, className: 'lm:whitespace-nowrap' },
    { key: 'item', header: t('seller.dashboard.item'), cell: (row) => row.item, sortable: true },
    {
      key: 'date',
      header: t('seller.dashboard.date'),
      cell: (row) => row.date,
      sortable: true,
      className: 'lm:whitespace-nowrap',
    },
    {
      key: 'amount',
      header: t('wallet.amount'),
      cell: (row) => formatMoney(row.amount, 'EUR', t.locale),
      sortable: true,
      align: 'end',
    },
    {
      key: 'status',
      header: t('seller.dashboard.status'),
      cell: (row) => (
        <Badge variant={statusVariant[row.status]}>{t(`shell.orderStatus.${row.status}`)}</Badge>
      ),
    },
  ];
}

/** Text as a pattern that matches it literally. */
function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

type Args = Partial<TableProps<Sale>>;

/** The table of recent sales in the toolbar language; a story's args (LongText's caption and rows) win. */
function SalesTable({ args, t }: { args: Args; t: StoryStrings }) {
  return (
    <Sorted
      columns={saleColumns(t)}
      rows={sales}
      getRowKey={(row) => row.id}
      caption={t('seller.dashboard.recentSales')}
      {...tableWords(t)}
      {...args}
    />
  );
}

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
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: Table<Sale> as ComponentType<Args>,
  tags: ['every-toolbar'],
  args: { onSortChange: fn() },
  render: (args, context) => <SalesTable args={args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const caption = t('seller.dashboard.recentSales');
    const table = canvas.getByRole('table', { name: caption });
    const amountHeader = canvas.getByRole('columnheader', { name: literal(t('wallet.amount')) });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    // The region is a tab stop only where it scrolls sideways (a narrow panel), not where the table fits.
    const region = canvas.getByRole('region', { name: caption });
    if (region.scrollWidth > region.clientWidth) {
      await userEvent.tab();
      await expect(region).toHaveFocus();
    } else {
      await expect(region).not.toHaveAttribute('tabindex');
    }
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const { sortLabel } = tableWords(t);
    await expect(
      canvas.getByRole('button', { name: sortLabel(t('wallet.amount'), 'ascending') }),
    ).toHaveFocus();
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
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(storyStrings(context)('table.loading'))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  // The seller dashboard's empty text; its description has no message in the catalogs yet: English.
  render: (args, context) => {
    const t = storyStrings(context);
    const empty = (
      <EmptyState
        headingLevel={3}
        title={t('seller.dashboard.noSales')}
        description="Your sold items appear here."
      />
    );
    return <SalesTable args={{ ...args, empty }} t={t} />;
  },
  play: async ({ canvas, ...context }) => {
    await expect(
      canvas.getByRole('heading', { name: storyStrings(context)('seller.dashboard.noSales') }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  render: (args, context) => (
    <div className="lm:max-w-xs">
      <SalesTable args={args} t={storyStrings(context)} />
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
