import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider, type SliderProps } from './slider';

const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function Controlled(args: SliderProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div className="lm:max-w-sm">
      <Slider
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: {
    value: [20, 80],
    min: 0,
    max: 200,
    step: 5,
    minStepsBetweenThumbs: 1,
    thumbLabels: ['Minimum price', 'Maximum price'],
    formatValue: (value: number) => euros.format(value),
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const low = canvas.getByRole('slider', { name: 'Minimum price' });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await expect(low).toHaveAttribute('aria-valuetext', '€20');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([25, 80]);
    await userEvent.tab();
    const high = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(high).toHaveAttribute('aria-valuenow', '200');
    await userEvent.keyboard('{PageDown}');
    await expect(Number(high.getAttribute('aria-valuenow'))).toBeLessThan(200);
  },
};

export const Single: Story = {
  args: {
    value: [50],
    thumbLabels: ['Maximum delivery time in hours'],
    formatValue: (value: number) => `${value} h`,
  },
};

export const LongText: Story = {
  args: { thumbLabels: ['Mindestpreis', 'Максимальная цена'], formatValue: (value: number) => `${value} €` },
};
