import { SendHorizontal } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn';

export type ChatComposerProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  onSend: (text: string) => void;
  /** Name of the message box. */
  label?: string;
  placeholder?: string;
  sendLabel?: string;
  /** Spec §5/§8: an empty message cannot be sent. */
  emptyMessage?: string;
  /** An error from the caller (e.g. "Failed to send message."). */
  error?: string;
  /** Shown in the footer: "Enter to send, Shift+Enter for a new line". */
  hint?: string;
  /**
   * What became of the last message (e.g. "Message sent!"): said once, politely, in place of the
   * hint until the next message is typed, instead of a toast for every message.
   */
  status?: string;
  disabled?: boolean;
  sending?: boolean;
};

/** The message box of an order chat: Enter sends, Shift+Enter adds a line, empty messages are refused. */
export function ChatComposer({
  onSend,
  label = 'Message',
  placeholder = 'Write a message…',
  sendLabel = 'Send',
  emptyMessage = 'Cannot send an empty message.',
  error,
  hint = 'Enter to send, Shift+Enter for a new line',
  status,
  disabled = false,
  sending = false,
  className,
  ...props
}: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const shownError = emptyError ? emptyMessage : error;

  const send = () => {
    if (disabled || sending) return;
    if (text.trim() === '') {
      setEmptyError(true);
      return;
    }
    onSend(text.trim());
    setText('');
    setEmptyError(false);
  };

  return (
    <form
      data-slot="chat-composer"
      className={cn('flex flex-col gap-1.5', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-text`}
          rows={2}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (emptyError) setEmptyError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="min-h-11 w-full min-w-0 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={disabled}
          aria-busy={sending || undefined}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-4 rtl:rotate-180" />
          <span className="max-sm:sr-only">{sendLabel}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {status && text === '' ? null : hint}
      </p>
      {/* Always in the document, so assistive technology announces the status when it appears. */}
      <p role="status" className={cn('text-xs text-success-text', !(status && text === '') && 'sr-only')}>
        {status && text === '' ? status : null}
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
