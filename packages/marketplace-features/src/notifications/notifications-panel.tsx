import type { Notification, NotificationCategory } from '@lootmarket/contract';
import { useFormatters } from '@lootmarket/i18n';
import {
  Button,
  NotificationItem,
  type NotificationKind,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { withValues } from '../lib/messages';
import { useFormatMoney } from '../orders/use-format-money';
import { notificationPanelMessages as messages, notificationKindMessages } from './notification-messages';
import { type PanelTab, TIME_FILTERS, type TimeFilter } from './notifications-api';

const TABS: ReadonlyArray<{ value: PanelTab; label: keyof typeof messages }> = [
  { value: 'all', label: 'tabAll' },
  { value: 'messages', label: 'tabMessages' },
  { value: 'sales', label: 'tabSales' },
  { value: 'payments', label: 'tabPayments' },
];
const FILTER_LABELS: Record<TimeFilter, keyof typeof messages> = {
  new: 'filterNew',
  today: 'filterToday',
  week: 'filterWeek',
  month: 'filterMonth',
};
const ITEM_KIND: Record<NotificationCategory, NotificationKind> = {
  messages: 'message',
  sales: 'sale',
  payments: 'payment',
};

export interface NotificationsPanelViewProps {
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  /** One time filter or none (every notification). */
  filter: TimeFilter | null;
  onFilterChange: (filter: TimeFilter | null) => void;
  items: Notification[];
  loading?: boolean;
  failed?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  unreadTotal: number;
  onMarkAllRead: () => void;
  soundOn: boolean;
  onSoundChange: (on: boolean) => void;
  /** Opening an entry marks it read and follows its link. */
  onOpen: (notification: Notification) => void;
  now?: Date;
}

/** The notifications panel of spec §2: tabs, time filters, sound toggle, the list, mark all read. */
export function NotificationsPanelView(props: NotificationsPanelViewProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { formatRelativeTime } = useFormatters();
  const { tab, filter, items } = props;
  // Only the active tab's panel is mounted; each tab shows the same filtered list.
  const content = (
    <>
      <fieldset className="lm:flex lm:flex-wrap lm:items-center lm:gap-1">
        <legend className="lm:sr-only">{intl.formatMessage(messages.timeFilter)}</legend>
        {TIME_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => props.onFilterChange(filter === value ? null : value)}
          >
            {intl.formatMessage(messages[FILTER_LABELS[value]])}
          </Button>
        ))}
      </fieldset>
      <Switch
        checked={props.soundOn}
        onCheckedChange={props.onSoundChange}
        label={intl.formatMessage(messages.sound)}
      />
      {props.failed ? (
        <p role="alert" className="lm:text-destructive lm:text-sm">
          {intl.formatMessage(messages.loadFailed)}
        </p>
      ) : null}
      {items.length === 0 && !props.loading && !props.failed ? (
        <p className="lm:py-6 lm:text-center lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <ul
          aria-busy={props.loading || undefined}
          className="lm:-mx-2 lm:flex lm:max-h-96 lm:flex-col lm:gap-1 lm:overflow-y-auto"
        >
          {items.map((notification) => {
            const text = notificationKindMessages[notification.kind];
            const values = withBlanks(withLocalMoney(notification.params, formatMoney));
            return (
              <NotificationItem
                key={notification.id}
                kind={ITEM_KIND[notification.category]}
                title={intl.formatMessage(withValues(text.title), values)}
                body={intl.formatMessage(withValues(text.body), values)}
                time={formatRelativeTime(notification.createdAt, props.now ? { now: props.now } : {})}
                dateTime={notification.createdAt}
                unread={notification.readAt === null}
                unreadLabel={intl.formatMessage(messages.unread)}
                onOpen={() => props.onOpen(notification)}
              />
            );
          })}
        </ul>
      )}
      {props.hasMore ? (
        <Button variant="outline" size="sm" onClick={props.onLoadMore} disabled={props.loading}>
          {intl.formatMessage(messages.loadMore)}
        </Button>
      ) : null}
    </>
  );
  return (
    <section aria-labelledby="notifications-panel-title" className="lm:flex lm:flex-col lm:gap-3">
      <div className="lm:flex lm:items-center lm:justify-between lm:gap-2">
        <h2 id="notifications-panel-title" className="lm:font-semibold lm:text-base">
          {intl.formatMessage(messages.title)}
        </h2>
        <Button variant="ghost" size="sm" onClick={props.onMarkAllRead} disabled={props.unreadTotal === 0}>
          {intl.formatMessage(messages.markAllRead)}
        </Button>
      </div>
      <Tabs
        value={tab}
        className="lm:flex lm:flex-col lm:gap-3"
        onValueChange={(value) => props.onTabChange(value as PanelTab)}
      >
        <TabsList className="lm:w-full">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="lm:flex-1">
              {intl.formatMessage(messages[label])}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value }) => (
          <TabsContent key={value} value={value} className="lm:flex lm:flex-col lm:gap-3">
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/**
 * The amount in the reader's language and the pages' format ("50,00 $", not "50.00 USD") when the
 * notification carries it as minor units (notificationMoneyParams); older rows keep their text.
 */
function withLocalMoney(
  params: Notification['params'],
  formatMoney: (amountMinor: string, currency: string) => string,
): Notification['params'] {
  const { amountMinor, currency } = params;
  if (typeof amountMinor !== 'string' || typeof currency !== 'string') return params;
  try {
    return { ...params, amount: formatMoney(amountMinor, currency) };
  } catch {
    return params;
  }
}

/** A text whose parameter is missing (an older row) shows a blank, never the raw placeholder. */
function withBlanks(params: Notification['params']): Record<string, string | number> {
  return new Proxy(
    { ...params },
    {
      has: (_target, key) => typeof key === 'string',
      get: (target, key) => (typeof key === 'string' ? (target[key] ?? '') : undefined),
    },
  );
}
