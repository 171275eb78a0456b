import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn';
import { Progress } from '../progress/progress';
import { type ImageRejection, validateImages } from './validate-images';

export type UploadImage = {
  id: string;
  name: string;
  /** An object URL or the stored image's URL. */
  previewUrl: string;
  /** 0–100 while uploading; null or undefined when done. */
  progress?: number | null;
  /** An upload error for this file. */
  error?: string;
};

export type ImageUploaderStrings = {
  label: string;
  hint: string;
  choose: string;
  maxReached: string;
  typeError: (name: string) => string;
  sizeError: (name: string) => string;
  countError: string;
  remove: (name: string) => string;
  moveEarlier: (name: string) => string;
  moveLater: (name: string) => string;
  uploading: (name: string) => string;
  position: (index: number, total: number) => string;
};

export const defaultImageUploaderStrings: ImageUploaderStrings = {
  label: 'Photos',
  hint: 'Up to 5 images, JPEG, PNG or WebP, at most 5 MB each. The first one is the cover.',
  choose: 'Add photos',
  maxReached: 'Max 5 images.',
  typeError: (name) => `${name}: use a JPEG, PNG or WebP image.`,
  sizeError: (name) => `${name}: the file is larger than 5 MB.`,
  countError: 'Max 5 images.',
  remove: (name) => `Remove ${name}`,
  moveEarlier: (name) => `Move ${name} earlier`,
  moveLater: (name) => `Move ${name} later`,
  uploading: (name) => `Uploading ${name}`,
  position: (index, total) => `Photo ${index} of ${total}`,
};

export type ImageUploaderProps = {
  images: ReadonlyArray<UploadImage>;
  /** Files that passed the type, size and count checks. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Move an image one place earlier (-1) or later (+1). */
  onMove: (id: string, offset: -1 | 1) => void;
  max?: number;
  accept?: ReadonlyArray<string>;
  maxSizeBytes?: number;
  strings?: Partial<ImageUploaderStrings>;
  disabled?: boolean;
  className?: string;
};

/**
 * Offer photos (spec §5: max 5): choose or drop files, type and size checked at once, per-file
 * progress, remove, and reorder with buttons (keyboard first; no drag needed).
 */
export function ImageUploader({
  images,
  onAdd,
  onRemove,
  onMove,
  max = 5,
  accept = ['image/jpeg', 'image/png', 'image/webp'],
  maxSizeBytes = 5 * 1024 * 1024,
  strings: overrides,
  disabled = false,
  className,
}: ImageUploaderProps) {
  const strings = { ...defaultImageUploaderStrings, ...overrides };
  const id = useId();
  const [rejections, setRejections] = useState<ImageRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const room = max - images.length;
  const full = room <= 0;

  const take = (files: File[]) => {
    const { accepted, rejected } = validateImages(files, { accept, maxSizeBytes, room: Math.max(0, room) });
    setRejections(rejected);
    if (accepted.length > 0) onAdd(accepted);
  };
  const rejectionText = (rejection: ImageRejection) =>
    rejection.reason === 'type'
      ? strings.typeError(rejection.file.name)
      : rejection.reason === 'size'
        ? strings.sizeError(rejection.file.name)
        : strings.countError;
  const messages = [...new Set(rejections.map(rejectionText))];

  return (
    <div data-slot="image-uploader" className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="text-sm font-medium">
          {strings.label}
        </span>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {strings.hint}
        </p>
      </div>

      {images.length > 0 ? (
        <ol aria-labelledby={`${id}-label`} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {images.map((image, index) => (
            <li
              key={image.id}
              aria-label={strings.position(index + 1, images.length)}
              className="flex min-w-0 flex-col gap-1.5 rounded-md border border-border bg-card p-1.5"
            >
              {/* Decorative: the file name right below names it. */}
              <img
                src={image.previewUrl}
                alt=""
                className="aspect-square w-full rounded-sm bg-muted object-cover"
              />
              <span className="truncate text-xs" title={image.name}>
                {image.name}
              </span>
              {image.progress !== undefined && image.progress !== null ? (
                <Progress value={image.progress} label={strings.uploading(image.name)} />
              ) : null}
              {image.error ? (
                <p className="text-xs font-medium text-destructive-text">{image.error}</p>
              ) : null}
              <div className="flex items-center justify-between gap-1">
                <div className="flex gap-1">
                  <ToolButton
                    label={strings.moveEarlier(image.name)}
                    disabled={disabled || index === 0}
                    onClick={() => onMove(image.id, -1)}
                  >
                    <ArrowLeft className="rtl:rotate-180" />
                  </ToolButton>
                  <ToolButton
                    label={strings.moveLater(image.name)}
                    disabled={disabled || index === images.length - 1}
                    onClick={() => onMove(image.id, 1)}
                  >
                    <ArrowRight className="rtl:rotate-180" />
                  </ToolButton>
                </div>
                <ToolButton
                  label={strings.remove(image.name)}
                  disabled={disabled}
                  onClick={() => onRemove(image.id)}
                >
                  <X />
                </ToolButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}

      {full ? (
        <p className="text-sm text-muted-foreground">{strings.maxReached}</p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is for pointer drops; the file input inside serves the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: same drop zone, same reason.
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!disabled) take([...event.dataTransfer.files]);
          }}
          className={cn(
            'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors',
            dragging && 'border-primary bg-secondary/40',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
          <label
            className={cn(
              'relative inline-flex h-10 cursor-pointer items-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            {strings.choose}
            <input
              type="file"
              multiple
              accept={accept.join(',')}
              disabled={disabled}
              aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-errors` : ''}`}
              className="sr-only"
              onChange={(event) => {
                take([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      )}

      {messages.length > 0 ? (
        <div id={`${id}-errors`} role="alert">
          <ul className="flex flex-col gap-1 text-sm font-medium text-destructive-text">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ToolButton({
  label,
  children,
  ...props
}: { label: string; children: React.ReactNode } & Omit<React.ComponentProps<'button'>, 'aria-label'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent hover:text-foreground disabled:opacity-40 [&_svg]:size-4"
      {...props}
    >
      {children}
    </button>
  );
}
