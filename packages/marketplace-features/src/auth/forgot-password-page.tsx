import {
  type FieldErrorCode,
  type PasswordResetRequestedResponse,
  passwordResetRequestSchema,
} from '@lootmarket/contract';
import { registerErrorMessages } from '@lootmarket/i18n';
import { Button, Field, Input } from '@lootmarket/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { useHumanCheck } from '../human-check/use-human-check';
import { AuthPageShell, FormAlert } from './auth-page-shell';
import { postWithHumanCheck } from './human-check-failure';
import { MailSentNotice, registerMailSentMessages } from './register-mail-sent';
import { registerMessages } from './register-page';

export const forgotPasswordMessages = defineMessages({
  link: { id: 'auth.forgotPassword.link', defaultMessage: 'Forgot password?' },
  title: { id: 'auth.forgotPassword.title', defaultMessage: 'Reset your password' },
  help: {
    id: 'auth.forgotPassword.help',
    defaultMessage:
      'Enter the email address of your account. We will send you a link to choose a new password.',
  },
  submit: { id: 'auth.forgotPassword.submit', defaultMessage: 'Send the link' },
  sentBody: {
    id: 'auth.forgotPassword.sent.body',
    defaultMessage:
      'If {email} belongs to a Lootmarket account, we have sent it a link to choose a new password. The link works once, for 1 hour.',
    description: 'The answer is the same whether or not the address has an account: it tells nobody which.',
  },
  backToLogin: { id: 'auth.forgotPassword.backToLogin', defaultMessage: 'Back to log in' },
});

export type ForgotPasswordViewProps = {
  /** `sent` once the server took the request (its answer is the same for every address). */
  step: 'form' | 'sent';
  email: string;
  emailError?: FieldErrorCode | undefined;
  /** Why the request failed (human check, rate limit, network), or null. */
  error: MessageDescriptor | null;
  submitting: boolean;
  /** The invisible human check's widget (the same as on sign-up). */
  humanCheck?: ReactNode;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  /** From the "sent" step back to the form, the address as it was. */
  onBack: () => void;
};

/** "Forgot password?" (/login/forgot/) in each of its states. */
export function ForgotPasswordView({
  step,
  email,
  emailError,
  error,
  submitting,
  humanCheck,
  onEmailChange,
  onSubmit,
  onBack,
}: ForgotPasswordViewProps) {
  const intl = useIntl();
  const backToLogin = (
    <p className="lm:text-sm">
      <Link to="/login/" className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4">
        {intl.formatMessage(forgotPasswordMessages.backToLogin)}
      </Link>
    </p>
  );

  if (step === 'sent') {
    return (
      <MailSentNotice
        email={email}
        onBack={onBack}
        body={forgotPasswordMessages.sentBody}
        notes={[registerMailSentMessages.nothingArrived]}
        slot="forgot-password-sent"
      >
        {backToLogin}
      </MailSentNotice>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <AuthPageShell title={intl.formatMessage(forgotPasswordMessages.title)}>
      <form
        noValidate
        onSubmit={submit}
        className="lm:flex lm:flex-col lm:gap-4"
        aria-label={intl.formatMessage(forgotPasswordMessages.title)}
      >
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(forgotPasswordMessages.help)}
        </p>
        {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
        <Field
          label={intl.formatMessage(registerMessages.email)}
          error={emailError ? intl.formatMessage(fieldErrorDescriptor(emailError)) : undefined}
          required
        >
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        </Field>
        {humanCheck}
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={intl.formatMessage(registerMessages.sending)}
        >
          {intl.formatMessage(forgotPasswordMessages.submit)}
        </Button>
      </form>
      {backToLogin}
    </AuthPageShell>
  );
}

/**
 * /login/forgot/: the address and the invisible human check, as sign-up has them. The answer is
 * the same for every address (no account enumeration); the mail, in the page's language, says the rest.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const humanCheck = useHumanCheck();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<FieldErrorCode | undefined>(undefined);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<'form' | 'sent'>('form');

  const submit = async () => {
    setError(null);
    const parsed = passwordResetRequestSchema.safeParse({ email, locale: intl.locale });
    if (!parsed.success) {
      setEmailError(fieldErrorsFromIssues(parsed.error.issues).email);
      setError(registerErrorMessages.invalidData);
      return;
    }
    setEmailError(undefined);
    setSubmitting(true);
    try {
      const result = await postWithHumanCheck<PasswordResetRequestedResponse>(
        humanCheck,
        '/api/v1/auth/password-reset',
        parsed.data,
      );
      if (!result.ok) {
        setEmailError(result.fields.email);
        setError(result.error);
        return;
      }
      setStep('sent');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ForgotPasswordView
      step={step}
      email={email}
      emailError={emailError}
      error={error}
      submitting={submitting}
      humanCheck={humanCheck.widget}
      onEmailChange={setEmail}
      onSubmit={submit}
      onBack={() => setStep('form')}
    />
  );
}

/** The "Forgot password?" link of the sign-in form. */
export function ForgotPasswordLink() {
  const intl = useIntl();
  return (
    <Link
      to="/login/forgot/"
      className="lm:self-start lm:font-medium lm:text-link lm:text-sm lm:underline lm:underline-offset-4"
    >
      {intl.formatMessage(forgotPasswordMessages.link)}
    </Link>
  );
}
