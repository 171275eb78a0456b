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
          'lm:flex lm:items-center lm:justify-between lm:gap-2 lm:text-start lm:data-[placeholder]:text-muted-foreground',
          className,
        )}
      >
        <span className="lm:truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="lm:size-4 lm:shrink-0 lm:text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'lm:z-popover lm:max-h-(--radix-select-content-available-height) lm:min-w-(--radix-select-trigger-width) lm:overflow-hidden',
            'lm:rounded-md lm:border lm:border-border lm:bg-popover lm:text-popover-foreground lm:shadow-md',
            'lm:data-[state=open]:animate-pop-in lm:data-[state=closed]:animate-pop-out',
          )}
        >
          <SelectPrimitive.Viewport className="lm:p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'lm:relative lm:flex lm:cursor-default lm:select-none lm:items-center lm:rounded-sm lm:py-1.5 lm:ps-8 lm:pe-2 lm:text-sm lm:outline-none',
                  'lm:data-[highlighted]:bg-accent lm:data-[highlighted]:text-accent-foreground lm:data-[disabled]:opacity-60',
                )}
              >
                <span className="lm:absolute lm:start-2 lm:flex lm:size-4 lm:items-center lm:justify-center">
                  <SelectPrimitive.ItemIndicator>
                    <Check aria-hidden="true" className="lm:size-4" />
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
