import { Check, Copy } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

export type SecretCodeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The code as delivered (a game key, a gift card code, account credentials). */
  code: string;
  /** What the code is, read before it: "Your code". */
  label?: string;
  copyLabel?: string;
  copiedLabel?: string;
  /** How long "Copied" stays before the button reads "Copy" again. */
  copiedDuration?: number;
  /** Writes the code to the clipboard; the browser's clipboard unless given. */
  writeToClipboard?: (text: string) => Promise<void>;
};

const browserClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A delivered code (automatic delivery) in a monospace box with a Copy button. The code stays
 * selectable text, so it can be copied by hand where the clipboard API is refused.
 */
export function SecretCode({
  code,
  label = 'Your code',
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  copiedDuration = 2000,
  writeToClipboard = browserClipboard,
  className,
  ...props
}: SecretCodeProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedDuration);
    return () => clearTimeout(timer);
  }, [copied, copiedDuration]);

  async function copy() {
    try {
      await writeToClipboard(code);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure context): the code is still there to select.
      setCopied(false);
    }
  }

  return (
    <div
      data-slot="secret-code"
      data-state={copied ? 'copied' : 'idle'}
      className={cn('lm:flex lm:flex-col lm:gap-1.5', className)}
      {...props}
    >
      <span className="lm:text-sm lm:font-medium">{label}</span>
      <div className="lm:flex lm:items-stretch lm:gap-2">
        <code className="lm:min-w-0 lm:flex-1 lm:whitespace-pre-wrap lm:rounded-md lm:border lm:border-border lm:bg-muted lm:px-3 lm:py-2 lm:font-mono lm:text-sm lm:[overflow-wrap:anywhere]">
          {code}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="lm:self-center"
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? copiedLabel : copyLabel}
        </Button>
      </div>
      <span role="status" className="lm:sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
