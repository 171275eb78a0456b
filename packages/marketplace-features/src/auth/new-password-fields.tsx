import { Field, Input } from '@lootmarket/ui';

export type NewPasswordValues = { password: string; repeatPassword: string };

export type NewPasswordFieldsProps = {
  /** "Password" on sign-up, "New password" on the reset page. */
  label: string;
  /** The rules ("At least 8 characters."). */
  description: string;
  repeatLabel: string;
  values: NewPasswordValues;
  /** The translated error of each field, if any. */
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (values: NewPasswordValues) => void;
};

/** A password chosen under the registration rules, typed twice (sign-up, password reset). */
export function NewPasswordFields({
  label,
  description,
  repeatLabel,
  values,
  errors,
  onChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={label} description={description} error={errors.password} required>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => onChange({ ...values, password: event.target.value })}
        />
      </Field>
      <Field label={repeatLabel} error={errors.repeatPassword} required>
        <Input
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={values.repeatPassword}
          onChange={(event) => onChange({ ...values, repeatPassword: event.target.value })}
        />
      </Field>
    </>
  );
}
