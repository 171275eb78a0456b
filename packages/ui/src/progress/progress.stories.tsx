import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Progress, type ProgressProps } from './progress';

/** The offer form's photo upload; a label left out of the args is said in the toolbar language. */
type Args = Omit<ProgressProps, 'label'> & { label?: string };

const meta = {
  title: 'Feedback/Progress',
  // Typed with the label optional (the render fills it in); the docs still read Progress's props.
  component: Progress as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  args: { value: 40 },
  render: (args, context) => (
    <div className="lm:max-w-sm">
      <Progress
        label={storyStrings(context)('offerForm.photos.uploading', { name: 'sword.png' })}
        {...args}
      />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const bar = canvas.getByRole('progressbar', {
      name: t('offerForm.photos.uploading', { name: 'sword.png' }),
    });
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
