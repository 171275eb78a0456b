import { ArrowDown } from 'lucide-react';
import type * as React from 'react';
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChatComposer } from '../chat-composer/chat-composer';
import { ChatMessage } from '../chat-message/chat-message';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner/spinner';

/** Closer than this (px) to the bottom counts as reading the newest message. */
const BOTTOM_SLACK_PX = 32;
/** Closer than this (px) to the top asks for older messages. */
const TOP_THRESHOLD_PX = 48;

/** The chat panel: a header (title, connection), the message history, then the composer. */
export function ChatPanel({ className, ...props }: React.ComponentProps<'section'>) {
  return (
    <section data-slot="chat-panel" className={cn('lm:flex lm:flex-col lm:gap-3', className)} {...props} />
  );
}

export function ChatPanelHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="chat-panel-header"
      className={cn('lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-2', className)}
      {...props}
    />
  );
}

export type ChatPanelConnectionState = 'connected' | 'connecting' | 'offline';

export type ChatPanelConnectionProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  state: ChatPanelConnectionState;
  labels?: Record<ChatPanelConnectionState, string>;
};

/** Whether new messages arrive live; said politely when it changes. */
export function ChatPanelConnection({
  state,
  labels = {
    connected: 'Live',
    connecting: 'Connecting…',
    offline: 'Offline: new messages appear when the connection is back',
  },
  className,
  ...props
}: ChatPanelConnectionProps) {
  return (
    <p
      role="status"
      data-slot="chat-panel-connection"
      data-state={state}
      className={cn(
        'lm:inline-flex lm:items-center lm:gap-1.5 lm:text-xs lm:text-muted-foreground',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'lm:size-2 lm:shrink-0 lm:rounded-full',
          state === 'connected' && 'lm:bg-success',
          state === 'connecting' && 'lm:bg-warning lm:motion-safe:animate-pulse',
          state === 'offline' && 'lm:bg-destructive',
        )}
      />
      {labels[state]}
    </p>
  );
}

export type ChatPanelMessagesProps<T> = {
  /** Oldest first. */
  items: ReadonlyArray<T>;
  getKey: (item: T) => string;
  getDate: (item: T) => Date;
  /** One message: a `ChatPanelMessage` (a list item). */
  renderItem: (item: T) => React.ReactNode;
  /** The reader's own message: arriving, it brings the history to the bottom even when scrolled up. */
  isOwn?: (item: T) => boolean;
  /** Key of the first unread message: the "Unread messages" line goes before it. */
  unreadFrom?: string | null;
  /** Name of the history (a `log`: new messages are announced politely). */
  label: string;
  locale?: string;
  /** "Today" and "Yesterday" are measured from it (stories pin it). */
  now?: Date;
  todayLabel?: string;
  yesterdayLabel?: string;
  unreadLabel?: string;
  /** The button shown when messages arrived below while the reader was reading older ones. */
  jumpLabel?: string;
  /** The reader came near the top: load older messages (the reader's place is kept when they arrive). */
  onReachTop?: () => void;
  loadingOlder?: boolean;
  olderLoadingLabel?: string;
  /**
   * From this many messages on, the ones out of view skip layout and paint (`content-visibility`).
   * Below it everything is laid out: tools that measure what they cannot see (axe's colour contrast)
   * read skipped messages wrongly, and a short history gains nothing.
   */
  longHistoryFrom?: number;
  /** Shown when there is no message. */
  empty?: React.ReactNode;
  busy?: boolean;
  /** Above the messages (a load error, say). */
  children?: React.ReactNode;
  className?: string;
};

type DayGroup<T> = { day: string; date: Date; runs: { unread: boolean; items: T[] }[] };

function dayKey(date: Date) {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

function groupByDay<T>(
  items: ReadonlyArray<T>,
  getKey: (item: T) => string,
  getDate: (item: T) => Date,
  unreadFrom: string | null | undefined,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = getDate(item);
    const day = dayKey(date);
    let group = groups.at(-1);
    if (group?.day !== day) {
      group = { day, date, runs: [] };
      groups.push(group);
    }
    const unread = getKey(item) === unreadFrom;
    let run = group.runs.at(-1);
    if (!run || unread) {
      run = { unread, items: [] };
      group.runs.push(run);
    }
    run.items.push(item);
  }
  return groups;
}

/**
 * The history: messages grouped under day separators, an "Unread messages" line, older messages on
 * scrolling up (the reader's place kept), and the newest kept in view only while the reader is at the
 * bottom; a reader who scrolled up gets a "New messages" button instead of being pulled down.
 *
 * Long histories (`longHistoryFrom`): every message stays in the DOM (find in page, screen readers
 * and the log's own announcements keep working, and a history grows only page by page as the reader
 * scrolls up), while `content-visibility: auto` lets the browser skip layout and paint of the messages
 * out of view. A virtualiser was not used: it drops messages from the DOM, and keeping the reader's
 * place while pages of unmeasured messages are prepended is its weakest case.
 */
