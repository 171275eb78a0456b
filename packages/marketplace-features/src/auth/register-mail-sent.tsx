import { Button } from '@lootmarket/ui';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { withValues } from '../lib/messages';
import { AuthPageShell } from './auth-page-shell';

export const registerMailSentMessages = defineMessages({
  title: { id: 'auth.register.mailSent.title', defaultMessage: 'Check your inbox' },
  body: {
    id: 'auth.register.mailSent.body',
    defaultMessage:
      'We have sent a mail to {email}. Open the link in it to finish creating your account: it works for 24 hours.',
  },
  existing: {
    id: 'auth.register.mailSent.existing',
    defaultMessage: 'If this address already has an account, the mail tells you how to sign in instead.',
    description: 'Sign-up answers the same for new and registered addresses; the mail says which it was.',
  },
  nothingArrived: {
    id: 'auth.register.mailSent.nothingArrived',
    defaultMessage:
      'Nothing after a few minutes? Look in your spam folder, or check the address and send the form again.',
  },
  back: { id: 'auth.register.mailSent.back', defaultMessage: 'Change the address' },
});

export type RegisterMailSentProps = {
  /** The address the form was sent with. */
  email: string;
  /** Back to the form, its fields as they were. */
  onBack: () => void;
};

export type MailSentNoticeProps = RegisterMailSentProps & {
  /** What was sent, with `{email}` in it. */
  body: MessageDescriptor;
  /** Smaller lines under it. */
  notes: readonly MessageDescriptor[];
  /** `data-slot` of the status region. */
  slot: string;
  /** Below the "change the address" button (a way back to the sign-in). */
  children?: ReactNode;
};

/** After a form whose answer is "a mail went out" (sign-up, forgotten password): the same for every address. */
export function MailSentNotice({ email, onBack, body, notes, slot, children }: MailSentNoticeProps) {
  const intl = useIntl();
  return (
    <AuthPageShell title={intl.formatMessage(registerMailSentMessages.title)}>
      <div role="status" data-slot={slot} className="lm:flex lm:flex-col lm:gap-4">
        <MailCheck aria-hidden="true" className="lm:size-10 lm:text-success-text" />
        <p className="lm:break-words">
          {intl.formatMessage(withValues(body), {
            email: <strong className="lm:break-all lm:font-semibold">{email}</strong>,
          })}
        </p>
        {notes.map((note) => (
          <p key={note.id} className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(note)}
          </p>
        ))}
      </div>
      <Button variant="outline" className="lm:self-start" onClick={onBack}>
        {intl.formatMessage(registerMailSentMessages.back)}
      </Button>
      {children}
    </AuthPageShell>
  );
}

/** Sign-up, after the form: the account is made from the link in the mail, not here. */
export function RegisterMailSent({ email, onBack }: RegisterMailSentProps) {
  return (
    <MailSentNotice
      email={email}
      onBack={onBack}
      body={registerMailSentMessages.body}
      notes={[registerMailSentMessages.existing, registerMailSentMessages.nothingArrived]}
      slot="register-mail-sent"
    />
  );
}
