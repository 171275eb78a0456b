import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type Args = { labels: [string, string, string, string]; onValueChange: (value: string) => void };

function NotificationTabs({ labels, onValueChange }: Args) {
  const values = ['all', 'messages', 'sales', 'payments'] as const;
  return (
    <Tabs defaultValue="all" onValueChange={onValueChange}>
      <TabsList aria-label="Notifications">
        {values.map((value, index) => (
          <TabsTrigger key={value} value={value}>
            {labels[index]}
          </TabsTrigger>
        ))}
      </TabsList>
      {values.map((value, index) => (
        <TabsContent key={value} value={value}>
          <p className="lm:text-sm">{labels[index]}: no new notifications.</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: NotificationTabs,
  args: { labels: ['All', 'Messages', 'Sales', 'Payments'], onValueChange: fn() },
} satisfies Meta<typeof NotificationTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const messages = canvas.getByRole('tab', { name: 'Messages' });
    await waitFor(() => expect(messages).toHaveFocus());
    await waitFor(() => expect(messages).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('messages');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { labels: ['Alle Benachrichtigungen', 'Сообщения покупателей', '販売', '付款'] },
};
