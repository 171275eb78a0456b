import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatComposer } from './chat-composer';

const meta = {
  title: 'Marketplace/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn() },
  render: (args) => (
    <div className="lm:max-w-md">
      <ChatComposer {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Empty: refused with the spec's message.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot send an empty message.');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('Hello{Shift>}{Enter}{/Shift}there');
    await expect(box).toHaveValue('Hello\nthere');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello\nthere');
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'Sent with the button');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('Sent with the button');
  },
};

export const WithError: Story = {
  args: { error: 'Failed to send message.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInvalid();
  },
};

/** After a send: "Message sent!" once, in place of the hint, until the next message is typed. */
export const Sent: Story = {
  args: { status: 'Message sent!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Message sent!');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Next');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByText('Enter to send, Shift+Enter for a new line')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Log in to send chat messages.' },
};

export const LongText: Story = {
  args: {
    label: 'Nachricht',
    placeholder: 'Schreiben Sie dem Verkäufer eine Nachricht über Ihre Bestellung…',
    sendLabel: 'Отправить',
    hint: 'Enterで送信、Shift+Enterで改行',
  },
};
