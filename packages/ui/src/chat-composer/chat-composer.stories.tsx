import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { ChatComposer } from './chat-composer';

const meta = {
  title: 'Marketplace/ChatComposer',
  tags: ['every-toolbar'],
  component: ChatComposer,
  args: { onSend: fn() },
  // The chat's words in the toolbar language, as the chat page passes them; LongText's args win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-md">
        <ChatComposer
          label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          sendLabel={t('chat.composer.send')}
          hint={t('chat.composer.hint')}
          emptyMessage={t('errors.chat.emptyMessage')}
          {...args}
        />
      </div>
    );
  },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const box = canvas.getByRole('textbox', { name: t('chat.composer.label') });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Empty: refused with the spec's message.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors.chat.emptyMessage'));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('Hello{Shift>}{Enter}{/Shift}there');
    await expect(box).toHaveValue('Hello\nthere');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello\nthere');
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'Sent with the button');
    await userEvent.click(canvas.getByRole('button', { name: t('chat.composer.send') }));
    await expect(args.onSend).toHaveBeenLastCalledWith('Sent with the button');
  },
};

export const WithError: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return meta.render({ ...args, error: t('errors.chat.sendFailed') }, context);
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('textbox', { name: t('chat.composer.label') })).toBeInvalid();
  },
};

/** After a send: "Message sent!" once, in place of the hint, until the next message is typed. */
export const Sent: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return meta.render({ ...args, status: t('success.messageSent') }, context);
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('success.messageSent'));
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.composer.label') }), 'Next');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByText(t('chat.composer.hint'))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args, context) =>
    meta.render({ ...args, hint: storyStrings(context)('chat.loginToChat') }, context),
};

export const LongText: Story = {
  args: {
    label: 'Nachricht',
    placeholder: 'Schreiben Sie dem Verkäufer eine Nachricht über Ihre Bestellung…',
    sendLabel: 'Отправить',
    hint: 'Enterで送信、Shift+Enterで改行',
  },
};
