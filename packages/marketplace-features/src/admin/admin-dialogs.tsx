import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lootmarket/ui';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { adminShellMessages } from './admin-messages';

export type ConfirmDialogProps = {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
};

/** "Are you sure?" before a staff action that needs no reason (approve, hide, save). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? 'destructive' : undefined} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export type ReadDialogProps = {
  /** Label of the small button that opens it. */
  triggerLabel: string;
  triggerVariant?: 'ghost' | 'outline';
  title: ReactNode;
  /** Mounted only while the dialog is open (so a part that loads data loads on opening). */
  children: ReactNode;
};

/** A large dialog to read something from a row (a mail, a dispute's chat). */
export function ReadDialog({ triggerLabel, triggerVariant = 'outline', title, children }: ReadDialogProps) {
  const t = useIntl().formatMessage;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant={triggerVariant}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t(adminShellMessages.close)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
