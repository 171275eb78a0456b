import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button';

// A developer workbench: every variant at every size. Left out of the published Storybook. Its
// labels are the props' own names (for developers), so they stay as they are in every language.
const variants = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

function Matrix() {
  return (
    <div className="lm:grid lm:gap-3">
      {sizes.map((size) => (
        <div key={size} className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Dev/Button matrix',
  component: Matrix,
  tags: ['every-toolbar'],
} satisfies Meta<typeof Matrix>;
export default meta;

export const AllCombinations: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * sizes.length);
  },
};
