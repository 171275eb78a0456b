import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataList } from './data-list';

const meta = {
  title: 'Primitives/DataList',
  component: DataList,
  args: {
    items: [
      { term: 'Order ID', details: 'LM-20481' },
      { term: 'Item', details: 'World of Warcraft gold, 10,000' },
      { term: 'Quantity', details: '2' },
      { term: 'Status', details: 'In progress' },
    ],
  },
} satisfies Meta<typeof DataList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order ID').tagName).toBe('DT');
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
