import type { TicketListFilter } from '@lootmarket/contract';
import { Button } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { sampleTickets } from './story-fixtures';
import { TicketListView, type TicketListViewProps } from './ticket-list';
import { ticketFilterMessages, ticketMessages, ticketStatusMessages } from './tickets-messages';

/** The list with its own filter, search and page state, as the page keeps them in the address. */
function Interactive(props: Partial<TicketListViewProps>) {
  const intl = useIntl();
  const [filter, setFilter] = useState<TicketListFilter>(props.filter ?? 'all');
  const [query, setQuery] = useState(props.query ?? '');
  const [page, setPage] = useState(1);
  return (
    <MemoryRouter>
      <TicketListView
        items={sampleTickets}
        total={sampleTickets.length}
        pageSize={10}
        action={<Button>{intl.formatMessage(ticketMessages.newTicket)}</Button>}
        {...props}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          props.onFilterChange?.(next);
        }}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          props.onQueryChange?.(next);
        }}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange?.(next);
        }}
      />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Marketplace/Tickets/List',
  component: Interactive,
  args: { onFilterChange: fn(), onQueryChange: fn(), onPageChange: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('region', { name: t(ticketMessages.title) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Charged twice for one order' })).toHaveAttribute(
      'href',
      '/profile/tickets/3f6c2b1a-9d4e-4b7a-8c21-5e0f9a7d6c11/',
    );
    await expect(canvas.getByText(t(ticketStatusMessages.answered))).toBeVisible();
    await expect(canvas.getByText(t(ticketStatusMessages.closed))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t(ticketMessages.searchLabel) }),
      'chat{Enter}',
    );
    await expect(args.onQueryChange).toHaveBeenCalledWith('chat');
  },
};

export const ManyPages: Story = {
  args: { total: 42 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The kit's pagination speaks the reader's language, like the rest of the page. */
export const ManyPagesGerman: Story = {
  globals: { locale: 'de' },
  args: { total: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Seite 2' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tickets-loading')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(ticketMessages.empty))).toBeVisible();
  },
};

export const NothingMatches: Story = {
  args: { items: [], total: 0, filter: 'fraud', query: 'refund' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(ticketMessages.emptyFiltered))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t(ticketMessages.filterLabel) })).toHaveTextContent(
      t(ticketFilterMessages.fraud),
    );
  },
};

export const Failed: Story = {
  args: { items: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(ticketMessages.loadFailed))).toBeVisible();
  },
};
