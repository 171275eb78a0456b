import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';
import { type ColorPalette, contrastPairs, darkColors, lightColors } from './values';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function Swatches({ theme }: { theme: 'light' | 'dark' }) {
  const palette: ColorPalette = theme === 'light' ? lightColors : darkColors;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {Object.entries(palette).map(([role, value]) => (
        <li key={role} className="flex flex-col gap-1 text-xs">
          <span
            aria-hidden="true"
            className="h-12 rounded-md border border-border"
            style={{ background: `var(--lm-color-${kebab(role)})` }}
          />
          <code className="font-mono">--lm-color-{kebab(role)}</code>
          <span className="text-muted-foreground">{value}</span>
        </li>
      ))}
    </ul>
  );
}

function ContrastTable({ theme }: { theme: 'light' | 'dark' }) {
  const palette = theme === 'light' ? lightColors : darkColors;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-start font-semibold">Contrast pairs ({theme})</caption>
      <thead>
        <tr className="text-start text-muted-foreground">
          <th scope="col" className="text-start">
            Pair
          </th>
          <th scope="col" className="text-end">
            Ratio
          </th>
          <th scope="col" className="text-end">
            Minimum
          </th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.fg}-${pair.bg}`} className="border-t border-border">
            <td>
              {pair.fg} on {pair.bg}
            </td>
            <td className="text-end tabular-nums">
              {contrastRatio(palette[pair.fg], palette[pair.bg]).toFixed(2)}:1
            </td>
            <td className="text-end tabular-nums">{pair.min}:1</td>
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
    <div className="max-w-xl">
      <ContrastTable theme={args.theme} />
    </div>
  ),
};
