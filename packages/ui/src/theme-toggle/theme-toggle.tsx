import { Monitor, Moon, Sun } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type ThemePreference = 'light' | 'dark' | 'system';

export type ThemeToggleProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'dir'> & {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
  /** Name of the group. */
  label?: string;
  labels?: Record<ThemePreference, string>;
  /** Show the option names beside the icons (otherwise they are spoken only). */
  showLabels?: boolean;
};

const icons = { light: Sun, dark: Moon, system: Monitor } as const;
const order: ThemePreference[] = ['light', 'dark', 'system'];

/**
 * Light, dark or system. Presentational: the app stores the choice and applies it (spec §4).
 * Tab reaches the chosen option, arrows move, Enter or Space chooses.
 */
export function ThemeToggle({
  value,
  onChange,
  label = 'Theme',
  labels = { light: 'Light', dark: 'Dark', system: 'System' },
  showLabels = false,
  className,
  ...props
}: ThemeToggleProps) {
  return (
    <ToggleGroup.Root
      data-slot="theme-toggle"
      type="single"
      value={value}
      // A single-choice group may be emptied by pressing the chosen item again: keep a choice.
      onValueChange={(next) => {
        if (next) onChange(next as ThemePreference);
      }}
      aria-label={label}
      className={cn(
        'lm:inline-flex lm:items-center lm:gap-0.5 lm:rounded-md lm:border lm:border-input lm:bg-background lm:p-0.5',
        className,
      )}
      {...props}
    >
      {order.map((option) => {
        const Icon = icons[option];
        return (
          <ToggleGroup.Item
            key={option}
            value={option}
            aria-label={showLabels ? undefined : labels[option]}
            title={labels[option]}
            className={cn(
              'lm:inline-flex lm:h-8 lm:items-center lm:gap-1.5 lm:rounded-sm lm:px-2 lm:text-sm lm:text-muted-foreground lm:transition-colors',
              'lm:hover:text-foreground lm:data-[state=on]:bg-secondary lm:data-[state=on]:text-secondary-foreground',
            )}
          >
            <Icon aria-hidden="true" className="lm:size-4" />
            {showLabels ? <span>{labels[option]}</span> : null}
          </ToggleGroup.Item>
        );
      })}
    </ToggleGroup.Root>
  );
}
