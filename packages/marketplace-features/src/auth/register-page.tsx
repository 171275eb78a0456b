import { type FieldErrorCode, type RegisterResponse, registerFormSchema } from '@lootmarket/contract';
import { authMessages, registerErrorMessages } from '@lootmarket/i18n';
import { Button, Field, Input } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import { useHumanCheck } from '../human-check/use-human-check';
import { AuthPageShell, FormAlert } from './auth-page-shell';
import { postWithHumanCheck } from './human-check-failure';
import { NewPasswordFields } from './new-password-fields';
import { OAuthButtons } from './oauth-buttons';
import { RegisterMailSent } from './register-mail-sent';

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
  sending: { id: 'auth.register.sending', defaultMessage: 'Sending…' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
});

type Values = { name: string; email: string; password: string; repeatPassword: string };
const EMPTY: Values = { name: '', email: '', password: '', repeatPassword: '' };

/**
 * Register (spec §5): name, email, password, repeat password and the invisible human check. The
 * answer is the same whether the address is new or has an account (so it tells nobody which): a
 * mail goes out, and the account is made from its link (/register/confirm/).
 */
export function RegisterPage() {
  const intl = useIntl();
  const humanCheck = useHumanCheck();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [mailSentTo, setMailSentTo] = useState<string | null>(null);
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
        { form: 'register' },
      );
      if (!result.ok) {
        setFields(result.fields);
        setFormError(result.error);
        return;
      }
      setMailSentTo(parsed.data.email);
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (name: keyof Values) => {
    const code = fields[name];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };

  if (mailSentTo) return <RegisterMailSent email={mailSentTo} onBack={() => setMailSentTo(null)} />;

  return (
    <AuthPageShell title={intl.formatMessage(registerMessages.title)}>
      <form
        noValidate
        onSubmit={submit}
        className="lm:flex lm:flex-col lm:gap-4"
        aria-label={intl.formatMessage(registerMessages.title)}
      >
        {formError ? <FormAlert>{intl.formatMessage(formError)}</FormAlert> : null}
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
        <NewPasswordFields
          label={intl.formatMessage(registerMessages.password)}
          description={intl.formatMessage(registerMessages.passwordHelp)}
          repeatLabel={intl.formatMessage(registerMessages.repeatPassword)}
          values={values}
          errors={{ password: fieldError('password'), repeatPassword: fieldError('repeatPassword') }}
          onChange={(passwords) => setValues((current) => ({ ...current, ...passwords }))}
        />
        {humanCheck.widget}
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={intl.formatMessage(registerMessages.sending)}
        >
          {intl.formatMessage(authMessages.register)}
        </Button>
      </form>
      <OAuthButtons returnTo="/" />
      <p className="lm:text-sm">
        {intl.formatMessage(registerMessages.haveAccount)}{' '}
        <Link to="/login/" className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4">
          {intl.formatMessage(authMessages.logIn)}
        </Link>
      </p>
    </AuthPageShell>
  );
}
