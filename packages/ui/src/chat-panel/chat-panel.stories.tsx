import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import {
  ChatPanel,
  ChatPanelComposer,
  ChatPanelConnection,
  type ChatPanelConnectionState,
  ChatPanelHeader,
  ChatPanelMessage,
  ChatPanelMessages,
} from './chat-panel';

type Message = { id: string; author: string; own: boolean; body: string; sentAt: Date };

// Pinned "now" (local time, as the day separators are): 21 November 2026, 15:00.
const now = new Date(2026, 10, 21, 15, 0);
const at = (daysAgo: number, hours: number, minutes: number) =>
  new Date(2026, 10, 21 - daysAgo, hours, minutes);

const conversation: Message[] = [
  { id: 'm1', author: 'GoldForge', own: false, body: 'Hello! The gold is ready.', sentAt: at(3, 9, 12) },
  { id: 'm2', author: 'You', own: true, body: 'Great, I will buy tonight.', sentAt: at(3, 9, 20) },
  {
    id: 'm3',
    author: 'GoldForge',
    own: false,
    body: 'Which character should I mail it to?',
    sentAt: at(1, 18, 2),
  },
  { id: 'm4', author: 'You', own: true, body: 'Thrallina on Silvermoon.', sentAt: at(1, 18, 5) },
  {
    id: 'm5',
    author: 'GoldForge',
    own: false,
    body: 'Sent! Please check your mailbox.',
    sentAt: at(0, 14, 40),
  },
  {
    id: 'm6',
    author: 'GoldForge',
    own: false,
    body: 'Let me know if anything is missing.',
    sentAt: at(0, 14, 41),
  },
];

function longHistory(count: number): Message[] {
  return Array.from({ length: count }, (_, index) => {
    const own = index % 3 === 0;
    return {
      id: `h${index + 1}`,
      author: own ? 'You' : 'GoldForge',
      own,
      body: `Message number ${index + 1}`,
      sentAt: new Date(now.getTime() - (count - index) * 20 * 60_000),
    };
  });
}

type PanelProps = {
  messages: Message[];
  unreadFrom?: string;
  connection?: ChatPanelConnectionState;
  onSend?: (text: string) => void;
  onReachTop?: () => void;
  loadingOlder?: boolean;
  /** The interface's words in the toolbar language; the messages themselves are data and stay as they are. */
  t: StoryStrings;
};

function Panel({
  messages,
  unreadFrom,
  connection = 'connected',
  onSend = fn(),
  onReachTop,
  loadingOlder,
  t,
}: PanelProps) {
  return (
    <ChatPanel aria-labelledby="chat-title" className="lm:max-w-lg">
      <ChatPanelHeader>
        <h2 id="chat-title" className="lm:text-lg lm:font-semibold">
          {t('chat.purchaseTitle')}
        </h2>
        <ChatPanelConnection
          state={connection}
          labels={{
            connected: t('chat.connection.live'),
            connecting: t('chat.connection.connecting'),
            offline: t('chat.connection.offline'),
          }}
        />
      </ChatPanelHeader>
      <ChatPanelMessages
        label={t('chat.history', { name: 'GoldForge' })}
        items={messages}
        getKey={(message) => message.id}
        getDate={(message) => message.sentAt}
        isOwn={(message) => message.own}
        unreadFrom={unreadFrom ?? null}
        now={now}
        locale={t.locale}
        todayLabel={t('chat.day.today')}
        yesterdayLabel={t('chat.day.yesterday')}
        unreadLabel={t('chat.unreadLine')}
        jumpLabel={t('chat.jumpToNew')}
        olderLoadingLabel={t('chat.olderLoading')}
        empty={t('chat.noMessages')}
        onReachTop={onReachTop}
        loadingOlder={loadingOlder}
        renderItem={(message) => (
          <ChatPanelMessage
            author={message.own ? t('chat.you') : message.author}
            own={message.own}
            body={message.body}
            sentAt={message.sentAt}
            locale={t.locale}
          />
        )}
      />
      <ChatPanelComposer
        onSend={onSend}
        label={t('chat.composer.label')}
        placeholder={t('chat.composer.placeholder')}
        sendLabel={t('chat.composer.send')}
        hint={t('chat.composer.hint')}
        emptyMessage={t('errors.chat.emptyMessage')}
      />
    </ChatPanel>
  );
}

/**
 * A conversation that takes new messages: the composer adds the reader's own, a button stands in for
 * the other side (a workbench control: its words are the story's, not the site's).
 */
