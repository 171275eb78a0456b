import { type FieldErrorCode, type RegisterResponse, registerFormSchema } from '@lootmarket/contract';
import { authMessages, registerErrorMessages, successMessages } from '@lootmarket/i18n';
import { Button, Field, Input } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { useHumanCheck } from '../human-check/use-human-check';
import { useToast } from '../toast/use-toast';
import { AuthPageShell, FormAlert } from './auth-page-shell';
import { useAuth } from './auth-provider';
import { postWithHumanCheck } from './human-check-failure';
import { OAuthButtons } from './oauth-buttons';

export const registerMessages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Create your account' },
  name: { id: 'auth.register.name', defaultMessage: 'Username' },
  nameHelp: {
    id: 'auth.register.nameHelp',
    defaultMessage: '3 to 32 characters: letters, digits, dots, dashes and underscores.',
  },
  email: { id: 'auth.register.email', defaultMessage: 'Email' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  passwordHelp: { id: 'auth.register.passwordHelp', defaultMessage: 'At least 8 characters.' },
  repeatPassword: { id: 'auth.register.repeatPassword', defaultMessage: 'Repeat password' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Creating your account…' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
});

type Values = { name: string; email: string; password: string; repeatPassword: string };
const EMPTY: Values = { name: '', email: '', password: '', repeatPassword: '' };

/** Register (spec §5): name, email, password, repeat password and the invisible human check. */
export function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const humanCheck = useHumanCheck();
  const { success } = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [created, setCreated] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      const problems = fieldErrorsFromIssues(parsed.error.issues);
      setFields(problems);
      const onlyMismatch =
        Object.keys(problems).length === 1 && problems.repeatPassword === 'passwordsDoNotMatch';
      setFormError(
        onlyMismatch ? registerErrorMessages.passwordsDoNotMatch : registerErrorMessages.invalidData,
      );
      return;
    }
    setFields({});
    setSubmitting(true);
    try {
      const result = await postWithHumanCheck<RegisterResponse>(
        humanCheck,
        '/api/v1/auth/register',
        parsed.data,
      );
      if (!result.ok) {
        setFields(result.fields);
        setFormError(result.error);
        return;
      }
      setCreated(true);
      success(intl.formatMessage(successMessages.accountCreatedLoggingIn));
      signIn(result.data.token, result.data.user);
      navigate('/', { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (name: keyof Values) => {
    const code = fields[name];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };

  return (
    <AuthPageShell title={intl.formatMessage(registerMessages.title)}>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={intl.formatMessage(registerMessages.title)}
      >
        {formError ? <FormAlert>{intl.formatMessage(formError)}</FormAlert> : null}
        {created ? (
          <FormAlert tone="success">{intl.formatMessage(successMessages.accountCreatedLoggingIn)}</FormAlert>
        ) : null}
        <Field
          label={intl.formatMessage(registerMessages.name)}
          description={intl.formatMessage(registerMessages.nameHelp)}
          error={fieldError('name')}
          required
        >
          <Input name="name" autoComplete="username" value={values.name} onChange={set('name')} />
        </Field>
        <Field label={intl.formatMessage(registerMessages.email)} error={fieldError('email')} required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />
        </Field>
        <Field
          label={intl.formatMessage(registerMessages.password)}
          description={intl.formatMessage(registerMessages.passwordHelp)}
          error={fieldError('password')}
          required
        >
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
          />
        </Field>
        <Field
          label={intl.formatMessage(registerMessages.repeatPassword)}
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
        {humanCheck.widget}
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={intl.formatMessage(registerMessages.submitting)}
        >
          {intl.formatMessage(authMessages.register)}
        </Button>
      </form>
      <OAuthButtons returnTo="/" />
      <p className="text-sm">
        {intl.formatMessage(registerMessages.haveAccount)}{' '}
        <Link to="/login/" className="font-medium text-link underline underline-offset-4">
          {intl.formatMessage(authMessages.logIn)}
        </Link>
      </p>
    </AuthPageShell>
  );
}
