import {
  type FieldErrorCode,
  type PasswordResetConfirmResponse,
  passwordResetFormSchema,
  passwordResetTokenSchema,
} from '@lootmarket/contract';
import { authMessages, registerErrorMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { apiRequest } from '../api/api-client';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { AuthPageShell, FormAlert, LinkProblem } from './auth-page-shell';
import { useAuth } from './auth-provider';
import { tokenFromLinkFragment } from './link-token';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { registerMessages } from './register-page';

export const resetPasswordMessages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
  help: {
    id: 'auth.resetPassword.help',
    defaultMessage: 'Setting a new password signs you out on every device, this one included.',
  },
  password: { id: 'auth.resetPassword.password', defaultMessage: 'New password' },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Set the new password' },
  saving: { id: 'auth.resetPassword.saving', defaultMessage: 'Saving…' },
  done: {
    id: 'auth.resetPassword.done',
    defaultMessage:
      'Your password has been changed and you have been signed out everywhere. Log in with your new password.',
  },
  askAgain: { id: 'auth.resetPassword.askAgain', defaultMessage: 'Ask for a new link' },
});

export type ResetPasswordStep = 'form' | 'invalid' | 'expired' | 'done';
type Values = NewPasswordValues;

export type ResetPasswordViewProps = {
  step: ResetPasswordStep;
  values: Values;
  fields: Partial<Record<keyof Values, FieldErrorCode>>;
  /** Why the form was refused (form), or what is wrong with the link (invalid, expired). */
  error: MessageDescriptor | null;
  submitting: boolean;
  onChange: (values: Values) => void;
  onSubmit: () => void;
};

/** The page the reset mail's link opens (/login/reset/#token=…), in each of its states. */
export function ResetPasswordView({
  step,
  values,
  fields,
  error,
  submitting,
  onChange,
  onSubmit,
}: ResetPasswordViewProps) {
  const intl = useIntl();
  const fieldError = (name: keyof Values) => {
    const code = fields[name];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };
  let body: ReactNode;
  if (step === 'done') {
    body = (
      <div className="lm:flex lm:flex-col lm:gap-4">
        <FormAlert tone="success">{intl.formatMessage(resetPasswordMessages.done)}</FormAlert>
        <Button asChild className="lm:self-start">
          <Link to="/login/">{intl.formatMessage(authMessages.logIn)}</Link>
        </Button>
      </div>
    );
  } else if (step === 'invalid' || step === 'expired') {
    body = (
      <LinkProblem
        error={error}
        retryTo="/login/forgot/"
        retryLabel={intl.formatMessage(resetPasswordMessages.askAgain)}
      />
    );
  } else {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onSubmit();
    };
    body = (
      <form
        noValidate
        onSubmit={submit}
        className="lm:flex lm:flex-col lm:gap-4"
        aria-label={intl.formatMessage(resetPasswordMessages.title)}
      >
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(resetPasswordMessages.help)}
        </p>
        {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
        <NewPasswordFields
          label={intl.formatMessage(resetPasswordMessages.password)}
          description={intl.formatMessage(registerMessages.passwordHelp)}
          repeatLabel={intl.formatMessage(registerMessages.repeatPassword)}
          values={values}
          errors={{ password: fieldError('password'), repeatPassword: fieldError('repeatPassword') }}
          onChange={onChange}
        />
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={intl.formatMessage(resetPasswordMessages.saving)}
        >
          {intl.formatMessage(resetPasswordMessages.submit)}
        </Button>
      </form>
    );
  }
  return <AuthPageShell title={intl.formatMessage(resetPasswordMessages.title)}>{body}</AuthPageShell>;
}

/**
 * /login/reset/#token=…: a new password under the registration rules, sent with a POST (never on
 * the GET a mail scanner makes). On success every session of the account has ended; the user signs
 * in again rather than being signed in here, so an account with two-factor sign-in still asks for
 * its second factor: the mailbox alone opens no session.
 */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const { status, signOut } = useAuth();
  const token = tokenFromLinkFragment(hash, passwordResetTokenSchema);
  const [step, setStep] = useState<ResetPasswordStep>(token ? 'form' : 'invalid');
  const [values, setValues] = useState<Values>({ password: '', repeatPassword: '' });
  const [fields, setFields] = useState<Partial<Record<keyof Values, FieldErrorCode>>>({});
  const [error, setError] = useState<MessageDescriptor | null>(
    token ? null : errorDescriptor('PASSWORD_RESET_LINK_INVALID'),
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (!token) return;
    setError(null);
    const parsed = passwordResetFormSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const problems = fieldErrorsFromIssues(parsed.error.issues);
      setFields(problems);
      const onlyMismatch =
        Object.keys(problems).length === 1 && problems.repeatPassword === 'passwordsDoNotMatch';
      setError(onlyMismatch ? registerErrorMessages.passwordsDoNotMatch : registerErrorMessages.invalidData);
      return;
    }
    setFields({});
    setSubmitting(true);
    try {
      const result = await apiRequest<PasswordResetConfirmResponse>('/api/v1/auth/password-reset/confirm', {
        method: 'POST',
        body: parsed.data,
      });
      if (result.ok) {
        // This browser's session, if any, ended with the others: forget it here too.
        if (status === 'authenticated') await signOut();
        setStep('done');
        return;
      }
      if (result.code === 'PASSWORD_RESET_LINK_INVALID') setStep('invalid');
      if (result.code === 'PASSWORD_RESET_LINK_EXPIRED') setStep('expired');
      setFields(result.fields);
      setError(errorDescriptor(result.code));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ResetPasswordView
      step={step}
      values={values}
      fields={fields}
      error={error}
      submitting={submitting}
      onChange={setValues}
      onSubmit={submit}
    />
  );
}
