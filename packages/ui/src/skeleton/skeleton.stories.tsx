import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['every-toolbar'],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Skeleton className="lm:h-4 lm:w-48" />,
};

export const OfferCardLoading: Story = {
  tags: ['vrt'],
  render: (_args, context) => (
    <div
      aria-busy="true"
      aria-label={storyStrings(context)('checkout.loading')}
      role="status"
      className="lm:flex lm:max-w-sm lm:flex-col lm:gap-3"
    >
      <Skeleton className="lm:aspect-video lm:w-full" />
      <Skeleton className="lm:h-4 lm:w-3/4" />
      <Skeleton className="lm:h-4 lm:w-1/2" />
      <div className="lm:flex lm:gap-2">
        <Skeleton className="lm:h-6 lm:w-16 lm:rounded-full" />
        <Skeleton className="lm:h-6 lm:w-20 lm:rounded-full" />
      </div>
    </div>
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('status', { name: t('checkout.loading') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
