import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stars, StarsInput, type StarsInputProps } from './stars';

const meta = {
  title: 'Primitives/Stars',
  component: Stars,
  args: { value: 4.5, label: 'Rated 4.5 out of 5' },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  tags: ['vrt'],
  render: () => (
    <div className="lm:flex lm:flex-col lm:gap-2">
      <Stars value={5} label="Rated 5 out of 5" size="sm" />
      <Stars value={4.5} label="Rated 4.5 out of 5" />
      <Stars value={2} label="Rated 2 out of 5" size="lg" />
      <Stars value={0} label="Not rated yet" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

function Rate(args: StarsInputProps) {
  const [value, setValue] = useState<number | null>(args.value);
  return (
    <StarsInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

export const Input: StoryObj<typeof StarsInput> = {
  tags: ['vrt'],
  args: { value: null, legend: 'How was your order?', onChange: fn() },
  render: (args) => <Rate {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const one = canvas.getByRole('radio', { name: '1 star' });
    await expect(one).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(one).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const InputWithError: StoryObj<typeof StarsInput> = {
  args: { value: null, legend: 'How was your order?', onChange: fn(), error: 'Choose a rating.' },
  render: (args) => <Rate {...args} />,
};

export const LongText: StoryObj<typeof StarsInput> = {
  args: {
    value: 3,
    legend: 'Wie zufrieden waren Sie mit der Lieferung und der Kommunikation des Verkäufers?',
    starLabel: (stars) => `${stars} из 5`,
    onChange: fn(),
  },
  render: (args) => <Rate {...args} />,
};
