import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RatingForm } from './rating-form';

const meta = {
  title: 'Marketplace/Rating form',
  component: RatingForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    // Keyboard: Tab into the stars, arrows choose, Tab on to the comment.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Quick delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 3, comment: 'Quick delivery' });
  },
};

export const StarsRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await expect(canvas.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { error: 'You have already rated this order.' } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send rating' })).toBeDisabled();
  },
};
