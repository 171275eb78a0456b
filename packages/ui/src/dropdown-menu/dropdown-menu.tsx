import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { floatingPanelClasses } from '../lib/overlay';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

const itemClasses =
  'lm:relative lm:flex lm:cursor-default lm:select-none lm:items-center lm:gap-2 lm:rounded-sm lm:px-2 lm:py-1.5 lm:text-sm lm:outline-none lm:data-[highlighted]:bg-accent lm:data-[highlighted]:text-accent-foreground lm:data-[disabled]:pointer-events-none lm:data-[disabled]:opacity-60 lm:[&_svg]:size-4 lm:[&_svg]:shrink-0';

/** A menu of actions (Radix): arrows move, Enter and Space choose, Escape closes, typeahead. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(floatingPanelClasses, 'lm:min-w-40 lm:p-1', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(itemClasses, variant === 'destructive' && 'lm:text-destructive-text', className)}
      {...props}
    />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemClasses, 'lm:ps-8', className)}
      {...props}
    >
      <span className="lm:absolute lm:start-2 lm:flex lm:size-4 lm:items-center lm:justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('lm:px-2 lm:py-1.5 lm:text-xs lm:font-semibold lm:text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('lm:-mx-1 lm:my-1 lm:h-px lm:bg-border', className)}
      {...props}
    />
  );
}
