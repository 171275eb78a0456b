import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { modalOpenA11y } from '../test/a11y-exemptions';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet';

type Args = { side: 'start' | 'end'; title?: string; description?: string };

// No catalog message says this (the market has no filters sheet): English in every language.
const narrowDown = 'Narrow the offers down.';

/** The market's filters in a sheet; a title left out of the args is said in the toolbar language. */
function FiltersSheet({ side, title, description, t }: Args & { t: StoryStrings }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">{t('market.filters')}</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel={t('shell.toast.close')}>
        <SheetTitle>{title ?? t('market.filters')}</SheetTitle>
        <SheetDescription>{description ?? narrowDown}</SheetDescription>
        <Checkbox label={t('market.automaticDelivery')} />
        <Checkbox label={t('offer.inStock')} />
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  tags: ['every-toolbar'],
  args: { side: 'end' },
  render: (args, context) => <FiltersSheet {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('button', { name: t('market.filters') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: t('market.filters') });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const FromStart: Story = {
  parameters: modalOpenA11y,
  args: { side: 'start' },
  play: async ({ canvas, ...context }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyStrings(context)('market.filters') }));
    await expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'start');
  },
};

export const LongText: Story = {
  args: {
    title: 'Angebote nach Server, Lieferzeit und Verfügbarkeit filtern',
    description: 'Фильтры по серверу и времени доставки. サーバーと配達時間で絞り込む。',
  },
};
