import { socketStatusMessages } from '@lootmarket/i18n';
import type { ConnectionStatus } from '@lootmarket/realtime';
import { Button } from '@lootmarket/ui';
import { WifiOff } from 'lucide-react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { notificationPanelMessages as messages } from './notification-messages';
import { useRealtime } from './use-realtime';

/** The statuses worth telling the user about (spec §4); all is well, or not yet started, otherwise. */
const PROBLEMS: Partial<Record<ConnectionStatus, MessageDescriptor>> = {
  connectionFailed: socketStatusMessages.connectionFailed,
  reconnecting: socketStatusMessages.reconnecting,
  maxReconnectAttemptsReached: socketStatusMessages.maxReconnectAttempts,
};

export interface ConnectionStatusNoticeViewProps {
  status: ConnectionStatus;
  /** Starts the reconnection attempts again; offered once they are used up. */
  onReconnect: () => void;
}

/**
 * The live updates' trouble, said politely in the header: 'Connection failed.', 'Reconnecting…', or
 * 'Max reconnection attempts reached.' with a Reconnect button. The live region stays in the page
 * (empty, and out of the layout, while connected) so that screen readers announce each change; it
 * is a status only while it says something: an empty status beside the bell read as an empty toast
 * next to the page's real toasts.
 */
export function ConnectionStatusNoticeView({ status, onReconnect }: ConnectionStatusNoticeViewProps) {
  const intl = useIntl();
  const message = PROBLEMS[status];
  return (
    <div
      // A polite live region from the start (one added with its text would not be announced), kept
      // out of the header's layout while empty; no role then, so nothing empty is in the tree.
      aria-live="polite"
      aria-atomic="true"
      role={message ? 'status' : undefined}
      className={message ? 'lm:flex lm:items-center lm:gap-2 lm:text-sm' : 'lm:sr-only'}
      data-status={status}
    >
      {message ? (
        <>
          <WifiOff aria-hidden="true" className="lm:size-4 lm:shrink-0 lm:text-muted-foreground" />
          <span>{intl.formatMessage(message)}</span>
          {status === 'maxReconnectAttemptsReached' ? (
            <Button type="button" variant="outline" size="sm" onClick={onReconnect}>
              {intl.formatMessage(messages.reconnect)}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The signed-in user's socket status beside the bell; nothing while it is connected. */
export function ConnectionStatusNotice() {
  const { status, reconnect } = useRealtime();
  return <ConnectionStatusNoticeView status={status} onReconnect={reconnect} />;
}
