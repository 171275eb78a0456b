import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  args: { value: 40, label: 'Uploading photo 2 of 5' },
  render: (args) => (
    <div className="lm:max-w-sm">
      <Progress {...args} />
    </div>
  ),
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading photo 2 of 5' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const WithValue: Story = { tags: ['vrt'], args: { showValue: true, value: 75 } };

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const LongText: Story = {
  args: { showValue: true, value: 10, label: 'Foto wird hochgeladen und für die Veröffentlichung optimiert' },
};
