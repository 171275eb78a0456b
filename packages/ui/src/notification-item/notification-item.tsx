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
    'text-sm font-medium [overflow-wrap:anywhere] after:absolute after:inset-0 after:content-[""]';
  return (
    <li
      data-slot="notification-item"
      data-kind={kind}
      data-unread={unread || undefined}
      className={cn(
        'relative flex gap-3 rounded-md p-3 focus-within:outline-2 focus-within:outline-ring hover:bg-accent',
        unread && 'bg-secondary/40',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted"
      >
        <Icon className="size-4 text-muted-foreground" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {href ? (
          <a href={href} onClick={onOpen} className={cn(titleClass, 'outline-none')}>
            {unread ? <span className="sr-only">{unreadLabel}: </span> : null}
            {title}
          </a>
        ) : onOpen ? (
          <button type="button" onClick={onOpen} className={cn(titleClass, 'text-start outline-none')}>
            {unread ? <span className="sr-only">{unreadLabel}: </span> : null}
            {title}
          </button>
        ) : (
          <p className="text-sm font-medium [overflow-wrap:anywhere]">
            {unread ? <span className="sr-only">{unreadLabel}: </span> : null}
            {title}
          </p>
        )}
        {body ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{body}</p> : null}
        <time dateTime={dateTime} className="text-xs text-muted-foreground">
          {time}
        </time>
      </div>
      {unread ? <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" /> : null}
    </li>
  );
}
