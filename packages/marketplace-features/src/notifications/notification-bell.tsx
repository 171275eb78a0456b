import type { Notification } from '@lootmarket/contract';
import { Popover, PopoverContent, PopoverTrigger } from '@lootmarket/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { withValues } from '../lib/messages';
import { ConnectionStatusNotice } from './connection-status-notice';
import { notificationPanelMessages as messages } from './notification-messages';
import {
  fetchNotifications,
  markNotificationsRead,
  notificationsQueryKey,
  type PanelTab,
  type TimeFilter,
} from './notifications-api';
import { NotificationsPanelView } from './notifications-panel';
import { notificationSoundEnabled, setNotificationSoundEnabled } from './realtime-connection';
import { useRealtime } from './use-realtime';

/** Shown on the badge; beyond it "99+". */
const BADGE_MAX = 99;

/**
 * The header bell (signed-in users): the unread count from the socket, opening the panel, and beside
 * it the socket's status when the live updates are in trouble.
 */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <ConnectionStatusNotice />
      <SignedInBell />
    </>
  );
}

function SignedInBell() {
  const intl = useIntl();
  const { token } = useAuth();
  const { notifications, setTotal } = useRealtime();
  const [open, setOpen] = useState(false);
  const total = notifications.total;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          data-slot="notification-bell"
          aria-label={intl.formatMessage(withValues(messages.bell), { count: total })}
          className="lm:relative lm:inline-flex lm:size-9 lm:items-center lm:justify-center lm:rounded-md lm:text-foreground lm:hover:bg-accent lm:focus-visible:outline-2 lm:focus-visible:outline-ring"
        >
          <Bell aria-hidden="true" className="lm:size-5" />
          {total > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="lm:absolute lm:-end-1 lm:-top-1 lm:inline-flex lm:min-w-5 lm:items-center lm:justify-center lm:rounded-full lm:bg-destructive lm:px-1 lm:font-semibold lm:text-destructive-foreground lm:text-xs"
            >
              {total > BADGE_MAX ? `${BADGE_MAX}+` : total}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent align="end" className="lm:w-96">
        {open && token ? (
          <PanelContainer
            token={token}
            onTotal={setTotal}
            total={total}
            lastPayload={notifications.lastPayload}
            close={() => setOpen(false)}
          />
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

function PanelContainer({
  token,
  total,
  lastPayload,
  onTotal,
  close,
}: {
  token: string;
  total: number;
  /** The socket's last message: a new one (a pushed item, or the `{ total }` after a reconnect) reloads the list. */
  lastPayload: unknown;
  onTotal: (total: number) => void;
  close: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PanelTab>('all');
  const [filter, setFilter] = useState<TimeFilter | null>(null);
  const [soundOn, setSoundOn] = useState(notificationSoundEnabled);
  const query = useInfiniteQuery({
    queryKey: notificationsQueryKey(tab, filter),
    queryFn: ({ pageParam }) => fetchNotifications(token, tab, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  // Every message of the socket may change the list: a pushed notification, and the `{ total }` it sends
  // after a reconnect (what arrived while it was away, even when the unread count came out the same).
  // The open panel reloads its list on each, without a page reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new socket message is the trigger.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
  }, [lastPayload, queryClient]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const markRead = async (body: { ids: string[] } | { all: true }) => {
    const result = await markNotificationsRead(token, body);
    if (result.ok) onTotal(result.data.total);
    await queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
  };
  const openNotification = (notification: Notification) => {
    if (notification.readAt === null) void markRead({ ids: [notification.id] });
    if (notification.link) {
      close();
      navigate(notification.link);
    }
  };
  return (
    <NotificationsPanelView
      tab={tab}
      onTabChange={setTab}
      filter={filter}
      onFilterChange={setFilter}
      items={items}
      loading={query.isFetching}
      failed={query.isError}
      hasMore={query.hasNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      unreadTotal={total}
      onMarkAllRead={() => void markRead({ all: true })}
      soundOn={soundOn}
      onSoundChange={(on) => {
        setSoundOn(on);
        setNotificationSoundEnabled(on);
      }}
      onOpen={openNotification}
    />
  );
}
