import { Button } from '@lootmarket/ui';
import { MailCheck } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
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

/** Sign-up, after the form: the account is made from the link in the mail, not here. */
export function RegisterMailSent({ email, onBack }: RegisterMailSentProps) {
  const intl = useIntl();
  return (
    <AuthPageShell title={intl.formatMessage(registerMailSentMessages.title)}>
      <div role="status" data-slot="register-mail-sent" className="flex flex-col gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-success-text" />
        <p className="break-words">
          {intl.formatMessage(withValues(registerMailSentMessages.body), {
            email: <strong className="break-all font-semibold">{email}</strong>,
          })}
        </p>
        <p className="text-muted-foreground text-sm">
          {intl.formatMessage(registerMailSentMessages.existing)}
        </p>
        <p className="text-muted-foreground text-sm">
          {intl.formatMessage(registerMailSentMessages.nothingArrived)}
        </p>
      </div>
      <Button variant="outline" className="self-start" onClick={onBack}>
        {intl.formatMessage(registerMailSentMessages.back)}
      </Button>
    </AuthPageShell>
  );
}
