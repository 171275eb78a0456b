import {
  ORDER_STATUSES,
  type OrderListItem,
  type OrderListResponse,
  type OrderStatus,
} from '@lootmarket/contract';
import { formatDate } from '@lootmarket/i18n';
import {
  Button,
  EmptyState,
  Field,
  Input,
  Pagination,
  Select,
  Table,
  type TableColumn,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { useTableWords } from '../lib/use-table-words';
import { categoryMessages } from '../market/catalog-messages';
import { ProfileFrame } from '../profile/profile-frame';
import { ordersListMessages as m, orderStatusMessages } from './order-messages';
import { OrderStatusBadges } from './order-outcome';
import { useOrders } from './orders-api';
import { useFormatMoney } from './use-format-money';

export type OrdersFilters = {
  role: 'buyer' | 'seller';
  status: OrderStatus | null;
  search: string;
  page: number;
};

export type OrdersListViewProps = {
  filters: OrdersFilters;
  onFiltersChange: (filters: OrdersFilters) => void;
  /** null while the first page loads. */
  data: OrderListResponse | null;
  loading: boolean;
};

const ALL = 'all';

/** Spec §2 "Orders list with search, status filter and pagination". */
export function OrdersListView({ filters, onFiltersChange, data, loading }: OrdersListViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const tableWords = useTableWords();
  const money = useFormatMoney();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const statusLabels = {
    pending: t(orderStatusMessages.pending),
    completed: t(orderStatusMessages.completed),
    failed: t(orderStatusMessages.failed),
  };
  const filtered = filters.status !== null || filters.search !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    onFiltersChange({ ...filters, search: search.trim(), page: 1 });
  }

  const columns: TableColumn<OrderListItem>[] = [
    {
      key: 'item',
      header: t(m.item),
      cell: (order) => (
        <div className="lm:flex lm:min-w-0 lm:items-center lm:gap-3">
          {order.offerImage ? (
            <img src={order.offerImage} alt="" className="lm:size-10 lm:shrink-0 rounded lm:object-cover" />
          ) : null}
          <div className="lm:flex lm:min-w-0 lm:flex-col">
            <Link
              to={`/order/${order.id}/`}
              className="lm:font-medium lm:underline-offset-4 lm:hover:underline lm:[overflow-wrap:anywhere]"
            >
              {order.item}
            </Link>
            <span className="lm:text-xs lm:text-muted-foreground">
              {order.game.name} · {t(categoryMessages[order.category])}
            </span>
          </div>
        </div>
      ),
    },
    {
      key: 'date',
      header: t(m.date),
      className: 'lm:whitespace-nowrap',
      cell: (order) => <time dateTime={order.date}>{formatDate(new Date(order.date), intl.locale)}</time>,
    },
    {
      key: 'counterpart',
      header: t(m.counterpart),
      cell: (order) => (order.type === 'purchase' ? order.seller.name : order.buyer.name),
    },
    {
      key: 'quantity',
      header: t(m.quantity),
      align: 'end',
      cell: (order) => intl.formatNumber(order.quantity),
    },
    {
      key: 'total',
      header: t(m.total),
      align: 'end',
      className: 'lm:whitespace-nowrap lm:tabular-nums',
      cell: (order) => money(order.totalPrice, order.currency),
    },
    {
      key: 'status',
      header: t(m.status),
      cell: (order) => (
        <div className="lm:flex lm:flex-col lm:items-start lm:gap-1">
          <OrderStatusBadges order={order} className="lm:flex lm:flex-col lm:items-start lm:gap-1" />
          {order.type === 'sale' && order.status === 'pending' && order.moneyAvailableAt ? (
            <span className="lm:text-xs lm:text-muted-foreground">
              {t(m.moneyAvailable, { date: formatDate(new Date(order.moneyAvailableAt), intl.locale) })}
            </span>
          ) : order.type === 'purchase' && order.status === 'pending' && order.moneyAvailableAt ? (
            <span className="lm:text-xs lm:text-muted-foreground" data-slot="auto-confirm">
              {t(m.autoConfirm, { date: formatDate(new Date(order.moneyAvailableAt), intl.locale) })}
            </span>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="lm:flex lm:flex-col lm:gap-4">
      <Tabs
        value={filters.role}
        onValueChange={(role) =>
          onFiltersChange({ ...filters, role: role as OrdersFilters['role'], page: 1 })
        }
        activationMode="manual"
      >
        <TabsList aria-label={t(m.role)}>
          <TabsTrigger value="buyer">{t(m.purchases)}</TabsTrigger>
          <TabsTrigger value="seller">{t(m.sales)}</TabsTrigger>
        </TabsList>
        <TabsContent value={filters.role} className="lm:flex lm:flex-col lm:gap-4 lm:pt-4">
          <div className="lm:flex lm:flex-wrap lm:items-end lm:gap-4">
            <search className="lm:flex lm:min-w-64 lm:flex-1">
              <form onSubmit={submit} className="lm:flex lm:flex-1 lm:items-end lm:gap-2">
                <Field label={t(m.search)} className="lm:flex-1">
                  <Input
                    type="search"
                    value={search}
                    placeholder={t(m.searchPlaceholder)}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </Field>
                <Button type="submit" variant="outline">
                  {t(m.searchSubmit)}
                </Button>
              </form>
            </search>
            <Field label={t(m.status)} className="lm:w-48">
              <Select
                value={filters.status ?? ALL}
                onValueChange={(value) =>
                  onFiltersChange({
                    ...filters,
                    status: value === ALL ? null : (value as OrderStatus),
                    page: 1,
                  })
                }
                options={[
                  { value: ALL, label: t(m.allStatuses) },
                  ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
                ]}
              />
            </Field>
          </div>
          {data ? (
            <p className="lm:text-sm lm:text-muted-foreground" aria-live="polite">
              {t(m.count, { count: data.total })}
            </p>
          ) : null}
          <Table
            {...tableWords}
            caption={t(m.caption)}
            hideCaption
            columns={columns}
            rows={data?.orders ?? []}
            getRowKey={(order) => order.id}
            loading={data === null || loading}
            empty={
              <EmptyState
                headingLevel={3}
                title={t(filtered ? m.emptyFiltered : m.empty)}
                action={
                  filtered ? (
                    <Button
                      variant="outline"
                      onClick={() => onFiltersChange({ ...filters, status: null, search: '', page: 1 })}
                    >
                      {t(m.clearFilters)}
                    </Button>
                  ) : undefined
                }
              />
            }
          />
          {data && data.total > data.pageSize ? (
            <Pagination
              page={filters.page}
              pageCount={Math.ceil(data.total / data.pageSize)}
              onPageChange={(page) => onFiltersChange({ ...filters, page })}
              label={t(m.pagination)}
              previousLabel={t(m.previous)}
              nextLabel={t(m.next)}
              pageLabel={(page) => t(m.page, { page })}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Reads and writes the list's filters in the URL, so a reload or a shared link keeps them. */
export function readOrdersFilters(params: URLSearchParams): OrdersFilters {
  const status = params.get('status');
  return {
    role: params.get('role') === 'seller' ? 'seller' : 'buyer',
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null,
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function writeOrdersFilters(filters: OrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.role === 'seller') params.set('role', 'seller');
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('q', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** /profile/orders/: the signed-in user's purchases and sales. */
export function OrdersListPage() {
  const intl = useIntl();
  const { token } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrdersFilters(searchParams);
  const list = useOrders(token, {
    role: filters.role,
    status: filters.status ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
  });
  return (
    <ProfileFrame title={intl.formatMessage(m.title)}>
      <OrdersListView
        filters={filters}
        onFiltersChange={(next) => setSearchParams(writeOrdersFilters(next))}
        data={list.data ?? null}
        loading={list.isFetching}
      />
    </ProfileFrame>
  );
}
