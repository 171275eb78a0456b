import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type Args = {
  labels?: [string, string, string, string];
  listLabel?: string;
  emptyText?: string;
  onValueChange: (value: string) => void;
};

const values = ['all', 'messages', 'sales', 'payments'] as const;

function NotificationTabs({
  labels = ['All', 'Messages', 'Sales', 'Payments'],
  listLabel,
  emptyText,
  onValueChange,
}: Args) {
  return (
    <Tabs defaultValue="all" onValueChange={onValueChange}>
      <TabsList aria-label={listLabel}>
        {values.map((value, index) => (
          <TabsTrigger key={value} value={value}>
            {labels[index]}
          </TabsTrigger>
        ))}
      </TabsList>
      {values.map((value, index) => (
        <TabsContent key={value} value={value}>
          <p className="lm:text-sm">{emptyText ?? `${labels[index]}: no new notifications.`}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: NotificationTabs,
  tags: ['every-toolbar'],
  args: { onValueChange: fn() },
  // The notification panel's tabs in the toolbar language; LongText's labels (its own) win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <NotificationTabs
        labels={[
          t('notifications.tab.all'),
          t('notifications.tab.messages'),
          t('notifications.tab.sales'),
          t('notifications.tab.payments'),
        ]}
        listLabel={t('notifications.panel.title')}
        emptyText={t('notifications.empty')}
        {...args}
      />
    );
  },
} satisfies Meta<typeof NotificationTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: t('notifications.tab.all') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const messages = canvas.getByRole('tab', { name: t('notifications.tab.messages') });
    await waitFor(() => expect(messages).toHaveFocus());
    await waitFor(() => expect(messages).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('messages');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: t('notifications.tab.payments') })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: t('notifications.tab.all') })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: t('notifications.tab.all') })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { labels: ['Alle Benachrichtigungen', 'Сообщения покупателей', '販売', '付款'] },
};
