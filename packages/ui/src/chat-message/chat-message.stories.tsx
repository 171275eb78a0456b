import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatMessage } from './chat-message';

const at = (hours: number, minutes: number) => new Date(Date.UTC(2026, 10, 21, hours, minutes));

const meta = {
  title: 'Marketplace/ChatMessage',
  component: ChatMessage,
  args: { author: 'GoldForge', body: 'Hi! Which character should I mail the gold to?', sentAt: at(14, 5) },
  render: (args) => (
    <ol className="lm:flex lm:max-w-md lm:flex-col lm:gap-3">
      <ChatMessage {...args} />
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
  render: () => (
    <ol className="lm:flex lm:max-w-md lm:flex-col lm:gap-3">
      <ChatMessage
        author="GoldForge"
        body="Hi! Which character should I mail the gold to?"
        sentAt={at(14, 5)}
      />
      <ChatMessage author="You" own body={'Thrallina on Silvermoon.\nThanks!'} sentAt={at(14, 6)} />
      <ChatMessage author="You" own status="sending" body="Is it on its way?" sentAt={at(14, 20)} />
    </ol>
  ),
};

export const Failed: Story = {
  args: { author: 'You', own: true, status: 'failed', body: 'Is it on its way?', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Failed to send message.')).toBeVisible();
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
