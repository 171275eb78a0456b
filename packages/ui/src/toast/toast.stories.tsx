import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster } from './toast';
import { addToast, removeToast, type ToastData } from './toast-queue';

const samples: Record<string, Omit<ToastData, 'id'>> = {
  success: { variant: 'success', title: 'Message sent!' },
  error: {
    variant: 'error',
    title: 'Failed to send message.',
    description: 'Check your connection and try again.',
  },
  warning: { variant: 'warning', title: 'Your session ends in 5 minutes.' },
  info: {
    variant: 'info',
    title: 'Offer updated successfully',
    description: 'Buyers see the new price now.',
    action: { label: 'Undo', altText: 'Undo the price change from the offer page', onClick: () => undefined },
  },
};

type Args = { closeLabel: string; duration?: number; onAction: () => void };

function ToastDemo({ closeLabel, duration, onAction }: Args) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const [count, setCount] = useState(0);
  const show = (kind: keyof typeof samples) => {
    const sample = samples[kind] as Omit<ToastData, 'id'>;
    const action = sample.action ? { ...sample.action, onClick: onAction } : undefined;
    setCount(count + 1);
    setToasts((queue) => addToast(queue, { ...sample, action, duration, id: `${kind}-${count}` }));
  };
  return (
    <div className="lm:flex lm:flex-wrap lm:gap-2">
      {Object.keys(samples).map((kind) => (
        <Button key={kind} variant="outline" onClick={() => show(kind)}>
          Show {kind}
        </Button>
      ))}
      <p className="lm:w-full lm:text-sm lm:text-muted-foreground" data-testid="queue-size">
        {toasts.length} in queue
      </p>
      <Toaster
        toasts={toasts}
        onRemove={(id) => setToasts((queue) => removeToast(queue, id))}
        closeLabel={closeLabel}
      />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { closeLabel: 'Close', onAction: fn() },
  // A page has one Toaster: F8 and the notification region are page-wide, so side by side shows one.
  parameters: { sideBySide: false },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: /Notifications/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveTextContent('Offer updated successfully');
    // Keyboard: F8 jumps to the notifications, Tab reaches the toast, then its action; Enter runs it.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByTestId('queue-size')).toHaveTextContent('0 in queue'));

    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await within(region).findByText('Failed to send message.');
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByTestId('queue-size')).toHaveTextContent('0 in queue'));
  },
};

export const AtMostFive: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  play: async ({ canvas, canvasElement }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: /Notifications/ });
    const success = canvas.getByRole('button', { name: 'Show success' });
    for (let shown = 0; shown < 6; shown += 1) await userEvent.click(success);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
    await expect(canvas.getByTestId('queue-size')).toHaveTextContent('5 in queue');
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
  },
};

function StaticToasts({ closeLabel, toasts }: { closeLabel: string; toasts: ToastData[] }) {
  return (
    <div className="lm:min-h-96">
      <Toaster
        toasts={toasts}
        onRemove={() => undefined}
        closeLabel={closeLabel}
        viewportClassName="lm:static"
      />
    </div>
  );
}

export const Variants: StoryObj<typeof StaticToasts> = {
  tags: ['vrt'],
  render: (args) => <StaticToasts {...args} />,
  args: {
    closeLabel: 'Close',
    toasts: Object.entries(samples).map(([kind, sample]) => ({
      ...sample,
      id: kind,
      duration: Number.POSITIVE_INFINITY,
    })),
  },
};

export const LongText: StoryObj<typeof StaticToasts> = {
  render: (args) => <StaticToasts {...args} />,
  args: {
    closeLabel: 'Schließen',
    toasts: [
      {
        id: 'de',
        variant: 'success',
        title: 'Das Angebot und alle zugehörigen Bilder wurden erfolgreich gelöscht',
        description: 'Käuferinnen und Käufer sehen es ab sofort nicht mehr in den Suchergebnissen.',
        duration: Number.POSITIVE_INFINITY,
      },
      {
        id: 'ru',
        variant: 'error',
        title: 'Не удалось отправить сообщение.',
        duration: Number.POSITIVE_INFINITY,
      },
      { id: 'ja', variant: 'info', title: 'メッセージを送信しました！', duration: Number.POSITIVE_INFINITY },
    ],
  },
};
