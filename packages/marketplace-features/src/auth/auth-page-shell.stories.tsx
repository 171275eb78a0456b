import { Button, Field, Input } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthPageShell, FormAlert } from './auth-page-shell';

const meta = {
  title: 'Marketplace/Auth page shell',
  component: AuthPageShell,
  args: {
    title: 'Log in',
    children: (
      <form className="flex flex-col gap-4" aria-label="Log in">
        <FormAlert>Wrong email or password.</FormAlert>
        <Field label="Email" required>
          <Input type="email" defaultValue="player@example.com" />
        </Field>
        <Button type="submit">Log in</Button>
      </form>
    ),
  },
} satisfies Meta<typeof AuthPageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form error stays above the fields, and the typed values stay in them. */
export const WithError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong email or password.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('player@example.com');
  },
};

export const Success: Story = {
  args: {
    title: 'Create your account',
    children: <FormAlert tone="success">Account created – logging in…</FormAlert>,
  },
};
