import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { SecretCode } from './secret-code';

const meta = {
  title: 'Marketplace/SecretCode',
  tags: ['every-toolbar'],
  component: SecretCode,
  args: { code: 'XKCD7-QW3RT-9ZP2M-LM4ZX', writeToClipboard: fn(async () => {}) },
  // The order page's words in the toolbar language; MultiLine's and LongText's args win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-md">
        <SecretCode
          label={t('order.yourCode')}
          copyLabel={t('order.copy')}
          copiedLabel={t('order.copied')}
          {...args}
        />
      </div>
    );
  },
} satisfies Meta<typeof SecretCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText('XKCD7-QW3RT-9ZP2M-LM4ZX').tagName).toBe('CODE');
    await expect(canvas.getByRole('button', { name: t('order.copy') })).toBeEnabled();
  },
};

export const Copied: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    // Keyboard: Tab reaches the button, Enter copies; the button and a status say so.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('order.copy') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('order.copied') })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent(t('order.copied'));
    await expect(args.writeToClipboard).toHaveBeenCalledWith('XKCD7-QW3RT-9ZP2M-LM4ZX');
  },
};

export const CopyRefused: Story = {
  args: { writeToClipboard: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('order.copy') }));
    await expect(args.writeToClipboard).toHaveBeenCalledTimes(1);
    // Nothing claims success; the code is still there to select by hand.
    await expect(canvas.getByRole('button', { name: t('order.copy') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** An account delivered as several lines, labelled as the order page labels every code. */
export const MultiLine: Story = {
  args: {
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
