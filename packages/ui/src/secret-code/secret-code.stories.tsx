import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SecretCode } from './secret-code';

const meta = {
  title: 'Marketplace/SecretCode',
  component: SecretCode,
  args: { code: 'XKCD7-QW3RT-9ZP2M-LM4ZX', writeToClipboard: fn(async () => {}) },
  render: (args) => (
    <div className="lm:max-w-md">
      <SecretCode {...args} />
    </div>
  ),
} satisfies Meta<typeof SecretCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('XKCD7-QW3RT-9ZP2M-LM4ZX').tagName).toBe('CODE');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

export const Copied: Story = {
  play: async ({ canvas, args }) => {
    // Keyboard: Tab reaches the button, Enter copies; the button and a status say so.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.writeToClipboard).toHaveBeenCalledWith('XKCD7-QW3RT-9ZP2M-LM4ZX');
  },
};

export const CopyRefused: Story = {
  args: { writeToClipboard: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.writeToClipboard).toHaveBeenCalledTimes(1);
    // Nothing claims success; the code is still there to select by hand.
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const MultiLine: Story = {
  args: {
    label: 'Account details',
    code: 'login: frostmage_eu\npassword: p4ss-W0rd-2026\nemail: fm@example.com',
  },
};

export const LongText: Story = {
  args: {
    label: 'Ваш код активации для цифровой версии игры',
    copyLabel: 'Скопировать',
    copiedLabel: 'Скопировано',
    code: 'AAAAABBBBBCCCCCDDDDDEEEEEFFFFFGGGGGHHHHHIIIIIJJJJJKKKKKLLLLLMMMMM',
  },
};
