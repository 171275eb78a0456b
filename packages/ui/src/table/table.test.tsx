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
    // The table fits: its region scrolls nothing, so the first Tab goes to the sort button.
    await expect
      .element(screen.getByRole('region', { name: 'Recently sold items' }))
      .not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: /Amount/ })).toHaveFocus();
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

  it('shows each row as a card in a narrow container, still one table with its headers for a screen reader', async () => {
    const onSortChange = vi.fn();
    const table = (width: number, narrow?: 'cards' | 'scroll') => (
      <div style={{ width }}>
        <Table
          caption={`Sales at ${width} px${narrow ? ` (${narrow})` : ''}`}
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          sort={{ column: 'amount', direction: 'ascending' }}
          onSortChange={onSortChange}
          {...(narrow ? { narrow } : {})}
        />
      </div>
    );
    const screen = await render(
      <>
        {table(320)}
        {table(320, 'scroll')}
        {table(900)}
      </>,
    );
    const phone = screen.getByRole('table', { name: 'Sales at 320 px', exact: true });
    const scrolling = screen.getByRole('table', { name: 'Sales at 320 px (scroll)', exact: true });
    const wide = screen.getByRole('table', { name: 'Sales at 900 px', exact: true });
    // As cards: a row is a block, the item is its title, the amount has its header's name beside it.
    const card = phone.getByRole('row').nth(1);
    await expect.poll(() => getComputedStyle(card.element()).display).toBe('block');
    await expect.element(card.getByText('Amount', { exact: true })).toBeVisible();
    // The headers stay in the table (a screen reader reads each value with its header); the one that
    // sorts is a visible button above the cards.
    await expect.element(phone.getByRole('columnheader', { name: 'Item' })).toBeInTheDocument();
    await expect.element(phone.getByRole('button', { name: /Amount/ })).toBeVisible();
    await expect.poll(() => phone.getByRole('cell', { name: '1999' }).elements()).toHaveLength(1);
    // `scroll` and a wide container keep the rows as table rows, without the names beside the values.
    for (const kept of [scrolling, wide]) {
      const row = kept.getByRole('row').nth(1);
      await expect.poll(() => getComputedStyle(row.element()).display).toBe('table-row');
    }
    await expect.element(wide.getByRole('row').nth(1).getByText('Amount', { exact: true })).not.toBeVisible();
    await expectNoAxeViolations();
  });

  it('is a tab stop only while its region scrolls sideways: never as cards, a wide table in a narrow place yes', async () => {
    const wideColumns: TableColumn<Row>[] = ['Item', 'Buyer', 'Seller', 'Server', 'Delivered', 'Amount'].map(
      (header) => ({
        key: header,
        header,
        cell: (row) => `${row.item} ${header} ${row.amount}`,
        className: 'lm:whitespace-nowrap',
      }),
    );
    const table = (caption: string, width: number, narrow: 'cards' | 'scroll') => (
      <div style={{ width }} data-testid={caption}>
        <Table
          caption={caption}
          columns={wideColumns}
          rows={rows}
          getRowKey={(row) => row.id}
          narrow={narrow}
        />
      </div>
    );
    const screen = await render(
      <>
        <button type="button">Before</button>
        {table('As cards', 320, 'cards')}
        {table('Scrolled', 320, 'scroll')}
        {table('Wide enough', 1200, 'cards')}
      </>,
    );
    const region = (name: string) => screen.getByRole('region', { name, exact: true });
    // Nothing scrolls in the cards or in a table with room: neither region is focusable.
    await expect.element(region('As cards')).not.toHaveAttribute('tabindex');
    await expect.element(region('Wide enough')).not.toHaveAttribute('tabindex');
    await expect.element(region('Scrolled')).toHaveAttribute('tabindex', '0');
    const scrolled = region('Scrolled').element();
    expect(scrolled.scrollWidth).toBeGreaterThan(scrolled.clientWidth);
    // By keyboard: from the button before, Tab goes past the cards to the region that scrolls.
    screen.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.tab();
    await expect.element(region('Scrolled')).toHaveFocus();
    // The table's room changes: the region follows (the cards container widened needs no scrolling either).
    const holder = screen.getByTestId('Scrolled').element() as HTMLElement;
    holder.style.width = '1200px';
    await expect.element(region('Scrolled')).not.toHaveAttribute('tabindex');
    holder.style.width = '320px';
    await expect.element(region('Scrolled')).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations();
  });
});
