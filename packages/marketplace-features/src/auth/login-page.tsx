import {
  type AuthenticatedResponse,
  type FieldErrorCode,
  isErrorCode,
  type LoginResponse,
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  type OAuthChallengeResponse,
} from '@lootmarket/contract';
import { authMessages, registerErrorMessages } from '@lootmarket/i18n';
import { Button, Field, Input, Spinner } from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '../api/api-client';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { useHumanCheck } from '../human-check/use-human-check';
import { AuthPageShell, FormAlert } from './auth-page-shell';
import { useAuth } from './auth-provider';
import { ForgotPasswordLink } from './forgot-password-page';
import { postWithHumanCheck } from './human-check-failure';
import { OAuthButtons } from './oauth-buttons';

export const loginMessages = defineMessages({
  email: { id: 'auth.login.email', defaultMessage: 'Email' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Logging in…' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'New to Lootmarket?' },
  createAccount: { id: 'auth.login.createAccount', defaultMessage: 'Create an account' },
  twoFactorTitle: { id: 'auth.login.twoFactor.title', defaultMessage: 'Two-factor sign-in' },
  twoFactorHelp: {
    id: 'auth.login.twoFactor.help',
    defaultMessage: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  twoFactorCode: { id: 'auth.login.twoFactor.code', defaultMessage: 'Code' },
  twoFactorSubmit: { id: 'auth.login.twoFactor.submit', defaultMessage: 'Verify' },
  back: { id: 'auth.login.twoFactor.back', defaultMessage: 'Back' },
});

type Fields = Partial<Record<string, FieldErrorCode>>;

/** A same-origin path to return to after signing in (the API's returnTo rule). */
export function safeReturnTo(value: string | null): string {
  return value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/';
}

export type LoginPageProps = {
  /** The back office's sign-in: e-mail and password only, no sign-up link, no providers. */
  staff?: boolean;
};

export function LoginPage({ staff = false }: LoginPageProps = {}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const humanCheck = useHumanCheck();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const oauthError = params.get('error');
  // A provider sign-in of an account with two-factor sign-in ends here, in the same second step.
  const oauthTwoFactor = params.get('twoFactor') === '1';

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const [formError, setFormError] = useState<MessageDescriptor | null>(
    oauthError && isErrorCode(oauthError) ? errorDescriptor(oauthError) : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const [fetchingChallenge, setFetchingChallenge] = useState(oauthTwoFactor);

  useEffect(() => {
    if (!oauthTwoFactor) return;
    let current = true;
    // The challenge comes from a short-lived httpOnly cookie the provider callback set, not the URL.
    void apiRequest<OAuthChallengeResponse>('/api/v1/auth/login/oauth-challenge').then((result) => {
      if (!current) return;
      setFetchingChallenge(false);
      if (result.ok && result.data.challengeToken) setChallengeToken(result.data.challengeToken);
      else setFormError(errorDescriptor('OAUTH_FAILED'));
    });
    return () => {
      current = false;
    };
  }, [oauthTwoFactor]);

  const finish = (response: AuthenticatedResponse) => {
    signIn(response.token, response.user);
    navigate(returnTo, { replace: true });
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFields(fieldErrorsFromIssues(parsed.error.issues));
      setFormError(registerErrorMessages.invalidData);
      return;
    }
    setFields({});
    setSubmitting(true);
    try {
      const result = await postWithHumanCheck<LoginResponse>(humanCheck, '/api/v1/auth/login', parsed.data);
      if (!result.ok) {
        setFields(result.fields);
        setFormError(result.error);
        return;
      }
      if (result.data.status === 'twoFactorRequired') {
        setChallengeToken(result.data.challengeToken);
        return;
      }
      finish(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!challengeToken) return;
    setFormError(null);
    const parsed = loginTwoFactorRequestSchema.safeParse({ challengeToken, code });
    if (!parsed.success) {
      setFields(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFields({});
    setSubmitting(true);
    try {
      const result = await apiRequest<AuthenticatedResponse>('/api/v1/auth/login/two-factor', {
        method: 'POST',
        body: parsed.data,
      });
      if (!result.ok) {
        // The challenge took its last code: back to the password, with the reason shown there.
        if (result.code === 'TWO_FACTOR_ATTEMPTS_EXHAUSTED') {
          setChallengeToken(null);
          setCode('');
        }
        setFormError(errorDescriptor(result.code));
        return;
      }
      finish(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (name: string) => {
    const fieldCode = fields[name];
    return fieldCode ? intl.formatMessage(fieldErrorDescriptor(fieldCode)) : undefined;
  };

  if (fetchingChallenge) {
    return (
      <AuthPageShell title={intl.formatMessage(loginMessages.twoFactorTitle)}>
        <Spinner label={intl.formatMessage(loginMessages.submitting)} />
      </AuthPageShell>
    );
  }

  if (challengeToken) {
    return (
      <AuthPageShell title={intl.formatMessage(loginMessages.twoFactorTitle)}>
        <form noValidate onSubmit={submitCode} className="lm:flex lm:flex-col lm:gap-4">
          <p className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(loginMessages.twoFactorHelp)}
          </p>
          {formError ? <FormAlert>{intl.formatMessage(formError)}</FormAlert> : null}
          <Field label={intl.formatMessage(loginMessages.twoFactorCode)} error={fieldError('code')} required>
            <Input
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
            />
          </Field>
          <Button
            type="submit"
            loading={submitting}
            loadingLabel={intl.formatMessage(loginMessages.submitting)}
          >
            {intl.formatMessage(loginMessages.twoFactorSubmit)}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setChallengeToken(null);
              setCode('');
              setFormError(null);
            }}
          >
            {intl.formatMessage(loginMessages.back)}
          </Button>
        </form>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={intl.formatMessage(authMessages.logIn)}>
      <form
        noValidate
        onSubmit={submitPassword}
        className="lm:flex lm:flex-col lm:gap-4"
        aria-label={intl.formatMessage(authMessages.logIn)}
      >
        {formError ? <FormAlert>{intl.formatMessage(formError)}</FormAlert> : null}
        <Field label={intl.formatMessage(loginMessages.email)} error={fieldError('email')} required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(loginMessages.password)} error={fieldError('password')} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {staff ? null : <ForgotPasswordLink />}
        {humanCheck.widget}
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={intl.formatMessage(loginMessages.submitting)}
        >
          {intl.formatMessage(authMessages.logIn)}
        </Button>
      </form>
      {staff ? null : (
        <>
          <OAuthButtons returnTo={returnTo} />
          <p className="lm:text-sm">
            {intl.formatMessage(loginMessages.noAccount)}{' '}
            <Link to="/register/" className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4">
              {intl.formatMessage(loginMessages.createAccount)}
            </Link>
          </p>
        </>
      )}
    </AuthPageShell>
  );
}
