import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { WarrantyBadge } from './warranty-badge';

const meta = {
  title: 'Marketplace/WarrantyBadge',
  tags: ['every-toolbar'],
  component: WarrantyBadge,
  args: { days: 14 },
  // The label from the catalogs, in the toolbar language.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <WarrantyBadge
        {...args}
        {...(args.days === null ? {} : { label: t('warranty.badge', { days: args.days }) })}
      />
    );
  },
} satisfies Meta<typeof WarrantyBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free platform minimum: a quiet outline. */
export const Days14: Story = {
  play: async ({ canvas, ...context }) => {
    const badge = canvas.getByText(storyStrings(context)('warranty.badge', { days: 14 }));
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-slot="warranty-badge"]')).toHaveAttribute('data-variant', 'minimum');
  },
};

/** A longer warranty the seller offers stands out. */
export const Days30: Story = {
  args: { days: 30 },
  play: async ({ canvas, ...context }) => {
    const badge = canvas.getByText(storyStrings(context)('warranty.badge', { days: 30 }));
    await expect(badge.closest('[data-slot="warranty-badge"]')).toHaveAttribute('data-variant', 'extended');
  },
};

export const Days60: Story = {
  args: { days: 60 },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('warranty.badge', { days: 60 }))).toBeVisible();
  },
};

export const Days90: Story = {
  args: { days: 90 },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('warranty.badge', { days: 90 }))).toBeVisible();
  },
};

/** A category without a warranty: nothing is shown. */
export const None: Story = {
  args: { days: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="warranty-badge"]')).toBeNull();
  },
};

/** Every variant side by side, as the market's cards show them. */
export const AllVariants: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:flex lm:max-w-lg lm:flex-wrap lm:gap-2">
        {[14, 30, 60, 90].map((days) => (
          <WarrantyBadge key={days} days={days} label={t('warranty.badge', { days })} />
        ))}
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    // getAll…[0]: the side-by-side project renders the story twice.
    for (const days of [14, 30, 60, 90]) {
      const [badge] = canvas.getAllByText(t('warranty.badge', { days }));
      await expect(badge?.closest('[data-slot="warranty-badge"]')).toHaveAttribute(
        'data-variant',
        days === 14 ? 'minimum' : 'extended',
      );
    }
  },
};
