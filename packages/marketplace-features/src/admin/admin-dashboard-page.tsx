import { type AdminDashboard, DASHBOARD_PERIODS } from '@lootmarket/contract';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Chart,
  Field,
  Select,
  Skeleton,
  Table,
} from '@lootmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { tableMessages } from '../lib/use-table-words';
import { useFormatMoney } from '../orders/use-format-money';
import { useAdminDashboard, useAdminPageViews } from './admin-api';
import { AdminPage } from './admin-layout';
import { adminShellMessages, dashboardMessages as m } from './admin-messages';
import { PageViewsCard } from './page-views-card';
import { useUrlFilters } from './url-filters';

/**
 * One number, its whole tile a link to the queue behind it: the title is the link (its name), and
 * its ::after covers the tile so a click anywhere opens the queue; the focus ring rings the tile.
 */
function Stat({ label, value, detail, to }: { label: string; value: string; detail?: string; to: string }) {
  return (
    <Card className="lm:relative lm:transition-colors lm:hover:bg-accent lm:has-[a:focus-visible]:outline-2 lm:has-[a:focus-visible]:outline-ring lm:has-[a:focus-visible]:outline-offset-2">
      <CardHeader>
        <CardTitle as="h2" className="lm:text-sm lm:font-medium lm:text-muted-foreground">
          <Link
            to={to}
            data-slot="dashboard-tile-link"
            className="lm:outline-none lm:after:absolute lm:after:inset-0 lm:after:rounded-lg lm:hover:underline lm:hover:underline-offset-4"
          >
            {label}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="lm:flex lm:flex-col lm:gap-1">
        <span className="lm:font-bold lm:text-2xl lm:tabular-nums">{value}</span>
        {detail ? <span className="lm:text-sm lm:text-muted-foreground">{detail}</span> : null}
      </CardContent>
    </Card>
  );
}

/** The numbers and charts; `data` null while loading. */
export function AdminDashboardView({ data }: { data: AdminDashboard | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const [currency, setCurrency] = useState<string | null>(null);
  if (!data) {
    return (
      <div className="lm:grid lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="lm:h-28" />
        ))}
      </div>
    );
  }
  const { totals } = data;
  const shown = data.money.find((series) => series.currency === currency) ?? data.money[0];
  const dayLabel = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className="lm:flex lm:flex-col lm:gap-6">
      <div className="lm:grid lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3">
        <Stat to="/orders/" label={t(m.orders)} value={intl.formatNumber(totals.orders)} />
        <Stat to="/users/" label={t(m.signUps)} value={intl.formatNumber(totals.signUps)} />
        <Stat
          to="/disputes/?status=open"
          label={t(m.openDisputes)}
          value={intl.formatNumber(totals.openDisputes)}
        />
        <Stat
          to="/withdrawals/?status=pending_review"
          label={t(m.pendingWithdrawals)}
          value={intl.formatNumber(totals.pendingWithdrawals.standard + totals.pendingWithdrawals.vip)}
          detail={t(m.pendingSplit, totals.pendingWithdrawals)}
        />
        <Stat to="/tickets/" label={t(m.openTickets)} value={intl.formatNumber(totals.openTickets)} />
        <Stat
          to="/orders/?refund=stalled"
          label={t(m.stalledRefunds)}
          value={intl.formatNumber(totals.stalledRefunds)}
        />
        <Stat
          to="/tickets/"
          label={t(m.firstReply)}
          value={
            totals.averageFirstReplySeconds === null
              ? '—'
              : t(m.minutes, { minutes: Math.round((totals.averageFirstReplySeconds / 60) * 10) / 10 })
          }
          detail={totals.averageFirstReplySeconds === null ? t(m.noReplies) : undefined}
        />
      </div>
      {shown ? (
        <section className="lm:flex lm:flex-col lm:gap-4">
          {data.money.length > 1 ? (
            <Field label={t(m.currency)} className="lm:w-40">
              <Select
                value={shown.currency}
                onValueChange={setCurrency}
                options={data.money.map((series) => ({ value: series.currency, label: series.currency }))}
              />
            </Field>
          ) : null}
          <div className="lm:grid lm:gap-6 lm:xl:grid-cols-2">
            {(['volume', 'fees'] as const).map((kind) => (
              <Chart
                key={kind}
                type={kind === 'volume' ? 'bar' : 'line'}
                currency={shown.currency}
                locale={intl.locale}
                formatAmount={(amount, code) => money(amount, code)}
                title={t(kind === 'volume' ? m.volume : m.fees, { currency: shown.currency })}
                data={shown.series.map((point) => ({
                  label: dayLabel(point.date),
                  valueMinor: Number(point[kind]),
                }))}
                periodLabel={t(m.day)}
                valueLabel={t(m.amount)}
                showTableLabel={t(m.showTable)}
                hideTableLabel={t(m.hideTable)}
              />
            ))}
          </div>
        </section>
      ) : (
        <Alert variant="info">{t(m.noMoney)}</Alert>
      )}
      <Table
        caption={t(m.daily)}
        columns={[
          { key: 'date', header: t(m.day), cell: (row) => dayLabel(row.date) },
          { key: 'orders', header: t(m.orders), align: 'end', cell: (row) => intl.formatNumber(row.orders) },
          {
            key: 'signUps',
            header: t(m.signUps),
            align: 'end',
            cell: (row) => intl.formatNumber(row.signUps),
          },
        ]}
        rows={[...data.series].reverse()}
        getRowKey={(row) => row.date}
        loadingLabel={t(tableMessages.loading)}
      />
    </div>
  );
}

export function AdminDashboardPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { values, set } = useUrlFilters({ days: '30' });
  const days = (DASHBOARD_PERIODS as readonly number[]).includes(Number(values.days))
    ? Number(values.days)
    : 30;
  const dashboard = useAdminDashboard(days);
  const pageViews = useAdminPageViews(days);
  return (
    <AdminPage
      title={t(m.title)}
      actions={
        <Field label={t(m.period)} className="lm:w-44">
          <Select
            value={String(days)}
            onValueChange={(value) => set({ days: value })}
            options={DASHBOARD_PERIODS.map((period) => ({
              value: String(period),
              label: t(m.days, { days: period }),
            }))}
          />
        </Field>
      }
    >
      {dashboard.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      <div className="lm:flex lm:flex-col lm:gap-6">
        <AdminDashboardView data={dashboard.data ?? null} />
        <PageViewsCard data={pageViews.data ?? null} failed={pageViews.isError} />
      </div>
    </AdminPage>
  );
}
