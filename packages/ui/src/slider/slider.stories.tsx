import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { asRead, storyStrings } from '../test/story-strings';
import { Slider, type SliderProps } from './slider';

type Args = Omit<SliderProps, 'thumbLabels'> & { thumbLabels?: string[] };

/** Whole euros in the toolbar language, as the market's price stats show them. */
const euros = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

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
  // Typed with the thumb labels optional (the render fills them in); the docs still read Slider's props.
  component: Slider as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  args: {
    value: [20, 80],
    min: 0,
    max: 200,
    step: 5,
    minStepsBetweenThumbs: 1,
    onValueChange: fn(),
  },
  // The market's price range in the toolbar language; the args' own labels and format (LongText's) win.
  render: (args, context) => {
    const t = storyStrings(context);
    const format = euros(t.locale);
    return (
      <Controlled
        {...args}
        thumbLabels={args.thumbLabels ?? [t('market.stats.lowest'), t('market.stats.highest')]}
        formatValue={args.formatValue ?? ((value: number) => format.format(value))}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const low = canvas.getByRole('slider', { name: t('market.stats.lowest') });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await expect(asRead(low.getAttribute('aria-valuetext') ?? '')).toBe(asRead(euros(t.locale).format(20)));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([25, 80]);
    await userEvent.tab();
    const high = canvas.getByRole('slider', { name: t('market.stats.highest') });
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(high).toHaveAttribute('aria-valuenow', '200');
    await userEvent.keyboard('{PageDown}');
    await expect(Number(high.getAttribute('aria-valuenow'))).toBeLessThan(200);
  },
};

export const Single: Story = {
  args: { value: [50] },
  // The market's delivery-time filter; hours as Intl says them in the toolbar language.
  render: (args, context) => {
    const t = storyStrings(context);
    const hours = new Intl.NumberFormat(t.locale, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' });
    return (
      <Controlled
        {...args}
        thumbLabels={[t('market.filter.delivery')]}
        formatValue={(value: number) => hours.format(value)}
      />
    );
  },
};

export const LongText: Story = {
  args: { thumbLabels: ['Mindestpreis', 'Максимальная цена'], formatValue: (value: number) => `${value} €` },
};
