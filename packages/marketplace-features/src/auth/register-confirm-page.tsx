import {
  type FieldErrorCode,
  type RegisterConfirmRequest,
  type RegisterConfirmResponse,
  registrationTokenSchema,
} from '@lootmarket/contract';
import { successMessages } from '@lootmarket/i18n';
import { Button, Field, Input, Spinner } from '@lootmarket/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../api/api-client';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { useToast } from '../toast/use-toast';
import { AuthPageShell, FormAlert, LinkProblem } from './auth-page-shell';
import { useAuth } from './auth-provider';
import { tokenFromLinkFragment } from './link-token';

export const registerConfirmMessages = defineMessages({
  title: { id: 'auth.registerConfirm.title', defaultMessage: 'Confirm your account' },
  confirming: { id: 'auth.registerConfirm.confirming', defaultMessage: 'Confirming your email address…' },
  passwordHelp: {
    id: 'auth.registerConfirm.passwordHelp',
    defaultMessage:
      'This link was opened in another browser than the one you registered in. Enter the password you chose to finish creating your account.',
  },
  password: { id: 'auth.registerConfirm.password', defaultMessage: 'Password' },
  submit: { id: 'auth.registerConfirm.submit', defaultMessage: 'Create my account' },
  registerAgain: { id: 'auth.registerConfirm.registerAgain', defaultMessage: 'Register again' },
});

export type RegisterConfirmStep = 'confirming' | 'password' | 'created' | 'failed';

export type RegisterConfirmViewProps = {
  step: RegisterConfirmStep;
  /** What went wrong (failed), or why the password was refused (password). */
  error: MessageDescriptor | null;
  password: string;
  passwordError?: FieldErrorCode | undefined;
  submitting: boolean;
  onPasswordChange: (password: string) => void;
  onSubmit: () => void;
};

/** The page the registration mail's link opens, in each of its steps. */
export function RegisterConfirmView({
  step,
  error,
  password,
  passwordError,
  submitting,
  onPasswordChange,
  onSubmit,
}: RegisterConfirmViewProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  let body: ReactNode;
  if (step === 'confirming') {
    body = <Spinner label={intl.formatMessage(registerConfirmMessages.confirming)} />;
  } else if (step === 'created') {
    // Spec §8: "Account created – logging in…"
    body = (
      <FormAlert tone="success">{intl.formatMessage(successMessages.accountCreatedLoggingIn)}</FormAlert>
    );
  } else if (step === 'password') {
    body = (
      <form
        noValidate
        onSubmit={submit}
        className="lm:flex lm:flex-col lm:gap-4"
        aria-label={intl.formatMessage(registerConfirmMessages.title)}
      >
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(registerConfirmMessages.passwordHelp)}
        </p>
        {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
        <Field
          label={intl.formatMessage(registerConfirmMessages.password)}
          error={passwordError ? intl.formatMessage(fieldErrorDescriptor(passwordError)) : undefined}
          required
        >
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={intl.formatMessage(registerConfirmMessages.confirming)}
        >
          {intl.formatMessage(registerConfirmMessages.submit)}
        </Button>
      </form>
    );
  } else {
    body = (
      <LinkProblem
        error={error}
        retryTo="/register/"
        retryLabel={intl.formatMessage(registerConfirmMessages.registerAgain)}
      />
    );
  }
  return <AuthPageShell title={intl.formatMessage(registerConfirmMessages.title)}>{body}</AuthPageShell>;
}

/**
 * /register/confirm/#token=…: confirms the registration with a POST (never on a GET: mail scanners
 * open links), then signs in. Another browser than the one that registered is asked for the password.
 */
export function RegisterConfirmPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { success } = useToast();
  const intl = useIntl();
  const [step, setStep] = useState<RegisterConfirmStep>('confirming');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<FieldErrorCode | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const token = tokenFromLinkFragment(hash, registrationTokenSchema);

  const send = async (body: RegisterConfirmRequest) => {
    const result = await apiRequest<RegisterConfirmResponse>('/api/v1/auth/register/confirm', {
      method: 'POST',
      body,
    });
    if (result.ok) {
      setStep('created');
      success(intl.formatMessage(successMessages.accountCreatedLoggingIn));
      signIn(result.data.token, result.data.user);
      navigate('/', { replace: true });
      return;
    }
    if (result.code === 'REGISTRATION_PASSWORD_REQUIRED') {
      setStep('password');
      // The first ask is no error: only a password that was sent and refused is.
      setError(body.password === undefined ? null : errorDescriptor(result.code));
      setPasswordError(result.fields.password);
      return;
    }
    setStep('failed');
    setError(errorDescriptor(result.code));
  };

  // One confirmation per visit: the token works once (React may run effects twice in development).
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the token the page opened with.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setStep('failed');
      setError(errorDescriptor('REGISTRATION_LINK_INVALID'));
      return;
    }
    void send({ token });
  }, []);

  const submitPassword = async () => {
    if (!token) return;
    if (!password) {
      setPasswordError('required');
      return;
    }
    setSubmitting(true);
    try {
      await send({ token, password });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <RegisterConfirmView
      step={step}
      error={error}
      password={password}
      passwordError={passwordError}
      submitting={submitting}
      onPasswordChange={setPassword}
      onSubmit={submitPassword}
    />
  );
}
