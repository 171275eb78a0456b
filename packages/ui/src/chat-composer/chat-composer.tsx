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
      className={cn('lm:flex lm:flex-col lm:gap-1.5', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <label htmlFor={`${id}-text`} className="lm:sr-only">
        {label}
      </label>
      <div className="lm:flex lm:items-end lm:gap-2">
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
          className="lm:min-h-11 lm:w-full lm:min-w-0 lm:resize-none lm:rounded-md lm:border lm:border-input lm:bg-background lm:px-3 lm:py-2 lm:text-sm lm:text-foreground lm:placeholder:text-muted-foreground lm:aria-invalid:border-destructive lm:disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={disabled}
          aria-busy={sending || undefined}
          className="lm:inline-flex lm:h-11 lm:shrink-0 lm:items-center lm:gap-2 lm:rounded-md lm:bg-primary lm:px-4 lm:text-sm lm:font-medium lm:text-primary-foreground lm:hover:bg-primary-hover lm:disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="lm:size-4 lm:rtl:rotate-180" />
          <span className="lm:max-sm:sr-only">{sendLabel}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="lm:text-xs lm:text-muted-foreground">
        {status && text === '' ? null : hint}
      </p>
      {/* Always in the document, so assistive technology announces the status when it appears. */}
      <p
        role="status"
        className={cn('lm:text-xs lm:text-success-text', !(status && text === '') && 'lm:sr-only')}
      >
        {status && text === '' ? status : null}
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="lm:text-sm lm:font-medium lm:text-destructive-text">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
