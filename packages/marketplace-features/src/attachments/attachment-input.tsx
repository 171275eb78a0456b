import type { ErrorCode } from '@lootmarket/contract';
import { Button } from '@lootmarket/ui';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';

/** What a kind of upload allows (the contract's constants) and the codes a refusal shows. */
export interface AttachmentLimits {
  /** Files that may still be chosen (a dispute counts the files it already holds). */
  maxFiles: number;
  maxBytes: number;
  types: readonly string[];
  errors: { tooMany: ErrorCode; tooLarge: ErrorCode; unsupported: ErrorCode };
}

/** A chosen file with a key that survives removing the ones before it. */
export interface AttachmentChoice {
  id: number;
  file: File;
}

/** Files the browser already knows are wrong; the server checks every file's content again. */
export function attachmentProblem(files: readonly File[], limits: AttachmentLimits): ErrorCode | null {
  if (files.length > limits.maxFiles) return limits.errors.tooMany;
  if (files.some((file) => file.size > limits.maxBytes)) return limits.errors.tooLarge;
  if (files.some((file) => !limits.types.includes(file.type))) return limits.errors.unsupported;
  return null;
}

export interface AttachmentInputProps {
  legend: string;
  /** What may be attached; the group's description. */
  hint: string;
  addLabel: string;
  /** The accessible name of a chosen file's remove button. */
  removeLabel: (fileName: string) => string;
  limits: AttachmentLimits;
  files: readonly AttachmentChoice[];
  onFilesChange: (files: AttachmentChoice[]) => void;
  /** Called on every choice: the refusal's code, or null when the choice was taken. */
  onProblem: (code: ErrorCode | null) => void;
  /** `data-testid` of the hidden file input (end-to-end tests set files through it). */
  inputTestId?: string;
  disabled?: boolean;
}

/**
 * Chosen files as a list with a remove button each, and an "add files" button that opens the
 * browser's file picker (the native input stays hidden: one keyboard stop, one accessible name). A
 * choice that breaks the limits is refused whole and reported through `onProblem`. Used by the ticket
 * form and the dispute's evidence.
 */
export function AttachmentInput({
  legend,
  hint,
  addLabel,
  removeLabel,
  limits,
  files,
  onFilesChange,
  onProblem,
  inputTestId,
  disabled = false,
}: AttachmentInputProps) {
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);

  function add(list: FileList | null) {
    const added = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    const problem = attachmentProblem([...files.map((item) => item.file), ...added], limits);
    onProblem(problem);
    if (problem) return;
    // Keys continue after the highest one chosen: the list may outlive this component (a closed dialog).
    const last = Math.max(0, ...files.map((item) => item.id));
    onFilesChange([...files, ...added.map((file, index) => ({ id: last + index + 1, file }))]);
  }

  return (
    <fieldset className="lm:flex lm:flex-col lm:gap-2" aria-describedby={hintId} data-slot="attachment-input">
      <legend className="lm:font-medium lm:text-sm">{legend}</legend>
      <p id={hintId} className="lm:text-muted-foreground lm:text-sm">
        {hint}
      </p>
      {files.length > 0 ? (
        <ul className="lm:flex lm:flex-col lm:gap-1" data-slot="attachment-files">
          {files.map(({ id, file }) => (
            <li
              key={id}
              className="lm:flex lm:items-center lm:justify-between lm:gap-2 lm:rounded-md lm:border lm:border-border lm:px-3 lm:py-1.5 lm:text-sm"
            >
              <span className="lm:truncate">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={removeLabel(file.name)}
                onClick={() => onFilesChange(files.filter((item) => item.id !== id))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={limits.types.join(',')}
        className="lm:sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={inputTestId}
        onChange={(event) => add(event.target.files)}
      />
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || files.length >= limits.maxFiles}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
