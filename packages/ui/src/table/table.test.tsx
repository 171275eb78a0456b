import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { Table, type TableColumn } from './table';

type Row = { id: string; item: string; amount: number };
const rows: Row[] = [
  { id: '1', item: 'Gold', amount: 1999 },
  { id: '2', item: 'Account', amount: 8900 },
];
const columns: TableColumn<Row>[] = [
  { key: 'item', header: 'Item', cell: (row) => row.item },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, sortable: true, align: 'end' },
];

describe('Table', () => {
  it('offers sorting from the header and reports the current order with aria-sort', async () => {
    const onSortChange = vi.fn();
    const screen = await render(
      <Table
        caption="Recently sold items"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        sort={{ column: 'amount', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    await expect.element(screen.getByRole('table', { name: 'Recently sold items' })).toBeVisible();
    await expect
      .element(screen.getByRole('columnheader', { name: /Amount/ }))
      .toHaveAttribute('aria-sort', 'ascending');
    await expect.element(screen.getByRole('columnheader', { name: 'Item' })).not.toHaveAttribute('aria-sort');
    await userEvent.tab();
    await expect.element(screen.getByRole('region', { name: 'Recently sold items' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'descending' });
    await expectNoAxeViolations();
  });

  it('says it is loading, and shows the empty state when there are no rows', async () => {
    const screen = await render(
      <>
        <Table caption="Loading table" columns={columns} rows={[]} getRowKey={(row) => row.id} loading />
        <Table
          caption="Empty table"
          columns={columns}
          rows={[]}
          getRowKey={(row) => row.id}
          empty="No sales yet"
        />
      </>,
    );
    await expect
      .element(screen.getByRole('table', { name: 'Loading table' }))
      .toHaveAttribute('aria-busy', 'true');
    await expect.element(screen.getByText('Loading', { exact: true })).toBeInTheDocument();
    await expect.element(screen.getByRole('cell', { name: 'No sales yet' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
