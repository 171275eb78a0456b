import type { AdminPageViews } from '@lootmarket/contract';
import {
  Alert,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Chart,
  Skeleton,
  Table,
} from '@lootmarket/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { tableMessages } from '../lib/use-table-words';
import { adminShellMessages, dashboardMessages as m } from './admin-messages';

/**
 * Spec §7 page views on the dashboard: views per UTC day (the kit's chart, counting views instead of
 * money) and the most viewed pages. `data` null while loading; `failed` when the read failed.
 */
export function PageViewsCard({ data, failed = false }: { data: AdminPageViews | null; failed?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dayLabel = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = (views: number) => intl.formatNumber(views);
  let body: ReactNode;
  if (failed) {
    body = <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert>;
  } else if (!data) {
    body = <Skeleton className="lm:h-64" aria-busy="true" />;
  } else if (data.total === 0) {
    body = <Alert variant="info">{t(m.noPageViews)}</Alert>;
  } else {
    body = (
      <div className="lm:grid lm:gap-6 lm:xl:grid-cols-2">
        <Chart
          type="bar"
          currency=""
          locale={intl.locale}
          formatAmount={(amount) => count(Number(amount))}
          title={t(m.pageViewsChart)}
          data={data.series.map((point) => ({ label: dayLabel(point.date), valueMinor: point.views }))}
          periodLabel={t(m.day)}
          valueLabel={t(m.views)}
          showTableLabel={t(m.showTable)}
          hideTableLabel={t(m.hideTable)}
        />
        <Table
          // Two short columns fit any phone as a table.
          narrow="scroll"
          caption={t(m.topPages)}
          columns={[
            {
              key: 'path',
              header: t(m.page),
              cell: (row) => <span className="lm:break-all lm:font-mono lm:text-sm">{row.path}</span>,
            },
            { key: 'views', header: t(m.views), align: 'end', cell: (row) => count(row.views) },
          ]}
          rows={data.topPages}
          getRowKey={(row) => row.path}
          loadingLabel={t(tableMessages.loading)}
        />
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t(m.pageViews)}</CardTitle>
        {data && !failed ? (
          <CardDescription>{t(m.pageViewsTotal, { views: data.total })}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
