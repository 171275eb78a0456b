import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { DataList } from './data-list';

const meta = {
  title: 'Primitives/DataList',
  component: DataList,
  tags: ['every-toolbar'],
  args: { items: [] },
  // An order's facts as the order page lists them: the terms and the status in the toolbar
  // language, the order's data as it is. LongText's items (its own) win.
  render: (args, context) => {
    const t = storyStrings(context);
    const items = [
      { term: t('order.orderId'), details: 'LM-20481' },
      { term: t('order.item'), details: 'World of Warcraft gold, 10,000' },
      { term: t('order.quantity'), details: (2).toLocaleString(t.locale) },
      { term: t('orders.status'), details: t('shell.orderStatus.pending') },
    ];
    return <DataList {...args} items={args.items.length > 0 ? args.items : items} />;
  },
} satisfies Meta<typeof DataList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('order.orderId')).tagName).toBe('DT');
    await expect(canvas.getByText('LM-20481').tagName).toBe('DD');
  },
};

export const Stacked: Story = { args: { layout: 'stacked' } };

export const LongText: Story = {
  args: {
    items: [
      { term: 'Durchschnittliche Antwortzeit des Verkäufers', details: '3 Minuten' },
      { term: 'Положительные отзывы', details: '98 %' },
      { term: '販売数', details: '1,204' },
    ],
  },
};
