import { RATING_COMMENT_MAX_LENGTH } from '@lootmarket/contract';
import { Alert, Button, Field, StarsInput, Textarea } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { orderMessages as m } from './order-messages';

export type RatingFormProps = {
  onSubmit: (rating: { stars: number; comment: string }) => void;
  busy?: boolean;
  /** The server's answer to the last submit. */
  error?: string | null;
};

/** Spec §2 "payment confirmation with rating (stars) and comment": 1–5 stars and a comment, once. */
export function RatingForm({ onSubmit, busy = false, error = null }: RatingFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (stars === null) return;
    onSubmit({ stars, comment: comment.trim() });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="rate-title" className="lm:flex lm:flex-col lm:gap-4">
      <h2 id="rate-title" className="lm:text-lg lm:font-semibold">
        {t(m.rateTitle)}
      </h2>
      <StarsInput
        legend={t(m.rateLegend)}
        value={stars}
        onChange={setStars}
        starLabel={(count) => t(m.rateStar, { count })}
        error={tried && stars === null ? t(m.rateRequired) : undefined}
      />
      <Field label={t(m.rateComment)}>
        <Textarea
          value={comment}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      {error ? (
        <Alert variant="error" live>
          {error}
        </Alert>
      ) : null}
      <Button type="submit" className="lm:self-start" disabled={busy}>
        {t(m.rateSubmit)}
      </Button>
    </form>
  );
}
