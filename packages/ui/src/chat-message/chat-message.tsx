import { AlertCircle, Check, Clock } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type ChatMessageStatus = 'sending' | 'sent' | 'failed';

export type ChatMessageProps = Omit<React.ComponentProps<'li'>, 'children'> & {
  author: string;
  body: string;
  sentAt: Date;
  /** The current user's own message: aligned to the end, in the primary colour. */
  own?: boolean;
  status?: ChatMessageStatus;
  locale?: string;
  statusLabels?: Record<ChatMessageStatus, string>;
  /** Offered on a failed message. */
  onRetry?: () => void;
  retryLabel?: string;
};

/** One message in an order chat. Render inside a list (`<ol>`): the conversation is a sequence. */
export function ChatMessage({
  author,
  body,
  sentAt,
  own = false,
  status = 'sent',
  locale = 'en',
  statusLabels = { sending: 'Sending', sent: 'Sent', failed: 'Failed to send message.' },
  onRetry,
  retryLabel = 'Retry',
  className,
  ...props
}: ChatMessageProps) {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(sentAt);
  const StatusIcon = status === 'sending' ? Clock : status === 'failed' ? AlertCircle : Check;
  return (
    <li
      data-slot="chat-message"
      data-own={own || undefined}
      data-status={status}
      className={cn(
        'flex max-w-[85%] flex-col gap-1',
        own ? 'ms-auto items-end' : 'me-auto items-start',
        className,
      )}
      {...props}
    >
      <span className="text-xs text-muted-foreground">{author}</span>
      <p
        className={cn(
          'whitespace-pre-wrap rounded-lg px-3 py-2 text-sm [overflow-wrap:anywhere]',
          own ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted text-foreground',
          status === 'failed' && 'ring-2 ring-destructive',
        )}
      >
        {body}
      </p>
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <time dateTime={sentAt.toISOString()}>{time}</time>
        {own ? (
          <>
            <StatusIcon
              aria-hidden="true"
              className={cn('size-3.5', status === 'failed' && 'text-destructive-text')}
            />
            <span className={status === 'failed' ? 'font-medium text-destructive-text' : 'sr-only'}>
              {statusLabels[status]}
            </span>
          </>
        ) : null}
        {status === 'failed' && onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="font-medium text-link underline underline-offset-2"
          >
            {retryLabel}
          </button>
        ) : null}
      </span>
    </li>
  );
}
