/** Classes shared by every modal surface (Dialog, AlertDialog, Sheet), so they look and move alike. */
export const overlayClasses =
  'fixed inset-0 z-overlay bg-overlay data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export const modalPanelClasses = [
  'fixed start-1/2 top-1/2 z-modal flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rtl:translate-x-1/2',
  'rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg',
  'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
].join(' ');

/** Classes shared by floating, non-modal surfaces (Popover, DropdownMenu, Combobox list). */
export const floatingPanelClasses = [
  'z-popover rounded-md border border-border bg-popover text-popover-foreground shadow-md',
  'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
].join(' ');
