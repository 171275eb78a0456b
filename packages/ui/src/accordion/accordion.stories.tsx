import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

type Args = { items: Array<{ question: string; answer: string }> };

/** Three questions of the FAQ page in the toolbar language. */
function faqItems(t: StoryStrings) {
  const item = (name: string) => ({ question: t(`faq.${name}Question`), answer: t(`faq.${name}Answer`) });
  return [item('escrow'), item('delivery'), item('missing')] as const;
}

function Faq({ items }: Args) {
  return (
    <Accordion type="single" collapsible className="lm:max-w-xl">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`item-${index}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Primitives/Accordion',
  component: Faq,
  tags: ['every-toolbar'],
  args: { items: [] },
  // LongText's items (its own strings) win.
  render: (args, context) => (
    <Faq items={args.items.length > 0 ? args.items : [...faqItems(storyStrings(context))]} />
  ),
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const [escrow, delivery, missing] = faqItems(storyStrings(context));
    const first = canvas.getByRole('button', { name: escrow.question });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: escrow.question })).toHaveTextContent(escrow.answer);
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: delivery.question });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: missing.question })).toHaveFocus();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        question: 'Wie funktioniert die Treuhandabwicklung bei Käufen auf dem Marktplatz?',
        answer: 'Ihre Zahlung wird einbehalten, bis Sie die Lieferung bestätigen.',
      },
      { question: 'Как быстро происходит доставка?', answer: 'Продавцы выбирают время доставки.' },
      { question: '返金はできますか？', answer: 'はい、配達保証があります。' },
    ],
  },
};
