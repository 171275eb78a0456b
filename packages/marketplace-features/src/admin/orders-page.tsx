import { type AdminOrderSummary, type AdminOrdersResponse, ORDER_STATUSES } from '@lootmarket/contract';
import {
  Alert,
  Button,
  EmptyState,
  Field,
  Input,
  OrderStatusBadge,
  Pagination,
  Select,
  Table,
  type TableColumn,
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { orderStatusMessages } from '../orders/order-messages';
import { useFormatMoney } from '../orders/use-format-money';
import { useAdminOrders } from './admin-api';
import { AdminPage } from './admin-layout';
import {
  adminShellMessages,
  auditMessages as am,
  disputesMessages as d,
  ordersMessages as m,
  adminTableMessages as tm,
  usersMessages as um,
} from './admin-messages';
import { userLink } from './queues-pages';
import { endOfDay, fromTableSort, pageCount, startOfDay, toTableSort, useUrlFilters } from './url-filters';
import { useTableLabels } from './use-table-labels';

const ALL = 'all';
const DEFAULTS = { q: '', status: ALL, disputed: ALL, from: '', to: '', sort: '-date' };

/** The dispute of an order, linking to the tab of the dispute queue it is in. */
function DisputeLink({ order }: { order: AdminOrderSummary }) {
  const t = useIntl().formatMessage;
  if (!order.disputeStatus) return null;
  const open = order.disputeStatus === 'open';
  return (
    <Link
      to={open ? '/disputes/' : '/disputes/?status=resolved'}
      className="text-link text-sm underline underline-offset-4"
    >
      {t(open ? m.disputeOpen : m.disputeDecided)}
    </Link>
  );
}

/** The URL's filters as the API's query. */
function useOrdersQuery() {
  const { values, page } = useUrlFilters(DEFAULTS);
  return useAdminOrders({
    q: values.q || undefined,
    status: values.status === ALL ? undefined : values.status,
    disputed: values.disputed === ALL ? undefined : values.disputed,
    from: startOfDay(values.from),
    to: endOfDay(values.to),
    sort: values.sort,
    page,
  });
}

/** Every order: search by id, title or party; status, dispute and date filters; sortable and paged, in the URL. */
export function AdminOrdersPage() {
  const orders = useOrdersQuery();
  return <AdminOrdersView data={orders.data} failed={orders.isError} />;
}

export type AdminOrdersViewProps = {
  /** The page of orders; undefined while it loads. */
  data: AdminOrdersResponse | undefined;
  /** The list could not be loaded. */
  failed: boolean;
};

/** The orders screen for the data it is given (filters, sort and page in the URL). */
export function AdminOrdersView({ data, failed }: AdminOrdersViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const labels = useTableLabels();
  const { values, page, set } = useUrlFilters(DEFAULTS);
  const [draft, setDraft] = useState({ q: values.q, from: values.from, to: values.to });
  useEffect(
    () => setDraft({ q: values.q, from: values.from, to: values.to }),
    [values.q, values.from, values.to],
  );
  const statusLabels = {
    pending: t(orderStatusMessages.pending),
    completed: t(orderStatusMessages.completed),
    failed: t(orderStatusMessages.failed),
  };
  const columns: TableColumn<AdminOrderSummary>[] = [
    {
      key: 'order',
      header: t(d.order),
      cell: (order) => (
        <div className="flex flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{order.item}</span>
          <span className="text-xs text-muted-foreground">
            {order.game.name} · <code>{order.id}</code>
          </span>
        </div>
      ),
    },
    {
      key: 'parties',
      header: t(d.parties),
      cell: (order) => (
        <span>
          {userLink(order.buyer)} → {userLink(order.seller)}
        </span>
      ),
    },
    {
      key: 'date',
      header: t(um.date),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (order) => intl.formatDate(order.date, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'total',
      header: t(um.total),
      sortable: true,
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (order) => money(order.totalPrice, order.currency),
    },
    {
      key: 'status',
      header: t(um.status),
      cell: (order) => (
        <div className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={order.status} labels={statusLabels} />
          <DisputeLink order={order} />
        </div>
      ),
    },
  ];
  function apply(event: FormEvent) {
    event.preventDefault();
    set({ ...draft, q: draft.q.trim() });
  }
  const filtered = Object.entries(DEFAULTS).some(
    ([key, value]) => key !== 'sort' && values[key as keyof typeof values] !== value,
  );
  return (
    <AdminPage title={t(m.title)}>
      <search>
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
          <Field label={t(tm.search)} className="min-w-64 flex-1">
            <Input
              type="search"
              value={draft.q}
              placeholder={t(m.searchPlaceholder)}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          </Field>
          <Field label={t(um.status)} className="w-40">
            <Select
              value={values.status}
              onValueChange={(status) => set({ status })}
              options={[
                { value: ALL, label: t(tm.all) },
                ...ORDER_STATUSES.map((status) => ({ value: status, label: t(orderStatusMessages[status]) })),
              ]}
            />
          </Field>
          <Field label={t(m.dispute)} className="w-40">
            <Select
              value={values.disputed}
              onValueChange={(disputed) => set({ disputed })}
              options={[
                { value: ALL, label: t(tm.all) },
                { value: 'yes', label: t(m.disputed) },
                { value: 'no', label: t(m.notDisputed) },
              ]}
            />
          </Field>
          <Field label={t(am.from)} className="w-40">
            <Input
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </Field>
          <Field label={t(am.to)} className="w-40">
            <Input
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </Field>
          <Button type="submit" variant="outline">
            {t(am.apply)}
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={() => set({ ...DEFAULTS, sort: values.sort })}>
              {t(am.clear)}
            </Button>
          ) : null}
        </form>
      </search>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t(tm.count, { count: data.total })}
        </p>
      ) : null}
      <Table
        caption={t(m.caption)}
        hideCaption
        columns={columns}
        rows={data?.orders ?? []}
        getRowKey={(order) => order.id}
        sort={toTableSort(values.sort)}
        onSortChange={(sort) => set({ sort: fromTableSort(sort) })}
        loading={!data && !failed}
        {...labels.table}
        empty={<EmptyState headingLevel={2} title={t(tm.empty)} />}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, data.pageSize)}
          onPageChange={(next) => set({ page: next })}
          {...labels.pagination}
        />
      ) : null}
    </AdminPage>
  );
}
