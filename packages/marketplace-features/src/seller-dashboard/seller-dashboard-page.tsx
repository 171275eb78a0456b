import {
  LEDGER_CURRENCIES,
  type LedgerCurrency,
  type OrderListItem,
  type SellerDashboard,
} from '@lootmarket/contract';
import { formatDate } from '@lootmarket/i18n';
import {
  Button,
  Card,
  Chart,
  EmptyState,
  Field,
  Select,
  Skeleton,
  Table,
  type TableColumn,
  WalletBalanceCard,
} from '@lootmarket/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { withValuesAll } from '../lib/messages';
import { OrderStatusBadges } from '../orders/order-outcome';
import { useFormatMoney } from '../orders/use-format-money';
import { ProfileFrame } from '../profile/profile-frame';
import { useSellerDashboard, useWallets } from '../wallet/wallet-api';
import { walletBalanceCardProps, walletWithActivity } from '../wallet/wallet-balances';
import { walletMessages } from '../wallet/wallet-messages';
import { useWithdraw } from '../wallet/wallet-page';
import { SellerReserves } from '../warranty/seller-reserves';

export const sellerDashboardMessages = withValuesAll(
  defineMessages({
    title: { id: 'seller.dashboard.title', defaultMessage: 'Seller dashboard' },
    currency: { id: 'seller.dashboard.currency', defaultMessage: 'Currency' },
    income: { id: 'seller.dashboard.income', defaultMessage: 'Income analysis' },
    totalRevenue: { id: 'seller.dashboard.totalRevenue', defaultMessage: 'Total revenue' },
    thisMonth: { id: 'seller.dashboard.thisMonth', defaultMessage: 'This month' },
    itemsSold: { id: 'seller.dashboard.itemsSold', defaultMessage: 'Items sold' },
    completedOrders: { id: 'seller.dashboard.completedOrders', defaultMessage: 'Completed orders' },
    pendingOrders: { id: 'seller.dashboard.pendingOrders', defaultMessage: 'Orders in progress' },
    disputedOrders: { id: 'seller.dashboard.disputedOrders', defaultMessage: 'Disputed orders' },
    balance: { id: 'seller.dashboard.balance', defaultMessage: 'Balance' },
    chartTitle: { id: 'seller.dashboard.chartTitle', defaultMessage: 'Revenue, last 6 months' },
    chartDescription: {
      id: 'seller.dashboard.chartDescription',
      defaultMessage: 'Net revenue of completed sales per month.',
    },
    month: { id: 'seller.dashboard.month', defaultMessage: 'Month' },
    revenue: { id: 'seller.dashboard.revenue', defaultMessage: 'Revenue' },
    showTable: { id: 'seller.dashboard.showTable', defaultMessage: 'Show as table' },
    hideTable: { id: 'seller.dashboard.hideTable', defaultMessage: 'Hide table' },
    recentSales: { id: 'seller.dashboard.recentSales', defaultMessage: 'Recently sold items' },
    item: { id: 'seller.dashboard.item', defaultMessage: 'Item' },
    buyer: { id: 'seller.dashboard.buyer', defaultMessage: 'Buyer' },
    date: { id: 'seller.dashboard.date', defaultMessage: 'Date' },
    quantity: { id: 'seller.dashboard.quantity', defaultMessage: 'Quantity' },
    price: { id: 'seller.dashboard.price', defaultMessage: 'Price' },
    status: { id: 'seller.dashboard.status', defaultMessage: 'Status' },
    noSales: { id: 'seller.dashboard.noSales', defaultMessage: 'No sales yet.' },
    addOffer: { id: 'seller.dashboard.addOffer', defaultMessage: 'Add a product' },
    allSales: { id: 'seller.dashboard.allSales', defaultMessage: 'All sales' },
  }),
);
const m = sellerDashboardMessages;

export type SellerDashboardViewProps = {
  dashboard: SellerDashboard | null;
  currency: LedgerCurrency;
  onCurrencyChange: (currency: LedgerCurrency) => void;
  onWithdraw: () => void;
};

