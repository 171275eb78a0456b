import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { ChatMessage, type ChatMessageProps } from './chat-message';

const at = (hours: number, minutes: number) => new Date(Date.UTC(2026, 10, 21, hours, minutes));

/** The order chat's words and time format in the toolbar language, as its conversation view passes them. */
function chatWords(t: StoryStrings): Pick<ChatMessageProps, 'locale' | 'statusLabels' | 'retryLabel'> {
  return {
    locale: t.locale,
    statusLabels: {
      sending: t('chat.status.sending'),
      sent: t('chat.status.sent'),
      failed: t('errors.chat.sendFailed'),
    },
    retryLabel: t('common.loadError.retry'),
  };
}

const meta = {
  title: 'Marketplace/ChatMessage',
  component: ChatMessage,
  tags: ['every-toolbar'],
  // Authors' names and bodies are user data; "You" is the chat's own word.
  args: { author: 'GoldForge', body: 'Hi! Which character should I mail the gold to?', sentAt: at(14, 5) },
  render: (args, context) => (
    <ol className="lm:flex lm:max-w-md lm:flex-col lm:gap-3">
      <ChatMessage {...chatWords(storyStrings(context))} {...args} />
    </ol>
  ),
} satisfies Meta<typeof ChatMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromOther: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Which character');
    await expect(canvas.getByRole('listitem').querySelector('time')).toHaveAttribute(
      'datetime',
      at(14, 5).toISOString(),
    );
  },
};

export const Conversation: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const t = storyStrings(context);
    const words = chatWords(t);
    return (
      <ol className="lm:flex lm:max-w-md lm:flex-col lm:gap-3">
        <ChatMessage
          {...words}
          author="GoldForge"
          body="Hi! Which character should I mail the gold to?"
          sentAt={at(14, 5)}
        />
        <ChatMessage
          {...words}
          author={t('chat.you')}
          own
          body={'Thrallina on Silvermoon.\nThanks!'}
          sentAt={at(14, 6)}
        />
        <ChatMessage
          {...words}
          author={t('chat.you')}
          own
          status="sending"
          body="Is it on its way?"
          sentAt={at(14, 20)}
        />
      </ol>
    );
  },
};

export const Failed: Story = {
  args: { own: true, status: 'failed', body: 'Is it on its way?', onRetry: fn() },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <ol className="lm:flex lm:max-w-md lm:flex-col lm:gap-3">
        <ChatMessage {...chatWords(t)} {...args} author={t('chat.you')} />
      </ol>
    );
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText(t('errors.chat.sendFailed'))).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  render: () => (
    <ol className="lm:flex lm:max-w-sm lm:flex-col lm:gap-3">
      <ChatMessage
        author="Drachentöter"
        locale="de"
        body="Könnten Sie bitte die Lieferung an meinen Zweitcharakter Überschallgeschwindigkeitsflugzeugführerin senden?"
        sentAt={at(9, 0)}
      />
      <ChatMessage
        author="Вы"
        own
        locale="ru"
        body="Конечно, отправлю в течение 20 минут."
        sentAt={at(9, 2)}
      />
      <ChatMessage author="山田" locale="ja" body="ありがとうございます！" sentAt={at(9, 3)} />
    </ol>
  ),
};
