import {
  type ClientUser,
  type ConfirmationCodeSent,
  confirmationCodeSchema,
  type TwoFactorConfirmRequest,
  type TwoFactorConfirmResponse,
  type TwoFactorSetupResponse,
  totpCodeSchema,
  twoFactorDisableRequestSchema,
} from '@lootmarket/contract';
import { Button, Field, Input } from '@lootmarket/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormAlert } from '../auth/auth-page-shell';
import { useToast } from '../toast/use-toast';
import { accountPaths } from './account-api';
import { accountMessages } from './account-messages';
import { AccountSection, type Fields, useFieldError } from './account-section';
import { useAccountAction } from './use-account-action';

export interface TwoFactorViewProps {
  enabled: boolean;
  /**
   * Accounts that sign in only with a provider have none: no password field; a recent sign-in to set
   * up, and a code mailed to `email` to turn on.
   */
  hasPassword: boolean;
  /** The account's verified address, where a password-less account's code goes. */
  email: string;
  /** The new secret while it waits for a first code. */
  setup: TwoFactorSetupResponse | null;
  /** Shown once, after turning on. */
  recoveryCodes: string[] | null;
  pending: boolean;
  error: MessageDescriptor | null;
  fields: Fields;
  /** Resolves true when the setup started. */
  onStart: (currentPassword: string | undefined) => Promise<boolean>;
  /** The first code from the app, and the mailed code of an account without a password. */
  onConfirm: (input: Pick<TwoFactorConfirmRequest, 'code' | 'confirmationCode'>) => void;
  /** Mails a password-less account the code for this setup; resolves true when it is on its way. */
  onSendCode: () => Promise<boolean>;
  onCancelSetup: () => void;
  /** Resolves true when two-factor sign-in is off. */
  onDisable: (input: { code: string; currentPassword?: string }) => Promise<boolean>;
  onRecoveryDone: () => void;
  /** Opens on the password step (its story). */
  initiallyAskingPassword?: boolean;
}

/**
 * Two-factor sign-in in My account. Setting it up, confirming it and turning it off ask for the
 * current password: a stolen session alone changes nothing here. An account without a
 * password proves its mailbox instead before it is turned on: a code mailed for this setup.
 */
