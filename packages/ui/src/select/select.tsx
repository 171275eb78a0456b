import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useFieldControl } from '../field/field';
import { inputVariants } from '../input/input.variants';
import { cn } from '../lib/cn';

export type SelectOption = { value: string; label: React.ReactNode; disabled?: boolean };

export type SelectProps = Omit<React.ComponentProps<typeof SelectPrimitive.Root>, 'children'> & {
  options: ReadonlyArray<SelectOption>;
  placeholder?: React.ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A single-choice list in a popup (Radix Select): arrows, typeahead, Enter, Escape. */
export function Select({
  options,
  placeholder,
  size,
  className,
  id,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...rootProps
}: SelectProps) {
  const fieldProps = useFieldControl({
    id,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    disabled: rootProps.disabled,
    required: rootProps.required,
  });
  return (
    <SelectPrimitive.Root {...rootProps} disabled={fieldProps.disabled} required={fieldProps.required}>
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        id={fieldProps.id}
        aria-label={ariaLabel}
        aria-invalid={fieldProps['aria-invalid']}
        aria-describedby={fieldProps['aria-describedby']}
        className={cn(
          inputVariants({ size }),
          'flex items-center justify-between gap-2 text-start data-[placeholder]:text-muted-foreground',
          className,
        )}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'z-popover max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-popover text-popover-foreground shadow-md',
            'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex cursor-default select-none items-center rounded-sm py-1.5 ps-8 pe-2 text-sm outline-none',
                  'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-60',
                )}
              >
                <span className="absolute start-2 flex size-4 items-center justify-center">
                  <SelectPrimitive.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                </span>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
