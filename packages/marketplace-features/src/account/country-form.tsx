import { COUNTRY_CODES, type CountryCode } from '@lootmarket/contract';
import { Button, Field, Select } from '@lootmarket/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from './account-messages';

/** A country's name in the viewer's language (Intl.DisplayNames); the code where Intl has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every ISO 3166-1 alpha-2 country, named and sorted in the viewer's language. */
function useCountryOptions() {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [locale]);
}

export type CountryFormProps = {
  /** The account's country now (ISO 3166-1 alpha-2), or null when not set. */
  country: string | null;
  pending?: boolean;
  /** The field's problem (a message already formatted), if the server refused the code. */
  error?: string;
  onSave: (country: CountryCode) => void;
};

/** My account → Country (spec §3): a select of every country, named in the viewer's language, and Save. */
export function CountryForm({ country, pending = false, error, onSave }: CountryFormProps) {
  const intl = useIntl();
  const options = useCountryOptions();
  const [chosen, setChosen] = useState<string | null>(country);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = COUNTRY_CODES.find((candidate) => candidate === chosen);
    if (code && code !== country) onSave(code);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      data-slot="country-form"
      className="lm:flex lm:flex-col lm:gap-3 lm:sm:flex-row lm:sm:items-end"
    >
      <Field label={intl.formatMessage(accountMessages.country)} error={error} className="lm:flex-1">
        <Select
          name="country"
          value={chosen ?? undefined}
          onValueChange={setChosen}
          options={options}
          placeholder={intl.formatMessage(accountMessages.countryPlaceholder)}
        />
      </Field>
      <Button
        type="submit"
        variant="outline"
        loading={pending}
        disabled={chosen === null || chosen === country}
      >
        {intl.formatMessage(accountMessages.saveCountry)}
      </Button>
    </form>
  );
}
