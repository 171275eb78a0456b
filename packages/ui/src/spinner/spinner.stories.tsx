import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['every-toolbar'],
  // The checkout's loading words in the toolbar language; LongText's args win.
  render: (args, context) => <Spinner label={storyStrings(context)('checkout.loading')} {...args} />,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('checkout.loading'));
  },
};

export const Sizes: Story = {
  render: (args, context) => {
    const label = storyStrings(context)('checkout.loading');
    return (
      <div className="lm:flex lm:items-center lm:gap-4 lm:text-primary">
        <Spinner label={label} {...args} size="sm" />
        <Spinner label={label} {...args} size="md" />
        <Spinner label={label} {...args} size="lg" />
      </div>
    );
  },
};

export const LongText: Story = {
  args: { label: 'Angebote werden geladen, bitte warten' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Angebote werden geladen, bitte warten');
  },
};
