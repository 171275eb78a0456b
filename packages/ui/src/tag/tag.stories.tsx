import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Tag } from './tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  tags: ['every-toolbar'],
  args: { children: 'EU West' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Removable: Story = {
  tags: ['vrt'],
  args: { onRemove: fn() },
  // The region is data; the remove button's words come from the catalogs ("Remove filter: {name}").
  render: (args, context) => (
    <Tag removeLabel={storyStrings(context)('shell.kit.removeFilter', { name: 'EU West' })} {...args} />
  ),
  play: async ({ canvas, args, ...context }) => {
    await userEvent.tab();
    const remove = canvas.getByRole('button', {
      name: storyStrings(context)('shell.kit.removeFilter', { name: 'EU West' }),
    });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  render: () => (
    <div className="lm:flex lm:max-w-xs lm:flex-wrap lm:gap-2">
      <Tag onRemove={() => undefined} removeLabel="Filter entfernen">
        Lieferung innerhalb von vierundzwanzig Stunden
      </Tag>
      <Tag>Доставка за 1 час</Tag>
      <Tag>即時配達</Tag>
    </div>
  ),
};
