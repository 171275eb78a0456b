import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { storyStrings } from '../test/story-strings';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type Args = { title?: string; description?: string; body?: string; action?: string };

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
  tags: ['every-toolbar'],
  // The support card's words in the toolbar language; LongText's args (its own strings) win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <SupportCard
        title={t('home.claims.support')}
        description={t('home.claims.reply')}
        body={t('contact.orderHelp')}
        action={t('tickets.newTitle')}
        {...args}
      />
    );
  },
} satisfies Meta<typeof SupportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('heading', { level: 3, name: t('home.claims.support') })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('tickets.newTitle') })).toHaveFocus();
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
