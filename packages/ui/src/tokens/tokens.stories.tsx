import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';
import { type ColorPalette, contrastPairs, darkColors, lightColors } from './values';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function Swatches({ theme }: { theme: 'light' | 'dark' }) {
  const palette: ColorPalette = theme === 'light' ? lightColors : darkColors;
  return (
    <ul className="lm:grid lm:grid-cols-2 lm:gap-3 lm:sm:grid-cols-4 lm:lg:grid-cols-6">
      {Object.entries(palette).map(([role, value]) => (
        <li key={role} className="lm:flex lm:flex-col lm:gap-1 lm:text-xs">
          <span
            aria-hidden="true"
            className="lm:h-12 lm:rounded-md lm:border lm:border-border"
            style={{ background: `var(--lm-color-${kebab(role)})` }}
          />
          <code className="lm:font-mono">--lm-color-{kebab(role)}</code>
          <span className="lm:text-muted-foreground">{value}</span>
        </li>
      ))}
    </ul>
  );
}

function ContrastTable({ theme }: { theme: 'light' | 'dark' }) {
  const palette = theme === 'light' ? lightColors : darkColors;
  return (
    <table className="lm:w-full lm:text-sm">
      <caption className="lm:mb-2 lm:text-start lm:font-semibold">Contrast pairs ({theme})</caption>
      <thead>
        <tr className="lm:text-start lm:text-muted-foreground">
          <th scope="col" className="lm:text-start">
            Pair
          </th>
          <th scope="col" className="lm:text-end">
            Ratio
          </th>
          <th scope="col" className="lm:text-end">
            Minimum
          </th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.fg}-${pair.bg}`} className="lm:border-t lm:border-border">
            <td>
              {pair.fg} on {pair.bg}
            </td>
            <td className="lm:text-end lm:tabular-nums">
              {contrastRatio(palette[pair.fg], palette[pair.bg]).toFixed(2)}:1
            </td>
            <td className="lm:text-end lm:tabular-nums">{pair.min}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Tokens/Colours',
  component: Swatches,
  args: { theme: 'light' },
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--lm-color-primary')).toBeVisible();
  },
};

export const DarkPalette: Story = { args: { theme: 'dark' } };

export const Contrast: Story = {
  render: (args) => (
    <div className="lm:max-w-xl">
      <ContrastTable theme={args.theme} />
    </div>
  ),
};
