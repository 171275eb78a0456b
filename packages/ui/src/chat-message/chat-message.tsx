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
        'lm:flex lm:max-w-[85%] lm:flex-col lm:gap-1',
        own ? 'lm:ms-auto lm:items-end' : 'lm:me-auto lm:items-start',
        className,
      )}
      {...props}
    >
      <span className="lm:text-xs lm:text-muted-foreground">{author}</span>
      <p
        className={cn(
          'lm:whitespace-pre-wrap lm:rounded-lg lm:px-3 lm:py-2 lm:text-sm lm:[overflow-wrap:anywhere]',
          own
            ? 'lm:rounded-ee-sm lm:bg-primary lm:text-primary-foreground'
            : 'lm:rounded-es-sm lm:bg-muted lm:text-foreground',
          status === 'failed' && 'lm:ring-2 lm:ring-destructive',
        )}
      >
        {body}
      </p>
      <span className="lm:inline-flex lm:items-center lm:gap-1 lm:text-xs lm:text-muted-foreground">
        <time dateTime={sentAt.toISOString()}>{time}</time>
        {own ? (
          <>
            <StatusIcon
              aria-hidden="true"
              className={cn('lm:size-3.5', status === 'failed' && 'lm:text-destructive-text')}
            />
            <span className={status === 'failed' ? 'lm:font-medium lm:text-destructive-text' : 'lm:sr-only'}>
              {statusLabels[status]}
            </span>
          </>
        ) : null}
        {status === 'failed' && onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="lm:font-medium lm:text-link lm:underline lm:underline-offset-2"
          >
            {retryLabel}
          </button>
        ) : null}
      </span>
    </li>
  );
}