function LivePanel({ initial, unreadFrom, t }: { initial: Message[]; unreadFrom?: string; t: StoryStrings }) {
  const [messages, setMessages] = useState(initial);
  const add = (own: boolean, body: string) =>
    setMessages((current) => [
      ...current,
      { id: `n${current.length + 1}`, author: own ? 'You' : 'GoldForge', own, body, sentAt: now },
    ]);
  return (
    <div className="lm:flex lm:flex-col lm:gap-2">
      <Panel messages={messages} unreadFrom={unreadFrom} onSend={(text) => add(true, text)} t={t} />
      <button
        type="button"
        className="lm:self-start lm:rounded-md lm:border lm:border-border lm:px-3 lm:py-1.5 lm:text-sm"
        onClick={() => add(false, `Reply number ${messages.length + 1}`)}
      >
        Simulate a reply
      </button>
    </div>
  );
}

const meta = {
  title: 'Marketplace/ChatPanel',
  component: ChatPanel,
  tags: ['every-toolbar'],
  render: (_args, context) => <Panel messages={conversation} t={storyStrings(context)} />,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages under their days (Today, Yesterday, a date), the connection live, the newest in view. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const log = canvas.getByRole('log', { name: t('chat.history', { name: 'GoldForge' }) });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(log).getByRole('group', { name: t('chat.day.today') })).toHaveTextContent(
      'Sent! Please check',
    );
    await expect(within(log).getByRole('group', { name: t('chat.day.yesterday') })).toHaveTextContent(
      'Thrallina',
    );
    // An older day is named by its date, in the toolbar language ("November 18", "18. November").
    const older = new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'long' }).format(at(3, 9, 12));
    await expect(within(log).getByRole('group', { name: older })).toHaveTextContent('gold is ready');
    await expect(canvas.getByText(t('chat.connection.live'))).toHaveAttribute('data-state', 'connected');
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
  },
};

export const UnreadMarker: Story = {
  render: (_args, context) => <Panel messages={conversation} unreadFrom="m5" t={storyStrings(context)} />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const today = canvas.getByRole('group', { name: t('chat.day.today') });
    const marker = within(today).getByText(t('chat.unreadLine'));
    const firstUnread = within(today).getByText('Sent! Please check your mailbox.');
    // The line stands right before the first unread message.
    await expect(marker.compareDocumentPosition(firstUnread) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      within(canvas.getByRole('group', { name: t('chat.day.yesterday') })).queryByText(t('chat.unreadLine')),
    ).toBeNull();
  },
};

export const Empty: Story = {
  render: (_args, context) => <Panel messages={[]} t={storyStrings(context)} />,
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('chat.noMessages'))).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Connecting: Story = {
  render: (_args, context) => (
    <Panel messages={conversation} connection="connecting" t={storyStrings(context)} />
  ),
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('chat.connection.connecting'))).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Offline: Story = {
  render: (_args, context) => (
    <Panel messages={conversation} connection="offline" t={storyStrings(context)} />
  ),
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('chat.connection.offline'))).toHaveAttribute(
      'data-state',
      'offline',
    );
  },
};

export const LoadingOlder: Story = {
  render: (_args, context) => <Panel messages={conversation} loadingOlder t={storyStrings(context)} />,
  play: async ({ canvas, ...context }) => {
    const log = canvas.getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(within(log).getByText(storyStrings(context)('chat.olderLoading'))).toBeInTheDocument();
  },
};

/** A reader scrolled up is not pulled down by a reply: a "New messages" button takes them there. */
export const ReaderScrolledUp: Story = {
  render: (_args, context) => <LivePanel initial={longHistory(40)} t={storyStrings(context)} />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    // The reader goes back to older messages (scrolling is the browser's own, keys included). The panel
    // learns where the reader is from the scroll event, which the browser fires at its next frame: the
    // reply must come after it, as it always does for a person (a loaded machine can delay that frame).
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    await scrolled;
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a reply' }));
    const jump = await canvas.findByRole('button', { name: t('chat.jumpToNew') });
    await expect(log.scrollTop).toBe(0);
    // Keyboard: the jump button is the next stop after the history; Enter uses it.
    log.focus();
    await userEvent.tab();
    await expect(jump).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
    await expect(within(log).getByText('Reply number 41')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('chat.jumpToNew') })).toBeNull();
    await expect(log).toHaveFocus();
  },
};

/** At the bottom, a reply stays in view; the reader's own message always brings the history down. */
export const FollowsNewMessages: Story = {
  render: (_args, context) => <LivePanel initial={longHistory(40)} t={storyStrings(context)} />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const log = canvas.getByRole('log');
    const atBottom = () =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    await waitFor(atBottom);
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a reply' }));
    await waitFor(atBottom);
    await expect(canvas.queryByRole('button', { name: t('chat.jumpToNew') })).toBeNull();
    log.scrollTop = 0;
    await waitFor(() => expect(log.scrollTop).toBe(0));
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('chat.composer.label') }),
      'On my way!{Enter}',
    );
    await waitFor(atBottom);
    await expect(within(log).getByText('On my way!')).toBeVisible();
  },
};

