import {
  TICKET_LIST_FILTERS,
  type TicketListFilter,
  type TicketStatus,
  type TicketSummary,
  ticketReference,
} from '@lootmarket/contract';
import {
  Badge,
  type BadgeProps,
  Button,
  EmptyState,
  Input,
  Pagination,
  Select,
  Skeleton,
} from '@lootmarket/ui';
import { Search } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePaginationLabels } from '../lib/use-pagination-labels';
import {
  ticketFilterMessages,
  ticketMessages,
  ticketStatusMessages,
  ticketTypeMessages,
  ticketValueMessages,
} from './tickets-messages';

const ticketStatusVariant: Record<TicketStatus, BadgeProps['variant']> = {
  open: 'info',
  answered: 'success',
  closed: 'neutral',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const intl = useIntl();
  return (
    <Badge variant={ticketStatusVariant[status]} data-status={status}>
      {intl.formatMessage(ticketStatusMessages[status])}
    </Badge>
  );
}

export interface TicketListViewProps {
  filter: TicketListFilter;
  onFilterChange: (filter: TicketListFilter) => void;
  /** The search as applied (the box keeps its own text until submitted). */
  query: string;
  onQueryChange: (query: string) => void;
  /** undefined while the first page loads. */
  items: readonly TicketSummary[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The list could not be loaded. */
  failed?: boolean;
  /** Where a ticket opens: `/profile/tickets/{id}/`. */
  hrefOf?: (ticket: TicketSummary) => string;
  /** The "new ticket" action, offered again when the list is empty (the page heading holds it too). */
  action?: React.ReactNode;
}

/** My tickets (spec §2, §3): the type filter, search and pagination; the page gives the heading. */
export function TicketListView({
  filter,
  onFilterChange,
  query,
  onQueryChange,
  items,
  total,
  page,
  pageSize,
  onPageChange,
  failed = false,
  hrefOf = (ticket) => `/profile/tickets/${ticket.id}/`,
  action,
}: TicketListViewProps) {
  const intl = useIntl();
  const paginationLabels = usePaginationLabels(intl.formatMessage(ticketMessages.pagination));
  const filterId = useId();
  const searchId = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="lm:flex lm:flex-col lm:gap-5" aria-label={intl.formatMessage(ticketMessages.title)}>
      <div className="lm:flex lm:flex-wrap lm:items-end lm:gap-3">
        <div className="lm:flex lm:flex-col lm:gap-1.5">
          <label htmlFor={filterId} className="lm:font-medium lm:text-sm">
            {intl.formatMessage(ticketMessages.filterLabel)}
          </label>
          <Select
            id={filterId}
            value={filter}
            onValueChange={(value) => onFilterChange(value as TicketListFilter)}
            options={TICKET_LIST_FILTERS.map((value) => ({
              value,
              label: intl.formatMessage(ticketFilterMessages[value]),
            }))}
          />
        </div>
        <search className="lm:min-w-64 lm:flex-1">
          <form
            className="lm:flex lm:items-end lm:gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onQueryChange(text.trim());
            }}
          >
            <div className="lm:flex lm:flex-1 lm:flex-col lm:gap-1.5">
              <label htmlFor={searchId} className="lm:font-medium lm:text-sm">
                {intl.formatMessage(ticketMessages.searchLabel)}
              </label>
              <Input
                id={searchId}
                type="search"
                value={text}
                maxLength={100}
                placeholder={intl.formatMessage(ticketMessages.searchPlaceholder)}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
            <Button type="submit" variant="outline">
              <Search aria-hidden />
              {intl.formatMessage(ticketMessages.search)}
            </Button>
          </form>
        </search>
      </div>
      {failed ? (
        <EmptyState title={intl.formatMessage(ticketMessages.loadFailed)} />
      ) : !items ? (
        <Skeleton className="lm:h-48" data-testid="tickets-loading" />
      ) : items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(
            filter === 'all' && !query ? ticketMessages.empty : ticketMessages.emptyFiltered,
          )}
          action={filter === 'all' && !query ? action : undefined}
        />
      ) : (
        <ul className="lm:flex lm:flex-col lm:gap-3">
          {items.map((ticket) => (
            <li
              key={ticket.id}
              data-ticket-id={ticket.id}
              className="lm:flex lm:flex-wrap lm:items-center lm:gap-x-4 lm:gap-y-2 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
            >
              <div className="lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-1">
                <Link
                  to={hrefOf(ticket)}
                  className="lm:truncate lm:font-medium lm:text-link lm:hover:underline"
                >
                  {ticket.title}
                </Link>
                <span className="lm:text-muted-foreground lm:text-sm">
                  {intl.formatMessage(ticketValueMessages.reference, {
                    reference: ticketReference(ticket.id),
                  })}{' '}
                  · {intl.formatMessage(ticketTypeMessages[ticket.type])}
                  {ticket.topic ? ` · ${intl.formatMessage(ticketFilterMessages[ticket.topic])}` : ''} ·{' '}
                  {intl.formatMessage(ticketValueMessages.updated, { date: date(ticket.updatedAt) })}
                </span>
              </div>
              <span className="lm:text-muted-foreground lm:text-sm">
                {intl.formatMessage(ticketValueMessages.replies, { count: ticket.replyCount })}
              </span>
              <TicketStatusBadge status={ticket.status} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(total / pageSize)}
          onPageChange={onPageChange}
          {...paginationLabels}
        />
      ) : null}
    </section>
  );
}
