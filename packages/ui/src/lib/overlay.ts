/** Classes shared by every modal surface (Dialog, AlertDialog, Sheet), so they look and move alike. */
export const overlayClasses =
  'lm:fixed lm:inset-0 lm:z-overlay lm:bg-overlay lm:data-[state=open]:animate-fade-in lm:data-[state=closed]:animate-fade-out';

export const modalPanelClasses = [
  'lm:fixed lm:start-1/2 lm:top-1/2 lm:z-modal lm:flex lm:max-h-[calc(100dvh-2rem)] lm:w-[calc(100vw-2rem)] lm:-translate-x-1/2 lm:-translate-y-1/2 lm:flex-col lm:gap-4 lm:overflow-y-auto lm:rtl:translate-x-1/2',
  'lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-6 lm:text-card-foreground lm:shadow-lg',
  'lm:data-[state=open]:animate-pop-in lm:data-[state=closed]:animate-pop-out',
].join(' ');

/** Classes shared by floating, non-modal surfaces (Popover, DropdownMenu, Combobox list). */
export const floatingPanelClasses = [
  'lm:z-popover lm:rounded-md lm:border lm:border-border lm:bg-popover lm:text-popover-foreground lm:shadow-md',
  'lm:data-[state=open]:animate-pop-in lm:data-[state=closed]:animate-pop-out',
].join(' ');
