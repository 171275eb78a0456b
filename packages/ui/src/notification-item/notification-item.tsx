import { Bell, CreditCard, MessageSquare, ShoppingBag } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type NotificationKind = 'message' | 'sale' | 'payment' | 'system';

export type NotificationItemProps = Omit<React.ComponentProps<'li'>, 'title' | 'onClick'> & {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** Already phrased by the app, e.g. "5 minutes ago". */
  time: string;
  /** Machine-readable time for the <time> element. */
  dateTime?: string;
  unread?: boolean;
  unreadLabel?: string;
  /** Where the notification leads; the title becomes the link. */
  href?: string;
  /** Called when the entry is opened (before a link navigates: call preventDefault to route in-app). */
  onOpen?: (event: React.MouseEvent<HTMLElement>) => void;
};

const icons = { message: MessageSquare, sale: ShoppingBag, payment: CreditCard, system: Bell } as const;

/** One entry of the notifications panel (spec §2: messages, sales, payments). Render inside a list. */
export function NotificationItem({
  kind,
  title,
  body,
  time,
  dateTime,
  unread = false,
  unreadLabel = 'Unread',
  href,
  onOpen,
  className,
  ...props
}: NotificationItemProps) {
  const Icon = icons[kind];
  const titleClass =
    'lm:text-sm lm:font-medium lm:[overflow-wrap:anywhere] lm:after:absolute lm:after:inset-0 lm:after:content-[""]';
  return (
    <li
      data-slot="notification-item"
      data-kind={kind}
      data-unread={unread || undefined}
      className={cn(
        'lm:relative lm:flex lm:gap-3 lm:rounded-md lm:p-3 lm:focus-within:outline-2 lm:focus-within:outline-ring lm:hover:bg-accent',
        unread && 'lm:bg-secondary/40',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="lm:mt-0.5 lm:inline-flex lm:size-8 lm:shrink-0 lm:items-center lm:justify-center lm:rounded-full lm:bg-muted"
      >
        <Icon className="lm:size-4 lm:text-muted-foreground" />
      </span>
      <div className="lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-0.5">
        {href ? (
          <a href={href} onClick={onOpen} className={cn(titleClass, 'lm:outline-none')}>
            {unread ? <span className="lm:sr-only">{unreadLabel}: </span> : null}
            {title}
          </a>
        ) : onOpen ? (
          <button type="button" onClick={onOpen} className={cn(titleClass, 'lm:text-start lm:outline-none')}>
            {unread ? <span className="lm:sr-only">{unreadLabel}: </span> : null}
            {title}
          </button>
        ) : (
          <p className="lm:text-sm lm:font-medium lm:[overflow-wrap:anywhere]">
            {unread ? <span className="lm:sr-only">{unreadLabel}: </span> : null}
            {title}
          </p>
        )}
        {body ? (
          <p className="lm:text-sm lm:text-muted-foreground lm:[overflow-wrap:anywhere]">{body}</p>
        ) : null}
        <time dateTime={dateTime} className="lm:text-xs lm:text-muted-foreground">
          {time}
        </time>
      </div>
      {unread ? (
        <span aria-hidden="true" className="lm:mt-2 lm:size-2.5 lm:shrink-0 lm:rounded-full lm:bg-primary" />
      ) : null}
    </li>
  );
}
