import { DISPUTE_ANSWER_MAX_LENGTH, type DisputeAnswer } from '@lootmarket/contract';
import { Button, Field, Textarea } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { disputeClockMessages as m } from './dispute-clock-messages';

/** What both sides answered in a dispute, oldest first, each with its side and instant. */
export function DisputeAnswerList({ answers }: { answers: readonly DisputeAnswer[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (answers.length === 0) return <p className="lm:text-sm lm:text-muted-foreground">{t(m.noAnswers)}</p>;
  return (
    <ol className="lm:flex lm:flex-col lm:gap-3" data-slot="dispute-answers">
      {answers.map((answer) => (
        <li key={answer.id} className="lm:flex lm:flex-col lm:gap-1" data-side={answer.side}>
          <span className="lm:text-sm lm:font-medium">
            {t(m.answerSide, { side: answer.side })}{' '}
            <time dateTime={answer.createdAt} className="lm:font-normal lm:text-muted-foreground">
              {intl.formatDate(answer.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </span>
          <p className="lm:text-sm lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">{answer.message}</p>
        </li>
      ))}
    </ol>
  );
}

export type DisputeAnswerFormProps = {
  /** Sends the answer; true when the server took it (the text is then cleared). */
  onAnswer: (message: string) => Promise<boolean>;
  busy?: boolean;
};

/** The buyer's or the seller's answer to the open dispute; kept when a send fails. */
export function DisputeAnswerForm({ onAnswer, busy = false }: DisputeAnswerFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (message.trim() === '') return;
    if (await onAnswer(message.trim())) {
      setMessage('');
      setTried(false);
    }
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="lm:flex lm:flex-col lm:gap-3">
      <Field
        label={t(m.answerLabel)}
        description={t(m.answerHint)}
        required
        error={tried && message.trim() === '' ? t(m.answerRequired) : undefined}
      >
        <Textarea
          value={message}
          maxLength={DISPUTE_ANSWER_MAX_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          {t(m.answerSubmit)}
        </Button>
      </div>
    </form>
  );
}
