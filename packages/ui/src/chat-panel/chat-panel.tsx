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
/** Closer than this (px) to the end of the messages in the document brings the next ones in. */
const EDGE_PX = 240;

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
   * The most messages in the document at once (default 120). A longer history is virtualised: the
   * newest `windowSize` are rendered, and scrolling brings older ones (and back down, newer ones) in
   * from `items` a part at a time, the reader's place kept, before `onReachTop` asks for more.
   */
  windowSize?: number;
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

type Anchor = { key: string; offset: number };

/** The messages in the document, in order (each run's list items). */
function messageElements(content: HTMLElement | null) {
  return content?.querySelectorAll<HTMLElement>('[data-slot="chat-panel-run"] > *') ?? [];
}

/** The first message at least partly in view, and how far its top is from the scroller's top. */
function readAnchor(
  scroller: HTMLElement,
  content: HTMLElement | null,
  keys: readonly string[],
): Anchor | undefined {
  const top = scroller.getBoundingClientRect().top;
  const elements = messageElements(content);
  for (let index = 0; index < elements.length; index += 1) {
    const rect = (elements[index] as HTMLElement).getBoundingClientRect();
    const key = keys[index];
    if (rect.bottom > top && key !== undefined) return { key, offset: rect.top - top };
  }
  return undefined;
}

/** Scrolls so that the anchor's message is as far from the top as it was (if it is still shown). */
function restoreAnchor(
  scroller: HTMLElement,
  content: HTMLElement | null,
  keys: readonly string[],
  anchor: Anchor | undefined,
) {
  if (!anchor) return;
  const index = keys.indexOf(anchor.key);
  const target = index === -1 ? undefined : messageElements(content)[index];
  if (!target) return;
  scroller.scrollTop +=
    target.getBoundingClientRect().top - scroller.getBoundingClientRect().top - anchor.offset;
}

/**
 * The history: messages grouped under day separators, an "Unread messages" line, older messages on
 * scrolling up (the reader's place kept), and the newest kept in view only while the reader is at the
 * bottom; a reader who scrolled up gets a "New messages" button instead of being pulled down.
 *
 * Long histories are virtualised by a window over `items` (`windowSize` messages at most in the
 * document, whatever their heights): the newest while the reader follows the conversation; scrolling
 * up moves the window a quarter at a time, keeping the message the reader looks at where it was.
 * While the window does not reach the newest message, a new one shows the "New messages" button.
 * Messages out of the window are out of the document (find in page and a screen reader's browse mode
 * reach what the window holds), as in every virtualised list; the newest are always in it for a
 * reader who follows, so the log announces them.
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
  windowSize = 120,
  empty,
  busy,
  children,
  className,
}: ChatPanelMessagesProps<T>) {
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The reader is at the newest message: new ones keep the history at the bottom.
  const following = useRef(true);
  const [unseen, setUnseen] = useState(false);
  // The window over `items`. Its top: undefined follows the end (the newest `windowSize`), null is the
  // first item (a page being loaded above shows as it arrives), a key pins that message. Its end:
  // undefined is the newest message, a key the last message in the window.
  const [topKey, setTopKey] = useState<string | null | undefined>(undefined);
  const [endKey, setEndKey] = useState<string | undefined>(undefined);
  const size = Math.max(1, windowSize);
  const step = Math.max(1, Math.floor(size / 4));

  const indexOf = (key: string) => items.findIndex((item) => getKey(item) === key);
  const keyAt = (index: number) => getKey(items[index] as T);
  const endIndex = endKey === undefined ? -1 : indexOf(endKey);
  let end = endIndex === -1 ? items.length : endIndex + 1;
  const topIndex = typeof topKey === 'string' ? indexOf(topKey) : -1;
  const start = topKey === null ? 0 : topIndex === -1 || topIndex > end ? Math.max(0, end - size) : topIndex;
  if (end - start > size) end = start + size;
  const shown = start === 0 && end === items.length ? items : items.slice(start, end);
  const shownFirst = shown[0] === undefined ? undefined : getKey(shown[0]);
  const shownLast = shown.at(-1) === undefined ? undefined : getKey(shown.at(-1) as T);
  const reachesNewest = end === items.length;

  const newest = items.at(-1);
  const lastKey = newest === undefined ? undefined : getKey(newest);
  const newestOwn = newest !== undefined && (isOwn?.(newest) ?? false);
  // The message at the top of the view and its distance from the scroller's top, read after each
  // scroll and render: a change above it (a page of older messages, the window moving) puts it back.
  const anchor = useRef<Anchor | undefined>(undefined);
  const seenLast = useRef<string | undefined>(undefined);
  const shownKeys = useRef<string[]>([]);
  shownKeys.current = shown.map(getKey);

  // Runs when the newest message or the window's first or last changes: each moves what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownFirst and shownLast are the window's edges, read through shownKeys.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const arrived = lastKey !== undefined && seenLast.current !== undefined && lastKey !== seenLast.current;
    if (seenLast.current === undefined || (arrived && newestOwn)) {
      // The first messages, or the reader's own: the history goes to the newest.
      following.current = true;
      setTopKey(undefined);
      setEndKey(undefined);
    }
    if (following.current && reachesNewest) {
      element.scrollTop = element.scrollHeight;
      setUnseen(false);
    } else {
      if (arrived) setUnseen(true);
      restoreAnchor(element, content.current, shownKeys.current, anchor.current);
    }
    seenLast.current = lastKey;
    anchor.current = readAnchor(element, content.current, shownKeys.current);
  }, [lastKey, newestOwn, shownFirst, shownLast, reachesNewest]);

  // Messages that grow after they are shown (an image laid out, a font loaded) keep a reader at the
  // bottom there.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    following.current = fromBottom < BOTTOM_SLACK_PX && reachesNewest;
    if (following.current) {
      setUnseen(false);
      setTopKey(undefined);
    } else if (topKey === undefined && shownFirst !== undefined) {
      // Reading older messages: new ones no longer move the window's top.
      setTopKey(shownFirst);
    }
    anchor.current = readAnchor(element, content.current, shownKeys.current);
    if (fromBottom < EDGE_PX && !reachesNewest) {
      // Back down towards the newest: the next messages come in, the oldest in the window go.
      const nextEnd = Math.min(items.length, end + step);
      setEndKey(nextEnd === items.length ? undefined : keyAt(nextEnd - 1));
      if (nextEnd - start > size) setTopKey(keyAt(nextEnd - size));
    } else if (element.scrollTop <= EDGE_PX && start > 0) {
      // Up towards older messages the window holds out of the document.
      const nextStart = Math.max(0, start - step);
      setTopKey(keyAt(nextStart));
      if (end - nextStart > size) setEndKey(keyAt(nextStart + size - 1));
    } else if (element.scrollTop <= TOP_THRESHOLD_PX && start === 0 && onReachTop) {
      // The oldest message here is in view: older ones come from the app, and show as they arrive.
      setTopKey(null);
      onReachTop();
    }
  };

  const jump = () => {
    const element = scroller.current;
    if (!element) return;
    following.current = true;
    setTopKey(undefined);
    setEndKey(undefined);
    element.scrollTop = element.scrollHeight;
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
          {groupByDay(shown, getKey, getDate, unreadFrom).map((group) => (
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
                  <ol data-slot="chat-panel-run" className="lm:flex lm:flex-col lm:gap-2">
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