export function TwoFactorView({
  enabled,
  hasPassword,
  email,
  setup,
  recoveryCodes,
  pending,
  error,
  fields,
  onStart,
  onConfirm,
  onSendCode,
  onCancelSetup,
  onDisable,
  onRecoveryDone,
  initiallyAskingPassword = false,
}: TwoFactorViewProps) {
  const intl = useIntl();
  const [askingPassword, setAskingPassword] = useState(initiallyAskingPassword);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [mailedCode, setMailedCode] = useState('');
  const [sendingCode, setSendingCode] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [localFields, setLocalFields] = useState<Fields>({});
  const fieldError = useFieldError({ ...fields, ...localFields });

  const passwordField = (
    <Field
      label={intl.formatMessage(accountMessages.twoFactorPassword)}
      error={fieldError('currentPassword')}
      required
    >
      <Input
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoFocus
      />
    </Field>
  );

  const start = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (hasPassword && password === '') {
      setLocalFields({ currentPassword: 'required' });
      return;
    }
    setLocalFields({});
    if (await onStart(hasPassword ? password : undefined)) {
      setAskingPassword(false);
      setPassword('');
      setCode('');
      setMailedCode('');
      setCodeSent(false);
    }
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Fields = {};
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) problems.code = 'invalidFormat';
    const mailed = hasPassword ? null : confirmationCodeSchema.safeParse(mailedCode);
    if (mailed && !mailed.success)
      problems.confirmationCode = mailedCode.trim() === '' ? 'required' : 'invalidFormat';
    setLocalFields(problems);
    if (!parsed.success || (mailed && !mailed.success)) return;
    onConfirm({ code: parsed.data, ...(mailed?.success ? { confirmationCode: mailed.data } : {}) });
  };

  const sendCode = async () => {
    setSendingCode(true);
    const sent = await onSendCode();
    setSendingCode(false);
    if (sent) setCodeSent(true);
  };

  const disable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Fields = {};
    const parsed = twoFactorDisableRequestSchema.safeParse({
      code,
      ...(hasPassword ? { currentPassword: password } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        problems[key] = key === 'code' ? 'invalidFormat' : 'required';
      }
    }
    if (hasPassword && password === '') problems.currentPassword = 'required';
    setLocalFields(problems);
    if (!parsed.success || Object.keys(problems).length > 0) return;
    if (await onDisable(parsed.data)) {
      setCode('');
      setPassword('');
    }
  };

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <div className="lm:flex lm:flex-col lm:gap-3">
        <h3 className="lm:font-semibold">{intl.formatMessage(accountMessages.recoveryTitle)}</h3>
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(accountMessages.recoveryHelp)}
        </p>
        <ul className="lm:grid lm:grid-cols-2 lm:gap-2 lm:font-mono lm:text-sm" data-slot="recovery-codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery} className="lm:rounded-md lm:bg-muted lm:px-2 lm:py-1">
              {recovery}
            </li>
          ))}
        </ul>
        <Button className="lm:self-start" onClick={onRecoveryDone}>
          {intl.formatMessage(accountMessages.recoveryDone)}
        </Button>
      </div>
    );
  } else if (setup) {
    body = (
      <form noValidate onSubmit={confirm} className="lm:flex lm:flex-col lm:gap-4">
        <p className="lm:text-sm">{intl.formatMessage(accountMessages.twoFactorScan)}</p>
        <img
          src={setup.qrCodeDataUrl}
          alt={intl.formatMessage(accountMessages.twoFactorQrAlt)}
          width={192}
          height={192}
          className="lm:rounded-md bg-white lm:p-2"
        />
        <p className="lm:text-sm">
          {intl.formatMessage(accountMessages.twoFactorKey)}:{' '}
          <code className="lm:break-all rounded lm:bg-muted lm:px-1.5 lm:py-0.5 lm:font-mono">
            {setup.secret}
          </code>
        </p>
        <Field label={intl.formatMessage(accountMessages.twoFactorCode)} error={fieldError('code')} required>
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        </Field>
        {hasPassword ? null : (
          <>
            <Field
              label={intl.formatMessage(accountMessages.twoFactorEmailCode)}
              description={intl.formatMessage(accountMessages.twoFactorEmailCodeHelp, { email })}
              error={fieldError('confirmationCode')}
              required
            >
              <Input
                name="confirmationCode"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                value={mailedCode}
                onChange={(e) => setMailedCode(e.target.value)}
              />
            </Field>
            <div className="lm:-mt-2 lm:flex lm:flex-col lm:items-start lm:gap-1">
              <Button variant="outline" size="sm" disabled={sendingCode} onClick={() => void sendCode()}>
                {intl.formatMessage(
                  sendingCode ? accountMessages.twoFactorSendingCode : accountMessages.twoFactorSendCode,
                )}
              </Button>
              <p role="status" className="lm:text-muted-foreground lm:text-sm">
                {codeSent ? intl.formatMessage(accountMessages.twoFactorCodeSent, { email }) : null}
              </p>
            </div>
          </>
        )}
        <div className="lm:flex lm:flex-wrap lm:gap-2">
          <Button type="submit" loading={pending}>
            {intl.formatMessage(accountMessages.twoFactorConfirm)}
          </Button>
          <Button variant="ghost" onClick={onCancelSetup}>
            {intl.formatMessage(accountMessages.twoFactorCancel)}
          </Button>
        </div>
      </form>
    );
  } else if (enabled) {
    body = (
      <form noValidate onSubmit={disable} className="lm:flex lm:flex-col lm:gap-4">
        <p>{intl.formatMessage(accountMessages.twoFactorOn)}</p>
        {hasPassword ? passwordField : null}
        <Field label={intl.formatMessage(accountMessages.disableCode)} error={fieldError('code')} required>
          <Input
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="destructive" className="lm:self-start" loading={pending}>
          {intl.formatMessage(accountMessages.disable)}
        </Button>
      </form>
    );
  } else if (askingPassword && hasPassword) {
    body = (
      <form noValidate onSubmit={start} className="lm:flex lm:flex-col lm:gap-4">
        <p className="lm:text-sm">{intl.formatMessage(accountMessages.twoFactorPasswordHelp)}</p>
        {passwordField}
        <div className="lm:flex lm:flex-wrap lm:gap-2">
          <Button type="submit" loading={pending}>
            {intl.formatMessage(accountMessages.twoFactorContinue)}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setAskingPassword(false);
              setPassword('');
              setLocalFields({});
            }}
          >
            {intl.formatMessage(accountMessages.twoFactorCancel)}
          </Button>
        </div>
      </form>
    );
  } else {
    body = (
      <div className="lm:flex lm:flex-col lm:gap-3">
        <p className="lm:text-muted-foreground">{intl.formatMessage(accountMessages.twoFactorOff)}</p>
        {hasPassword ? null : (
          <p className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(accountMessages.twoFactorRecentSignIn)}
          </p>
        )}
        <Button
          className="lm:self-start"
          loading={pending}
          onClick={() => (hasPassword ? setAskingPassword(true) : void start())}
        >
          {intl.formatMessage(accountMessages.twoFactorStart)}
        </Button>
      </div>
    );
  }
  return (
    <AccountSection title={intl.formatMessage(accountMessages.twoFactorTitle)}>
      {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
      {body}
    </AccountSection>
  );
}

