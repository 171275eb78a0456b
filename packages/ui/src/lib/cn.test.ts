import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// Every class name written in the workspace's sources, read as text by Vite.
const sources = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '../../../marketplace-features/src/**/*.{ts,tsx}',
    '../../../../apps/{web,admin}/src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.css.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const vocabulary = [
  ...new Set(Object.values(sources).flatMap((text) => text.match(/lm:[^\s'"`{}$]+/g) ?? [])),
].filter((name) => !/[,;)]$/.test(name));

// tailwind-merge, told the kit's prefix and the kit's own theme names, is the reference.
const twMerge = extendTailwindMerge({
  prefix: 'lm',
  extend: {
    classGroups: {
      z: [{ z: ['overlay', 'modal', 'popover', 'toast', 'tooltip', 'sticky'] }],
      duration: [{ duration: ['fast', 'normal', 'slow'] }],
      ease: [{ ease: ['standard'] }],
      animate: [
        {
          animate: [
            'fade-in',
            'fade-out',
            'pop-in',
            'pop-out',
            'slide-in',
            'slide-out',
            'sheet-in',
            'sheet-out',
          ],
        },
      ],
    },
  },
});

describe('cn', () => {
  it('reads the workspace vocabulary', () => {
    expect(vocabulary.length).toBeGreaterThan(500);
  });

  it('keeps the later of two utilities for the same property, and both when they do not collide', () => {
    expect(cn('lm:px-4', 'lm:px-2')).toBe('lm:px-2');
    expect(cn('lm:p-4', 'lm:px-2')).toBe('lm:p-4 lm:px-2');
    expect(cn('lm:px-2', 'lm:p-4')).toBe('lm:p-4');
    expect(cn('lm:text-sm lm:text-primary', 'lm:text-lg')).toBe('lm:text-primary lm:text-lg');
    expect(cn('lm:hover:bg-primary', 'lm:bg-secondary')).toBe('lm:hover:bg-primary lm:bg-secondary');
    expect(cn('lm:w-full', false, null, undefined, { 'lm:w-auto': true })).toBe('lm:w-auto');
    expect(cn('app-class', 'lm:flex', 'lm:hidden')).toBe('app-class lm:hidden');
  });

  it("gives tailwind-merge's answer for every pair of classes the workspace writes", () => {
    const differences: string[] = [];
    for (const a of vocabulary) {
      for (const b of vocabulary) {
        if (a === b) continue;
        const ours = cn(a, b);
        const reference = twMerge(a, b);
        if (ours !== reference)
          differences.push(`cn("${a}", "${b}") = "${ours}", tailwind-merge: "${reference}"`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
