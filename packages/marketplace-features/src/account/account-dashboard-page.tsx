import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type ClientUser,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  isErrorCode,
} from '@lootmarket/contract';
import { registerErrorMessages, useFormatters } from '@lootmarket/i18n';
import { Button, Field, Input, Spinner } from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { FormAlert } from '../auth/auth-page-shell';
import { useAuth } from '../auth/auth-provider';
import { useToast } from '../toast/use-toast';
import { accountPaths } from './account-api';
import { accountMessages } from './account-messages';
import { AccountSection, type Fields, useFieldError } from './account-section';
import { AvatarForm } from './avatar-form';
import { CountryForm } from './country-form';
import { PhoneSection } from './phone-section';
import { SessionsSection } from './sessions-section';
import { SignInMethodsSection } from './sign-in-methods';
import { TwoFactorSection } from './two-factor-section';
import { useAccountAction } from './use-account-action';

function ProfileSection({ user }: { user: ClientUser }) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  const { success } = useToast();
  const rename = useAccountAction();
  const relocate = useAccountAction();
  const picture = useAccountAction();
  const resend = useAccountAction();
  const [username, setUsername] = useState(user.username);
  const [localFields, setLocalFields] = useState<Fields>({});
  const fieldError = useFieldError({ ...rename.fields, ...relocate.fields, ...localFields });

  const saveUsername = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changeUsernameRequestSchema.safeParse({ username });
    if (!parsed.success) {
      setLocalFields(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setLocalFields({});
    const data = await rename.run<{ user: ClientUser }>(accountPaths.username, {
      method: 'PATCH',
      body: parsed.data,
    });
    if (data) {
      rename.setUser(data.user);
      success(intl.formatMessage(accountMessages.usernameSaved));
    }
  };

  const changeAvatar = async (file: File | null) => {
    let body: FormData | undefined;
    if (file) {
      body = new FormData();
      body.append('avatar', file);
    }
    const data = await picture.run<{ user: ClientUser }>(accountPaths.avatar, {
      method: file ? 'PUT' : 'DELETE',
      body,
    });
    if (data) {
      picture.setUser(data.user);
      success(intl.formatMessage(file ? accountMessages.avatarSaved : accountMessages.avatarRemoved));
    }
  };

  return (
    <AccountSection title={intl.formatMessage(accountMessages.profileTitle)}>
      <AvatarForm
        username={user.username}
        avatarUrl={user.avatarUrl}
        pending={picture.pending}
        error={picture.error ? intl.formatMessage(picture.error) : undefined}
        onUpload={(file) => void changeAvatar(file)}
        onRemove={() => void changeAvatar(null)}
      />
      <form
        noValidate
        onSubmit={saveUsername}
        className="lm:flex lm:flex-col lm:gap-3 lm:sm:flex-row lm:sm:items-end"
      >
        <Field
          label={intl.formatMessage(accountMessages.username)}
          error={fieldError('username')}
          className="lm:flex-1"
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
      <CountryForm
        country={user.country}
        pending={relocate.pending}
        error={fieldError('country')}
        onSave={async (country) => {
          const data = await relocate.run<{ user: ClientUser }>(accountPaths.country, {
            method: 'PATCH',
            body: { country },
          });
          if (data) {
            relocate.setUser(data.user);
            success(intl.formatMessage(accountMessages.countrySaved));
          }
        }}
      />
      {relocate.error ? <FormAlert>{intl.formatMessage(relocate.error)}</FormAlert> : null}
      <dl className="lm:grid lm:gap-4 lm:sm:grid-cols-2">
        <div className="lm:flex lm:flex-col lm:gap-1">
          <dt className="lm:text-muted-foreground lm:text-sm">{intl.formatMessage(accountMessages.email)}</dt>
          <dd className="lm:flex lm:flex-wrap lm:items-center lm:gap-2 lm:break-all">
            {user.email}
            <span
              data-slot="email-status"
              className={
                user.emailVerified
                  ? 'lm:rounded-full lm:bg-success-subtle lm:px-2 lm:py-0.5 lm:font-medium lm:text-success-text lm:text-xs'
                  : 'lm:rounded-full lm:bg-warning-subtle lm:px-2 lm:py-0.5 lm:font-medium lm:text-warning-text lm:text-xs'
              }
            >
              {intl.formatMessage(
                user.emailVerified ? accountMessages.emailVerified : accountMessages.emailNotVerified,
              )}
            </span>
          </dd>
        </div>
        <div className="lm:flex lm:flex-col lm:gap-1">
          <dt className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(accountMessages.memberSince)}
          </dt>
          <dd>
            <time dateTime={user.memberSince}>{formatDate(user.memberSince)}</time>
          </dd>
        </div>
      </dl>
      {user.emailVerified ? null : (
        <div className="lm:flex lm:flex-col lm:gap-2">
          <Button
            variant="outline"
            className="lm:self-start"
            loading={resend.pending}
            onClick={async () => {
              const sent = await resend.run(accountPaths.verificationEmail, { method: 'POST' });
              if (sent) success(intl.formatMessage(accountMessages.verificationSent));
            }}
          >
            {intl.formatMessage(accountMessages.resendVerification)}
          </Button>
          {resend.error ? <FormAlert>{intl.formatMessage(resend.error)}</FormAlert> : null}
        </div>
      )}
    </AccountSection>
  );
}

const EMPTY_PASSWORDS: ChangePasswordRequest = { currentPassword: '', newPassword: '', repeatPassword: '' };

function PasswordSection() {
  const intl = useIntl();
  const { success } = useToast();
  const queryClient = useQueryClient();
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
    const data = await action.run<ChangePasswordResponse>(accountPaths.password, {
      method: 'POST',
      body: parsed.data,
    });
    if (data) {
      setValues(EMPTY_PASSWORDS);
      // Every other session ended with the change (the list below shows it).
      await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
      success(
        data.revokedSessions > 0
          ? intl.formatMessage(accountMessages.passwordSavedSignedOut, { count: data.revokedSessions })
          : intl.formatMessage(accountMessages.passwordSaved),
      );
    }
  };

  return (
    <AccountSection title={intl.formatMessage(accountMessages.passwordTitle)}>
      <p className="lm:text-muted-foreground lm:text-sm">
        {intl.formatMessage(accountMessages.passwordSignsOut)}
      </p>
      <form noValidate onSubmit={submit} className="lm:flex lm:flex-col lm:gap-4">
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
        <Button type="submit" className="lm:self-start" loading={action.pending}>
          {intl.formatMessage(accountMessages.savePassword)}
        </Button>
      </form>
    </AccountSection>
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

/** My account (spec §2, in the account shell): profile, password, phone, two-factor sign-in and sessions. */
export function AccountDashboardPage() {
  const intl = useIntl();
  const { status, user } = useAuth();
  if (status === 'unauthenticated') {
    return <Navigate to={`/login/?returnTo=${encodeURIComponent('/profile/dashboard/')}`} replace />;
  }
  return (
    <div className="lm:mx-auto lm:flex lm:max-w-3xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8">
      <h1 className="lm:font-bold lm:text-3xl">{intl.formatMessage(accountMessages.title)}</h1>
      <EmailVerificationNotice />
      {user ? (
        <>
          <ProfileSection user={user} />
          <PasswordSection />
          <SignInMethodsSection />
          <PhoneSection />
          <TwoFactorSection user={user} />
          <SessionsSection />
        </>
      ) : (
        <Spinner label={intl.formatMessage(accountMessages.loading)} />
      )}
    </div>
  );
}
