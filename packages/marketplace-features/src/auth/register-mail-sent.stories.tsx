import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withValues } from '../lib/messages';
import { storyIntl } from '../test/story-intl';
import { RegisterMailSent, registerMailSentMessages } from './register-mail-sent';

const meta = {
  title: 'Marketplace/Auth/Register mail sent',
  component: RegisterMailSent,
  args: { email: 'frostmage@example.com', onBack: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof RegisterMailSent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the form: the same for a new address and one with an account; the mail says which. */
export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { level: 1, name: t(registerMailSentMessages.title) }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t(withValues(registerMailSentMessages.body), { email: args.email }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t(registerMailSentMessages.back) }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A long address wraps inside the card at 360 px. */
export const LongAddress: Story = {
  args: { email: 'a.very.long.mailbox.name.for.a.guild.treasurer@subdomain.example-games.com' },
  decorators: [
    (Story) => (
      <div className="lm:w-[360px]">
        <Story />
      </div>
    ),
  ],
};
