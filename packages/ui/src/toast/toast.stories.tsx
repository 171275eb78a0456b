import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Toaster, type ToasterProps } from './toast';
import { addToast, removeToast, type ToastData } from './toast-queue';

const kinds = ['success', 'error', 'warning', 'info'] as const;

/**
 * The site's toasts in the toolbar language. The info toast's description and its action's alt text
 * (what a screen reader hears as the other way to undo) have no messages in the catalogs: they stay
 * English.
 */
function samples(t: StoryStrings): Record<(typeof kinds)[number], Omit<ToastData, 'id'>> {
  return {
    success: { variant: 'success', title: t('success.messageSent') },
    error: {
      variant: 'error',
      title: t('errors.chat.sendFailed'),
      description: t('shell.socket.connectionFailed'),
    },
    warning: { variant: 'warning', title: t('chat.connection.offline') },
    info: {
      variant: 'info',
      title: t('success.offerUpdated'),
      description: 'Buyers see the new price now.',
      action: {
        label: t('shell.kit.undo'),
        altText: 'Undo the price change from the offer page',
        onClick: () => undefined,
      },
    },
  };
}

/** The Toaster's own words, as marketplace-features' Toaster passes them. */
function toasterLabels(t: StoryStrings): Pick<ToasterProps, 'closeLabel' | 'label' | 'announceLabel'> {
  return {
    closeLabel: t('shell.toast.close'),
    label: `${t('shell.toast.region')} ({hotkey})`,
    announceLabel: t('shell.toast.announce'),
  };
}

/** The notification region, found by its name from the catalog. */
function toastRegion(t: StoryStrings, canvasElement: HTMLElement): HTMLElement {
  const name = t('shell.toast.region').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within(canvasElement.ownerDocument.body).getByRole('region', { name: new RegExp(name) });
}

type Args = { closeLabel?: string; duration?: number; onAction: () => void; t: StoryStrings };

// The demo's own buttons and queue count ("Show info", "1 in queue") are the workbench's, not the site's.
function ToastDemo({ closeLabel, duration, onAction, t }: Args) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const [count, setCount] = useState(0);
  const show = (kind: (typeof kinds)[number]) => {
    const sample = samples(t)[kind];
    const action = sample.action ? { ...sample.action, onClick: onAction } : undefined;
    setCount(count + 1);
    setToasts((queue) => addToast(queue, { ...sample, action, duration, id: `${kind}-${count}` }));
  };
  return (
    <div className="lm:flex lm:flex-wrap lm:gap-2">
      {kinds.map((kind) => (
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
        {...toasterLabels(t)}
        {...(closeLabel ? { closeLabel } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  tags: ['every-toolbar'],
  args: { onAction: fn() },
  render: (args, context) => <ToastDemo {...args} t={storyStrings(context)} />,
  // A page has one Toaster: F8 and the notification region are page-wide, so side by side shows one.
  parameters: { sideBySide: false },
} satisfies Meta<Omit<Args, 't'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const t = storyStrings(context);
    const region = toastRegion(t, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveTextContent(t('success.offerUpdated'));
    // Keyboard: F8 jumps to the notifications, Tab reaches the toast, then its action; Enter runs it.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: t('shell.kit.undo') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByTestId('queue-size')).toHaveTextContent('0 in queue'));

    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await within(region).findByText(t('errors.chat.sendFailed'));
    await userEvent.click(within(region).getByRole('button', { name: t('shell.toast.close') }));
    await waitFor(() => expect(canvas.getByTestId('queue-size')).toHaveTextContent('0 in queue'));
  },
};

export const AtMostFive: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  play: async ({ canvas, canvasElement, ...context }) => {
    const region = toastRegion(storyStrings(context), canvasElement);
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

type StaticArgs = { closeLabel?: string; toasts?: ToastData[] };

/** The toasts in place, all of them at once; what args leave out is in the toolbar language. */
function StaticToasts({ closeLabel, toasts, t }: StaticArgs & { t: StoryStrings }) {
  const all = Object.entries(samples(t)).map(([kind, sample]) => ({
    ...sample,
    id: kind,
    duration: Number.POSITIVE_INFINITY,
  }));
  return (
    <div className="lm:min-h-96">
      <Toaster
        toasts={toasts ?? all}
        onRemove={() => undefined}
        {...toasterLabels(t)}
        {...(closeLabel ? { closeLabel } : {})}
        viewportClassName="lm:static"
      />
    </div>
  );
}

export const Variants: StoryObj<StaticArgs> = {
  tags: ['vrt'],
  render: (args, context) => <StaticToasts {...args} t={storyStrings(context)} />,
};

export const LongText: StoryObj<StaticArgs> = {
  render: (args, context) => <StaticToasts {...args} t={storyStrings(context)} />,
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