function PagedPanel({ t }: { t: StoryStrings }) {
  const all = longHistory(60);
  const [count, setCount] = useState(20);
  return (
    <Panel
      messages={all.slice(all.length - count)}
      t={t}
      onReachTop={() => {
        if (count < all.length) setCount((current) => Math.min(all.length, current + 20));
      }}
    />
  );
}

/** Scrolling to the top loads an older page; what the reader was looking at stays where it was. */
export const OlderPageKeepsPlace: Story = {
  render: (_args, context) => <PagedPanel t={storyStrings(context)} />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(40));
    // The message that was at the top is still in view, not pushed down by the page above it.
    const oldest = within(log).getByText('Message number 41', { exact: true });
    const box = log.getBoundingClientRect();
    const rect = oldest.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThanOrEqual(box.top - 1);
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 1);
    await expect(log.scrollTop).toBeGreaterThan(0);
  },
};

const reachedTop = fn();

/** Exactly at the bottom of the history (the newest in view). */
const atBottomOf = (log: HTMLElement) =>
  expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);

/** A message of the long history by its number, if it is in the document. */
const numbered = (log: HTMLElement, n: number) =>
  within(log).queryByText(`Message number ${n}`, { exact: true });

/** Scrolls the history to its top and waits for the scroll event the panel answers (none if it is there). */
async function scrollToTop(log: HTMLElement) {
  if (log.scrollTop === 0) return;
  const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
  log.scrollTop = 0;
  await scrolled;
}

/**
 * 400 messages, virtualised: the newest 120 are in the document. Scrolling up brings older ones in
 * from memory a part at a time, the message at the top of the view staying where it was; a reply then
 * arrives below the window and the "New messages" button brings the reader back to the newest.
 */
export const LongHistory: Story = {
  render: (_args, context) => <LivePanel initial={longHistory(400)} t={storyStrings(context)} />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const log = canvas.getByRole('log');
    const items = () => within(log).getAllByRole('listitem');
    await waitFor(() => atBottomOf(log));
    await expect(items()).toHaveLength(120);
    await expect(numbered(log, 400)).toBeVisible();
    await expect(numbered(log, 280)).toBeNull();

    // At the top, the reader sees the window's first message, 281; the scroll event comes at the next
    // frame, so where 281 stands now is where the reader saw it.
    const topOf281 = () => (numbered(log, 281) as HTMLElement).getBoundingClientRect().top;
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    const seenAt = topOf281();
    await scrolled;
    // A quarter of the window came in above: messages 251 to 280.
    await waitFor(() => expect(numbered(log, 251)).toBeInTheDocument());
    await expect(items()).toHaveLength(120);
    // And 281 has not moved on the screen.
    await expect(Math.abs(topOf281() - seenAt)).toBeLessThanOrEqual(1);
    // The newest left the document with the window's bottom quarter.
    await expect(numbered(log, 400)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a reply' }));
    const jump = await canvas.findByRole('button', { name: t('chat.jumpToNew') });
    await userEvent.click(jump);
    await waitFor(() => atBottomOf(log));
    await expect(within(log).getByText('Reply number 401')).toBeVisible();
    await expect(items()).toHaveLength(120);
    await expect(log).toHaveFocus();
  },
};

/** Up to the very first message from memory, and only then asks the app for older ones. */
export const LongHistoryToTheFirst: Story = {
  parameters: {
    // One copy: the spy counts the panel's calls.
    sideBySide: false,
  },
  render: (_args, context) => (
    <Panel messages={longHistory(400)} onReachTop={reachedTop} t={storyStrings(context)} />
  ),
  play: async ({ canvas }) => {
    reachedTop.mockClear();
    const log = canvas.getByRole('log');
    await waitFor(() => atBottomOf(log));
    const first = () => within(log).getAllByRole('listitem')[0]?.textContent;
    for (let page = 0; page < 20 && !numbered(log, 1); page += 1) {
      await expect(reachedTop).not.toHaveBeenCalled();
      const before = first();
      await scrollToTop(log);
      // The window moved up a part: its first message is an older one.
      await waitFor(() => expect(first()).not.toBe(before));
      await expect(within(log).getAllByRole('listitem').length).toBeLessThanOrEqual(120);
    }
    await expect(numbered(log, 1)).toBeInTheDocument();
    await expect(numbered(log, 121)).toBeNull();
    await waitFor(async () => {
      await scrollToTop(log);
      await expect(reachedTop).toHaveBeenCalled();
    });
  },
};
