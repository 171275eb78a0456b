import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Buy now', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Buy now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Destructive
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3">
      <Button {...args}>
        <ShoppingCart aria-hidden="true" />
        Add to cart
      </Button>
      <Button {...args} variant="destructive">
        <Trash2 aria-hidden="true" />
        Delete offer
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { loading: true, loadingLabel: 'Paying', children: 'Pay' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Paying Pay' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Withdraw' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Withdraw' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#login">Log in to buy</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('data-slot', 'button');
  },
};

export const LongText: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:flex lm:max-w-sm lm:flex-col lm:items-start lm:gap-3">
      <Button {...args}>Zahlungsbestätigung herunterladen</Button>
      <Button {...args} variant="outline">
        Подтвердить получение заказа
      </Button>
      <Button {...args} variant="secondary">
        今すぐ購入する
      </Button>
      <Button {...args} variant="ghost">
        立即购买
      </Button>
    </div>
  ),
};

export const ThemesSideBySide: Story = {
  tags: ['vrt'],
  globals: { theme: 'side-by-side' },
  render: Variants.render,
};