/** Spec §2 seller dashboard: income analysis, 6-month revenue chart, recent sales, balances, withdraw. */
export function SellerDashboardView({
  dashboard,
  currency,
  onCurrencyChange,
  onWithdraw,
}: SellerDashboardViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(intl.locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );

  const currencySelect = (
    <Field label={t(m.currency)} className="lm:w-36">
      <Select
        value={currency}
        onValueChange={(value) => onCurrencyChange(value as LedgerCurrency)}
        options={LEDGER_CURRENCIES.map((code) => ({ value: code, label: code }))}
      />
    </Field>
  );
  if (!dashboard) {
    return (
      <div className="lm:flex lm:flex-col lm:gap-6" aria-busy="true">
        {currencySelect}
        <Skeleton className="lm:h-32" />
        <Skeleton className="lm:h-64" />
      </div>
    );
  }

  const stats = [
    {
      key: 'total',
      label: t(m.totalRevenue),
      value: money(dashboard.income.totalRevenue, dashboard.currency),
    },
    { key: 'month', label: t(m.thisMonth), value: money(dashboard.income.thisMonth, dashboard.currency) },
    { key: 'items', label: t(m.itemsSold), value: intl.formatNumber(dashboard.income.itemsSold) },
    {
      key: 'completed',
      label: t(m.completedOrders),
      value: intl.formatNumber(dashboard.income.completedOrders),
    },
    { key: 'pending', label: t(m.pendingOrders), value: intl.formatNumber(dashboard.income.pendingOrders) },
    {
      key: 'disputed',
      label: t(m.disputedOrders),
      value: intl.formatNumber(dashboard.income.disputedOrders),
    },
  ];
  const columns: TableColumn<OrderListItem>[] = [
    {
      key: 'item',
      header: t(m.item),
      cell: (order) => (
        <Link
          to={`/order/${order.id}/`}
          className="lm:font-medium lm:underline-offset-4 lm:hover:underline lm:[overflow-wrap:anywhere]"
        >
          {order.item}
        </Link>
      ),
    },
    { key: 'buyer', header: t(m.buyer), cell: (order) => order.buyer.name },
    {
      key: 'date',
      header: t(m.date),
      className: 'lm:whitespace-nowrap',
      cell: (order) => <time dateTime={order.date}>{formatDate(new Date(order.date), intl.locale)}</time>,
    },
    {
      key: 'quantity',
      header: t(m.quantity),
      align: 'end',
      cell: (order) => intl.formatNumber(order.quantity),
    },
    {
      key: 'price',
      header: t(m.price),
      align: 'end',
      className: 'lm:whitespace-nowrap lm:tabular-nums',
      cell: (order) => money(BigInt(order.price) * BigInt(order.quantity), order.currency),
    },
    {
      key: 'status',
      header: t(m.status),
      cell: (order) => <OrderStatusBadges order={order} />,
    },
  ];

  return (
    <div className="lm:flex lm:flex-col lm:gap-8">
      {currencySelect}
      <div className="lm:grid lm:gap-6 lm:lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="income-title" className="lm:flex lm:flex-col lm:gap-3">
          <h2 id="income-title" className="lm:text-xl lm:font-semibold">
            {t(m.income)}
          </h2>
          <dl className="lm:grid lm:grid-cols-2 lm:gap-3 lm:sm:grid-cols-3">
            {stats.map((stat) => (
              <Card key={stat.key} className="lm:flex lm:flex-col lm:gap-1 lm:p-4">
                <dt className="lm:text-sm lm:text-muted-foreground">{stat.label}</dt>
                <dd className="lm:text-xl lm:font-semibold lm:tabular-nums lm:[overflow-wrap:anywhere]">
                  {stat.value}
                </dd>
              </Card>
            ))}
          </dl>
        </section>
        <section aria-labelledby="balance-title" className="lm:flex lm:flex-col lm:gap-3">
          <h2 id="balance-title" className="lm:text-xl lm:font-semibold">
            {t(m.balance)}
          </h2>
          <WalletBalanceCard
            currency={dashboard.currency}
            title={t(walletMessages.walletTitle, { currency: dashboard.currency })}
            formatAmount={money}
            {...walletBalanceCardProps(intl, dashboard.balances)}
            onWithdraw={onWithdraw}
          />
          <SellerReserves reserves={dashboard.reserves} />
        </section>
      </div>
      <Card className="lm:p-5">
        <Chart
          title={t(m.chartTitle)}
          description={t(m.chartDescription)}
          currency={dashboard.currency}
          locale={intl.locale}
          formatAmount={money}
          periodLabel={t(m.month)}
          valueLabel={t(m.revenue)}
          showTableLabel={t(m.showTable)}
          hideTableLabel={t(m.hideTable)}
          data={dashboard.revenueByMonth.map((point) => ({
            label: monthName(point.month),
            valueMinor: Number(point.revenue),
          }))}
        />
      </Card>
      <div className="lm:flex lm:flex-col lm:gap-3">
        <div className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-2">
          <h2 className="lm:text-xl lm:font-semibold">{t(m.recentSales)}</h2>
          <Button asChild variant="outline" size="sm">
            <Link to="/profile/orders/?role=seller">{t(m.allSales)}</Link>
          </Button>
        </div>
        <Table
          caption={t(m.recentSales)}
          hideCaption
          columns={columns}
          rows={dashboard.recentSales}
          getRowKey={(order) => order.id}
          empty={
            <EmptyState
              headingLevel={3}
              title={t(m.noSales)}
              action={
                <Button asChild variant="outline">
                  <Link to="/profile/products/new/">{t(m.addOffer)}</Link>
                </Button>
              }
            />
          }
        />
      </div>
    </div>
  );
}

/** /profile/seller/. */
export function SellerDashboardPage() {
  const intl = useIntl();
  const { token } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('currency') ?? '';
  // Without a choice in the URL: the wallet with the latest movement (never an empty one while another
  // has activity), else the first wallet, else USD (the offers' default currency).
  const wallets = useWallets(token);
  const fallback = walletWithActivity(wallets.data?.wallets ?? []) ?? 'USD';
  const chosen = (LEDGER_CURRENCIES as readonly string[]).includes(requested);
  const currency = chosen ? (requested as LedgerCurrency) : fallback;
  const dashboard = useSellerDashboard(token, currency, chosen || wallets.isFetched);
  const withdraw = useWithdraw();
  const data = dashboard.data ?? null;
  return (
    <ProfileFrame title={intl.formatMessage(m.title)}>
      <SellerDashboardView
        dashboard={data}
        currency={currency}
        onCurrencyChange={(next) => setSearchParams({ currency: next })}
        onWithdraw={() => data && withdraw.open(data.currency, BigInt(data.balances.available))}
      />
      {withdraw.dialog}
    </ProfileFrame>
  );
}
