import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { modalOpenA11y } from '../test/a11y-exemptions';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet';

type Args = { side: 'start' | 'end'; title: string; description: string };

function FiltersSheet({ side, title, description }: Args) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription>{description}</SheetDescription>
        <Checkbox label="Automatic delivery" />
        <Checkbox label="In stock" />
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: FiltersSheet,
  args: { side: 'end', title: 'Filters', description: 'Narrow the offers down.' },
} satisfies Meta<typeof FiltersSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const FromStart: Story = {
  parameters: modalOpenA11y,
  args: { side: 'start' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'start');
  },
};

export const LongText: Story = {
  args: {
    title: 'Angebote nach Server, Lieferzeit und Verfügbarkeit filtern',
    description: 'Фильтры по серверу и времени доставки. サーバーと配達時間で絞り込む。',
  },
};
