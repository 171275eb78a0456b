import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Stars, StarsInput, type StarsInputProps } from './stars';

const meta = {
  title: 'Primitives/Stars',
  tags: ['every-toolbar'],
  component: Stars,
  args: { value: 4.5, label: 'Rated 4.5 out of 5' },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer page's "Rated … out of 5", the number in the toolbar language. */
const rated = (t: ReturnType<typeof storyStrings>, stars: number) =>
  t('offer.reviews.stars', { stars: new Intl.NumberFormat(t.locale).format(stars) });

export const Display: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:flex lm:flex-col lm:gap-2">
        <Stars value={5} label={rated(t, 5)} size="sm" />
        <Stars value={4.5} label={rated(t, 4.5)} />
        <Stars value={2} label={rated(t, 2)} size="lg" />
        <Stars value={0} label={t('offer.reviews.none')} />
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByRole('img', { name: rated(storyStrings(context), 4.5) })).toBeVisible();
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

/** The rating form's words in the toolbar language; LongText's args win. */
const rateInLocale: StoryObj<typeof StarsInput>['render'] = (args, context) => {
  const t = storyStrings(context);
  return (
    <Rate
      starLabel={(count) => t('order.rateStar', { count })}
      {...args}
      legend={args.legend ?? t('order.rateLegend')}
    />
  );
};

export const Input: StoryObj<typeof StarsInput> = {
  tags: ['vrt'],
  args: { value: null, onChange: fn() },
  render: rateInLocale,
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await userEvent.tab();
    const one = canvas.getByRole('radio', { name: t('order.rateStar', { count: 1 }) });
    await expect(one).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(one).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t('order.rateStar', { count: 4 }) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const InputWithError: StoryObj<typeof StarsInput> = {
  args: { value: null, onChange: fn() },
  render: (args, context) =>
    rateInLocale({ ...args, error: storyStrings(context)('order.rateRequired') }, context),
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
