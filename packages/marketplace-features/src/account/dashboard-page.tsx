import {
  type ChangePasswordRequest,
  type ClientUser,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  type FieldErrorCode,
  isErrorCode,
  type TwoFactorConfirmResponse,
  type TwoFactorSetupResponse,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
} from '@lootmarket/contract';
import { otherErrorMessages, registerErrorMessages, useFormatters } from '@lootmarket/i18n';
import { Button, Field, Input, Spinner } from '@lootmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { apiQuery } from '../api/api-client';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { FormAlert } from '../auth/auth-page-shell';
import { useAuth } from '../auth/auth-provider';
import { LootmarketLogo } from '../layout/site-header';
import { useToast } from '../toast/use-toast';
import { accountMessages } from './account-messages';
import { SignInMethodsSection } from './sign-in-methods';
import { useAccountAction } from './use-account-action';

type Fields = Partial<Record<string, FieldErrorCode>>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6">
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function useFieldError(fields: Fields) {
  const intl = useIntl();
  return (name: string) => {
    const code = fields[name];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };
}

function ProfileSection({ user }: { user: ClientUser }) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  const { success } = useToast();
  const rename = useAccountAction();
  const resend = useAccountAction();
  const [username, setUsername] = useState(user.username);
  const [localFields, setLocalFields] = useState<Fields>({});
  const fieldError = useFieldError({ ...rename.fields, ...localFields });

  const saveUsername = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changeUsernameRequestSchema.safeParse({ username });
    if (!parsed.success) {
      setLocalFields(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setLocalFields({});
    const data = await rename.run<{ user: ClientUser }>('/api/v1/account/username', {
      method: 'PATCH',
      body: parsed.data,
    });
    if (data) {
      rename.setUser(data.user);
      success(intl.formatMessage(accountMessages.usernameSaved));
    }
  };

  return (
    <Section title={intl.formatMessage(accountMessages.profileTitle)}>
      <form noValidate onSubmit={saveUsername} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          label={intl.formatMessage(accountMessages.username)}
          error={fieldError('username')}
          className="flex-1"
        >
          <Input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={rename.pending} disabled={username.trim() === user.username}>
          {intl.formatMessage(accountMessages.saveUsername)}
        </Button>
      </form>
      {rename.error ? <FormAlert>{intl.formatMessage(rename.error)}</FormAlert> : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{intl.formatMessage(accountMessages.email)}</dt>
          <dd className="flex flex-wrap items-center gap-2 break-all">
            {user.email}
            <span
              data-slot="email-status"
              className={
                user.emailVerified
                  ? 'rounded-full bg-success-subtle px-2 py-0.5 font-medium text-success-text text-xs'
                  : 'rounded-full bg-warning-subtle px-2 py-0.5 font-medium text-warning-text text-xs'
              }
            >
              {intl.formatMessage(
                user.emailVerified ? accountMessages.emailVerified : accountMessages.emailNotVerified,
              )}
            </span>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{intl.formatMessage(accountMessages.country)}</dt>
          <dd>
            {user.country
              ? countryName(user.country, intl.locale)
              : intl.formatMessage(accountMessages.countryUnknown)}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{intl.formatMessage(accountMessages.memberSince)}</dt>
          <dd>
            <time dateTime={user.memberSince}>{formatDate(user.memberSince)}</time>
          </dd>
        </div>
      </dl>
      {user.emailVerified ? null : (
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            className="self-start"
            loading={resend.pending}
            onClick={async () => {
              const sent = await resend.run('/api/v1/account/verification-email', { method: 'POST' });
              if (sent) success(intl.formatMessage(accountMessages.verificationSent));
            }}
          >
            {intl.formatMessage(accountMessages.resendVerification)}
          </Button>
          {resend.error ? <FormAlert>{intl.formatMessage(resend.error)}</FormAlert> : null}
        </div>
      )}
    </Section>
  );
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const EMPTY_PASSWORDS: ChangePasswordRequest = { currentPassword: '', newPassword: '', repeatPassword: '' };

function PasswordSection() {
  const intl = useIntl();
  const { success } = useToast();
  const action = useAccountAction();
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY_PASSWORDS);
  const [localFields, setLocalFields] = useState<Fields>({});
  const fieldError = useFieldError({ ...action.fields, ...localFields });
  const set = (key: keyof ChangePasswordRequest) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(values);
    const problems: Fields = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (values.repeatPassword && values.newPassword !== values.repeatPassword)
      problems.repeatPassword = 'passwordsDoNotMatch';
    if (!parsed.success || Object.keys(problems).length > 0) {
      setLocalFields(problems);
      return;
    }
    setLocalFields({});
    const data = await action.run('/api/v1/account/password', { method: 'POST', body: parsed.data });
    if (data) {
      setValues(EMPTY_PASSWORDS);
      success(intl.formatMessage(accountMessages.passwordSaved));
    }
  };

  return (
    <Section title={intl.formatMessage(accountMessages.passwordTitle)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {action.error ? <FormAlert>{intl.formatMessage(action.error)}</FormAlert> : null}
        <Field
          label={intl.formatMessage(accountMessages.currentPassword)}
          error={fieldError('currentPassword')}
          required
        >
          <Input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
        </Field>
        <Field
          label={intl.formatMessage(accountMessages.newPassword)}
          error={fieldError('newPassword')}
          required
        >
          <Input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
          />
        </Field>
        <Field
          label={intl.formatMessage(accountMessages.repeatPassword)}
          error={fieldError('repeatPassword')}
          required
        >
          <Input
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            value={values.repeatPassword}
            onChange={set('repeatPassword')}
          />
        </Field>
        <Button type="submit" className="self-start" loading={action.pending}>
          {intl.formatMessage(accountMessages.savePassword)}
        </Button>
      </form>
    </Section>
  );
}

function PhoneSection() {
  const intl = useIntl();
  const { token } = useAuth();
  const phone = useQuery({
    queryKey: ['account', 'phone', token],
    queryFn: () => apiQuery<{ state: string }>('/api/v1/account/phone/verification', { token }),
    enabled: token !== null,
  });
  let body: ReactNode = <Spinner size="sm" label={intl.formatMessage(accountMessages.loading)} />;
  if (phone.data?.state === 'verified') body = <p>{intl.formatMessage(accountMessages.phoneVerified)}</p>;
  else if (phone.data || phone.isError) {
    // Spec §2 and §4: phone verification is temporarily unavailable.
    body = (
      <p
        role="status"
        className="rounded-md border border-warning bg-warning-subtle px-3 py-2 text-sm text-warning-text"
      >
        {intl.formatMessage(otherErrorMessages.phoneVerificationUnavailable)}
      </p>
    );
  }
  return <Section title={intl.formatMessage(accountMessages.phoneTitle)}>{body}</Section>;
}

function TwoFactorSection({ user }: { user: ClientUser }) {
  const intl = useIntl();
  const { success } = useToast();
  const action = useAccountAction();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [localFields, setLocalFields] = useState<Fields>({});
  const fieldError = useFieldError({ ...action.fields, ...localFields });

  const start = async () => {
    const data = await action.run<TwoFactorSetupResponse>('/api/v1/account/two-factor/setup', {
      method: 'POST',
    });
    if (data) {
      setCode('');
      setSetup(data);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = twoFactorConfirmRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setLocalFields({ code: 'invalidFormat' });
      return;
    }
    setLocalFields({});
    const data = await action.run<TwoFactorConfirmResponse>('/api/v1/account/two-factor/confirm', {
      method: 'POST',
      body: parsed.data,
    });
    if (data) {
      setSetup(null);
      setRecoveryCodes(data.recoveryCodes);
    }
  };

  const disable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = twoFactorDisableRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setLocalFields({ code: 'invalidFormat' });
      return;
    }
    setLocalFields({});
    const done = await action.run('/api/v1/account/two-factor/disable', {
      method: 'POST',
      body: parsed.data,
    });
    if (done !== null) {
      setCode('');
      await action.refreshUser();
      success(intl.formatMessage(accountMessages.disabled));
    }
  };

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{intl.formatMessage(accountMessages.recoveryTitle)}</h3>
        <p className="text-muted-foreground text-sm">{intl.formatMessage(accountMessages.recoveryHelp)}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-slot="recovery-codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery} className="rounded-md bg-muted px-2 py-1">
              {recovery}
            </li>
          ))}
        </ul>
        <Button
          className="self-start"
          onClick={async () => {
            setRecoveryCodes(null);
            await action.refreshUser();
          }}
        >
          {intl.formatMessage(accountMessages.recoveryDone)}
        </Button>
      </div>
    );
  } else if (setup) {
    body = (
      <form noValidate onSubmit={confirm} className="flex flex-col gap-4">
        <p className="text-sm">{intl.formatMessage(accountMessages.twoFactorScan)}</p>
        <img
          src={setup.qrCodeDataUrl}
          alt={intl.formatMessage(accountMessages.twoFactorQrAlt)}
          width={192}
          height={192}
          className="rounded-md bg-white p-2"
        />
        <p className="text-sm">
          {intl.formatMessage(accountMessages.twoFactorKey)}:{' '}
          <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono">{setup.secret}</code>
        </p>
        <Field label={intl.formatMessage(accountMessages.twoFactorCode)} error={fieldError('code')} required>
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={action.pending}>
            {intl.formatMessage(accountMessages.twoFactorConfirm)}
          </Button>
          <Button variant="ghost" onClick={() => setSetup(null)}>
            {intl.formatMessage(accountMessages.twoFactorCancel)}
          </Button>
        </div>
      </form>
    );
  } else if (user.twoFactorEnabled) {
    body = (
      <form noValidate onSubmit={disable} className="flex flex-col gap-4">
        <p>{intl.formatMessage(accountMessages.twoFactorOn)}</p>
        <Field label={intl.formatMessage(accountMessages.disableCode)} error={fieldError('code')} required>
          <Input
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="destructive" className="self-start" loading={action.pending}>
          {intl.formatMessage(accountMessages.disable)}
        </Button>
      </form>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-muted-foreground">{intl.formatMessage(accountMessages.twoFactorOff)}</p>
        <Button className="self-start" loading={action.pending} onClick={start}>
          {intl.formatMessage(accountMessages.twoFactorStart)}
        </Button>
      </div>
    );
  }
  return (
    <Section title={intl.formatMessage(accountMessages.twoFactorTitle)}>
      {action.error ? <FormAlert>{intl.formatMessage(action.error)}</FormAlert> : null}
      {body}
    </Section>
  );
}

function EmailVerificationNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const verified = params.get('emailVerified');
  const code = params.get('error');
  const [shown] = useState(verified);
  useEffect(() => {
    if (verified === null) return;
    // The notice is shown once; a reload should not repeat it.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [verified]);
  if (shown === '1')
    return <FormAlert tone="success">{intl.formatMessage(accountMessages.emailConfirmed)}</FormAlert>;
  if (shown === '0')
    return (
      <FormAlert>
        {code && isErrorCode(code)
          ? intl.formatMessage(errorDescriptor(code))
          : intl.formatMessage(registerErrorMessages.unexpected)}
      </FormAlert>
    );
  return null;
}

/** My account (spec §2, bare layout): profile, password, phone and two-factor sign-in. */
export function DashboardPage() {
  const intl = useIntl();
  const { status, user } = useAuth();
  if (status === 'unauthenticated') {
    return <Navigate to={`/login/?returnTo=${encodeURIComponent('/profile/dashboard/')}`} replace />;
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-sm underline-offset-4 hover:underline"
        >
          <LootmarketLogo />
          {intl.formatMessage(accountMessages.backToShop)}
        </Link>
      </div>
      <h1 className="font-bold text-3xl">{intl.formatMessage(accountMessages.title)}</h1>
      <EmailVerificationNotice />
      {user ? (
        <>
          <ProfileSection user={user} />
          <PasswordSection />
          <SignInMethodsSection />
          <PhoneSection />
          <TwoFactorSection user={user} />
        </>
      ) : (
        <Spinner label={intl.formatMessage(accountMessages.loading)} />
      )}
    </div>
  );
}
