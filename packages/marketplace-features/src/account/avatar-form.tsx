import { Avatar, Button, buttonVariants, cn } from '@lootmarket/ui';
import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from './account-messages';

/** What the photo pipeline takes (the API checks the bytes; this only narrows the file picker). */
const AVATAR_TYPES = 'image/jpeg,image/png,image/webp';

export type AvatarFormProps = {
  /** The account's name: the initials drawn without a picture. */
  username: string;
  /** The uploaded avatar now, or null (the initials are shown). */
  avatarUrl: string | null;
  pending?: boolean;
  /** The refusal to show (a message already formatted), if the last upload or removal failed. */
  error?: string;
  onUpload: (file: File) => void;
  onRemove: () => void;
};

/**
 * My account → Avatar: the picture sellers are shown with (the uploaded one, or the initials), a file
 * input with a visible label that uploads a JPEG, PNG or WebP as soon as one is picked (the server
 * cuts it square), and Remove. The input itself takes the focus (Tab, then Enter or Space opens the
 * picker); its label is drawn as a button and shows the focus ring.
 */
export function AvatarForm({
  username,
  avatarUrl,
  pending = false,
  error,
  onUpload,
  onRemove,
}: AvatarFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      data-slot="avatar-form"
      aria-busy={pending}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className="lm:flex lm:flex-col lm:gap-2"
    >
      <legend className="lm:mb-1 lm:font-medium lm:text-sm">{t(accountMessages.avatar)}</legend>
      <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3">
        <Avatar name={username} src={avatarUrl} size="lg" decorative />
        <label
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'lm:cursor-pointer lm:has-[:focus-visible]:outline-2 lm:has-[:focus-visible]:outline-offset-2 lm:has-[:focus-visible]:outline-ring',
            pending && 'lm:pointer-events-none lm:opacity-60',
          )}
        >
          <ImageUp aria-hidden />
          {t(accountMessages.avatarUpload)}
          <input
            type="file"
            name="avatar"
            accept={AVATAR_TYPES}
            className="lm:sr-only"
            disabled={pending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file picked again after a refusal is a new change.
              event.target.value = '';
              if (file) onUpload(file);
            }}
          />
        </label>
        {avatarUrl ? (
          <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={onRemove}>
            {t(accountMessages.avatarRemove)}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="lm:text-muted-foreground lm:text-xs">
        {t(accountMessages.avatarHint)}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="lm:text-destructive-text lm:text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
