import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

type Args = { items: Array<{ question: string; answer: string }> };

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
  args: {
    items: [
      {
        question: 'How does escrow work?',
        answer: 'Your payment is held until you confirm delivery; then the seller is paid.',
      },
      {
        question: 'How fast is delivery?',
        answer: 'Sellers choose a delivery time, from instant to 7 days.',
      },
      {
        question: 'Can I get a refund?',
        answer: 'Yes: with the delivery guarantee you get what you paid for or your money back.',
      },
    ],
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'How does escrow work?' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'How does escrow work?' })).toHaveTextContent(
      'held until',
    );
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'How fast is delivery?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Can I get a refund?' })).toHaveFocus();
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
