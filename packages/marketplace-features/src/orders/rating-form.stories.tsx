import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { orderMessages as m } from './order-messages';
import { RatingForm } from './rating-form';

const meta = {
  title: 'Marketplace/Rating form',
  component: RatingForm,
  args: { onSubmit: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // Keyboard: Tab into the stars, arrows choose, Tab on to the comment.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t(m.rateStar, { count: 3 }) })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Quick delivery');
    await userEvent.click(canvas.getByRole('button', { name: t(m.rateSubmit) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 3, comment: 'Quick delivery' });
  },
};

export const StarsRequired: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.rateSubmit) }));
    await expect(canvas.getByText(t(m.rateRequired))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { error: 'You have already rated this order.' } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.rateSubmit) })).toBeDisabled();
  },
};