export function ChatPanelMessages<T>({
  items,
  getKey,
  getDate,
  renderItem,
  isOwn,
  unreadFrom,
  label,
  locale = 'en',
  now,
  todayLabel = 'Today',
  yesterdayLabel = 'Yesterday',
  unreadLabel = 'Unread messages',
  jumpLabel = 'New messages',
  onReachTop,
  loadingOlder = false,
  olderLoadingLabel = 'Loading older messages…',
  longHistoryFrom = 200,
  empty,
  busy,
  children,
  className,
}: ChatPanelMessagesProps<T>) {
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // What the history looked like at the last render or scroll: tells a prepended page from a new message.
  const seen = useRef<{ first?: string; last?: string; height: number; top: number }>({ height: 0, top: 0 });
  const [unseen, setUnseen] = useState(false);
  const first = items[0];
  const firstKey = first === undefined ? undefined : getKey(first);
  const newest = items.at(-1);
  const lastKey = newest === undefined ? undefined : getKey(newest);
  const newestOwn = newest !== undefined && (isOwn?.(newest) ?? false);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (before.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (lastKey !== before.last) {
      if (atBottom.current || newestOwn) {
        element.scrollTop = element.scrollHeight;
        setUnseen(false);
      } else setUnseen(true);
    } else if (firstKey !== before.first) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    }
    seen.current = { first: firstKey, last: lastKey, height: element.scrollHeight, top: element.scrollTop };
  }, [firstKey, lastKey, newestOwn]);

  // Messages that grow after they are shown (skipped ones laid out as they come near) keep a reader
  // at the bottom there.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      seen.current = { ...seen.current, height: element.scrollHeight, top: element.scrollTop };
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseen(false);
    seen.current = { ...seen.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop <= TOP_THRESHOLD_PX) onReachTop?.();
  };

  const jump = () => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
    // The button goes away: the keyboard continues in the history it brought down.
    element.focus();
  };

  const today = now ?? new Date();
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  const dayLabel = (date: Date) => {
    const key = dayKey(date);
    if (key === dayKey(today)) return todayLabel;
    if (key === dayKey(yesterday)) return yesterdayLabel;
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: date.getFullYear() === today.getFullYear() ? undefined : 'numeric',
    }).format(date);
  };

  return (
    <div
      data-slot="chat-panel-messages"
      className={cn('lm:relative lm:flex lm:min-h-0 lm:flex-col', className)}
    >
      <div
        ref={scroller}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls; keyboard users need to reach it.
        tabIndex={0}
        role="log"
        aria-label={label}
        aria-busy={busy || loadingOlder || undefined}
        className="lm:h-96 lm:overflow-y-auto lm:rounded-md lm:border lm:border-border lm:bg-background lm:p-3 lm:focus-visible:outline-2 lm:focus-visible:outline-ring"
      >
        <div ref={content} className="lm:flex lm:flex-col lm:gap-2">
          {loadingOlder ? (
            <p className="lm:flex lm:justify-center lm:py-2">
              <Spinner label={olderLoadingLabel} />
            </p>
          ) : null}
          {children}
          {items.length === 0 && empty ? (
            <p className="lm:py-8 lm:text-center lm:text-sm lm:text-muted-foreground">{empty}</p>
          ) : null}
          {groupByDay(items, getKey, getDate, unreadFrom).map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a day of messages is a named group, not a form fieldset.
            <div
              key={group.day}
              role="group"
              aria-labelledby={`${id}-${group.day}`}
              data-slot="chat-panel-day"
              className="lm:flex lm:flex-col lm:gap-2"
            >
              <div className="lm:flex lm:items-center lm:gap-3 lm:py-1 lm:text-xs lm:text-muted-foreground lm:before:h-px lm:before:flex-1 lm:before:bg-border lm:after:h-px lm:after:flex-1 lm:after:bg-border">
                <span id={`${id}-${group.day}`}>{dayLabel(group.date)}</span>
              </div>
              {group.runs.map((run, index) => (
                // By place, not by first message: a page of older messages must not remount the list.
                <Fragment key={run.unread ? 'unread' : `run-${index}`}>
                  {run.unread ? (
                    <p
                      data-slot="chat-panel-unread"
                      className="lm:flex lm:items-center lm:gap-3 lm:text-xs lm:font-medium lm:text-destructive-text lm:after:h-px lm:after:flex-1 lm:after:bg-destructive"
                    >
                      {unreadLabel}
                    </p>
                  ) : null}
                  <ol
                    className={cn(
                      'lm:flex lm:flex-col lm:gap-2',
                      items.length >= longHistoryFrom &&
                        'lm:[&>li]:[contain-intrinsic-block-size:auto_4rem] lm:[&>li]:[content-visibility:auto]',
                    )}
                  >
                    {run.items.map((item) => (
                      <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
                    ))}
                  </ol>
                </Fragment>
              ))}
            </div>
          ))}
        </div>
      </div>
      {unseen ? (
        <button
          type="button"
          data-slot="chat-panel-jump"
          onClick={jump}
          className="lm:absolute lm:bottom-3 lm:left-1/2 lm:inline-flex lm:-translate-x-1/2 lm:items-center lm:gap-1.5 lm:rounded-full lm:bg-primary lm:px-3 lm:py-1.5 lm:text-xs lm:font-medium lm:text-primary-foreground lm:shadow-md lm:hover:bg-primary-hover lm:focus-visible:outline-2 lm:focus-visible:outline-offset-2 lm:focus-visible:outline-ring"
        >
          <ArrowDown aria-hidden="true" className="lm:size-3.5" />
          {jumpLabel}
        </button>
      ) : null}
    </div>
  );
}

/** One message of the panel (the kit's `ChatMessage`). */
export const ChatPanelMessage = ChatMessage;
/** The panel's message box (the kit's `ChatComposer`). */
export const ChatPanelComposer = ChatComposer;
