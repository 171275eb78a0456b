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
    <div data-slot="image-uploader" className={cn('lm:flex lm:flex-col lm:gap-3', className)}>
      <div className="lm:flex lm:flex-col lm:gap-1">
        <span id={`${id}-label`} className="lm:text-sm lm:font-medium">
          {strings.label}
        </span>
        <p id={`${id}-hint`} className="lm:text-sm lm:text-muted-foreground">
          {strings.hint}
        </p>
      </div>

      {images.length > 0 ? (
        <ol
          aria-labelledby={`${id}-label`}
          className="lm:grid lm:grid-cols-2 lm:gap-3 lm:sm:grid-cols-3 lm:md:grid-cols-5"
        >
          {images.map((image, index) => (
            <li
              key={image.id}
              aria-label={strings.position(index + 1, images.length)}
              className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1.5 lm:rounded-md lm:border lm:border-border lm:bg-card lm:p-1.5"
            >
              {/* Decorative: the file name right below names it. */}
              <img
                src={image.previewUrl}
                alt=""
                className="lm:aspect-square lm:w-full lm:rounded-sm lm:bg-muted lm:object-cover"
              />
              <span className="lm:truncate lm:text-xs" title={image.name}>
                {image.name}
              </span>
              {image.progress !== undefined && image.progress !== null ? (
                <Progress value={image.progress} label={strings.uploading(image.name)} />
              ) : null}
              {image.error ? (
                <p className="lm:text-xs lm:font-medium lm:text-destructive-text">{image.error}</p>
              ) : null}
              <div className="lm:flex lm:items-center lm:justify-between lm:gap-1">
                <div className="lm:flex lm:gap-1">
                  <ToolButton
                    label={strings.moveEarlier(image.name)}
                    disabled={disabled || index === 0}
                    onClick={() => onMove(image.id, -1)}
                  >
                    <ArrowLeft className="lm:rtl:rotate-180" />
                  </ToolButton>
                  <ToolButton
                    label={strings.moveLater(image.name)}
                    disabled={disabled || index === images.length - 1}
                    onClick={() => onMove(image.id, 1)}
                  >
                    <ArrowRight className="lm:rtl:rotate-180" />
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
        <p className="lm:text-sm lm:text-muted-foreground">{strings.maxReached}</p>
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
            'lm:flex lm:flex-col lm:items-center lm:gap-2 lm:rounded-lg lm:border-2 lm:border-dashed lm:border-input lm:p-6 lm:text-center lm:transition-colors',
            dragging && 'lm:border-primary lm:bg-secondary/40',
          )}
        >
          <ImagePlus aria-hidden="true" className="lm:size-8 lm:text-muted-foreground" />
          <label
            className={cn(
              'lm:relative lm:inline-flex lm:h-10 lm:cursor-pointer lm:items-center lm:rounded-md lm:border lm:border-input lm:bg-background lm:px-4 lm:text-sm lm:font-medium lm:hover:bg-accent',
              'lm:has-[:focus-visible]:outline-2 lm:has-[:focus-visible]:outline-offset-2 lm:has-[:focus-visible]:outline-ring',
              disabled && 'lm:pointer-events-none lm:opacity-60',
            )}
          >
            {strings.choose}
            <input
              type="file"
              multiple
              accept={accept.join(',')}
              disabled={disabled}
              aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-errors` : ''}`}
              className="lm:sr-only"
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
          <ul className="lm:flex lm:flex-col lm:gap-1 lm:text-sm lm:font-medium lm:text-destructive-text">
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
      className="lm:inline-flex lm:size-7 lm:items-center lm:justify-center lm:rounded-sm lm:text-muted-foreground lm:hover:bg-accent lm:hover:text-foreground lm:disabled:opacity-40 lm:[&_svg]:size-4"
      {...props}
    >
      {children}
    </button>
  );
}
