import type { ErrorCode } from '@lootmarket/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Textarea,
} from '@lootmarket/ui';
import { type FormEvent, type ReactElement, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { reasonDialogMessages as m } from './admin-messages';

export type ReasonDialogProps = {
  /** The button that opens the dialog (one element: it becomes the trigger). */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  /** Destructive actions (ban, deactivate) confirm with a red button. */
  destructive?: boolean;
  /** Runs the action; a code comes back when it was refused, null when it succeeded. */
  onConfirm: (reason: string) => Promise<ErrorCode | null>;
  /** More inputs of the action, above the reason (e.g. the roles to set). */
  children?: ReactNode;
  /** The text field's label and help when it is not a "reason" (a note to both sides). */
  reasonLabel?: string;
  reasonHelp?: string;
};

/**
 * Asks for the reason of a staff action and confirms it. The dialog stays open with the error when
 * the server refuses, and keeps what was typed.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  children,
  reasonLabel,
  reasonHelp,
}: ReasonDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setTooShort(true);
      return;
    }
    setWorking(true);
    setError(null);
    const refused = await onConfirm(reason.trim());
    setWorking(false);
    if (refused) setError(refused);
    else {
      setOpen(false);
      setReason('');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(null);
          setTooShort(false);
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="sm" closeLabel={t(m.cancel)}>
        <form onSubmit={submit} noValidate className="lm:flex lm:flex-col lm:gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
          {children}
          <Field
            label={reasonLabel ?? t(m.reason)}
            description={reasonHelp ?? t(m.reasonHelp)}
            error={tooShort ? t(m.reasonTooShort) : undefined}
            required
          >
            <Textarea
              value={reason}
              maxLength={500}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim().length >= 3) setTooShort(false);
              }}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={working}>
              {working ? t(m.working) : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