/**
 * TwoFactorView with its calls: the password given at setup is sent again with the first code; an
 * account without a password sends the mailed code with it.
 */
export function TwoFactorSection({ user }: { user: ClientUser }) {
  const intl = useIntl();
  const { success } = useToast();
  const action = useAccountAction();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [setupPassword, setSetupPassword] = useState<string | undefined>(undefined);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const proof = (currentPassword: string | undefined) =>
    currentPassword === undefined ? {} : { currentPassword };

  return (
    <TwoFactorView
      enabled={user.twoFactorEnabled}
      hasPassword={user.hasPassword}
      email={user.email}
      setup={setup}
      recoveryCodes={recoveryCodes}
      pending={action.pending}
      error={action.error}
      fields={action.fields}
      onStart={async (currentPassword) => {
        const data = await action.run<TwoFactorSetupResponse>(accountPaths.twoFactorSetup, {
          method: 'POST',
          body: proof(currentPassword),
        });
        if (!data) return false;
        setSetupPassword(currentPassword);
        setSetup(data);
        return true;
      }}
      onConfirm={async (input) => {
        const data = await action.run<TwoFactorConfirmResponse>(accountPaths.twoFactorConfirm, {
          method: 'POST',
          body: { ...input, ...proof(setupPassword) },
        });
        if (data) {
          setSetup(null);
          setSetupPassword(undefined);
          setRecoveryCodes(data.recoveryCodes);
        }
      }}
      onSendCode={async () =>
        (await action.run<ConfirmationCodeSent>(accountPaths.twoFactorConfirmationCode, {
          method: 'POST',
        })) !== null
      }
      onCancelSetup={() => {
        setSetup(null);
        setSetupPassword(undefined);
      }}
      onDisable={async (input) => {
        const done = await action.run(accountPaths.twoFactorDisable, { method: 'POST', body: input });
        if (done === null) return false;
        await action.refreshUser();
        success(intl.formatMessage(accountMessages.disabled));
        return true;
      }}
      onRecoveryDone={async () => {
        setRecoveryCodes(null);
        await action.refreshUser();
      }}
    />
  );
}
