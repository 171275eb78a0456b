import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type Args = { title: string; description: string; body: string; action: string };

function SupportCard({ title, description, body, action }: Args) {
  return (
    <Card className="lm:max-w-sm">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="lm:text-sm">{body}</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">{action}</Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: SupportCard,
  args: {
    title: '24/7 support',
    description: 'Average reply in 3 minutes',
    body: 'Open a ticket about an order, a payment or your account.',
    action: 'Create ticket',
  },
} satisfies Meta<typeof SupportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '24/7 support' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create ticket' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    title: 'Rund um die Uhr erreichbarer Kundensupport für Käuferinnen und Käufer',
    description: 'Средний ответ за 3 минуты',
    body: 'チケットを作成して、注文、支払い、アカウントについてお問い合わせください。',
    action: 'Supportanfrage erstellen',
  },
};
