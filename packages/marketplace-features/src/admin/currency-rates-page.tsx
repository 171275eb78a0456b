import {
  type AdminCurrencyRate,
  type AdminCurrencyRatesResponse,
  type CurrencyRateUpdateRequest,
  type ErrorCode,
  type FieldErrorCode,
  RATE_REFERENCE_CURRENCY,
} from '@lootmarket/contract';
import { formatDate, formatDateTime, formatUnitPrice } from '@lootmarket/i18n';
import { Alert, Button, Field, Input, Table, type TableColumn } from '@lootmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useAdminCurrencyRates } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import { adminShellMessages, currencyRatesMessages as m } from './admin-messages';
import { useTableLabels } from './use-table-labels';

/** What a refused save says: the API's code and, on 400, the code of each wrong field. */
export type CurrencyRateRefusal = { code: ErrorCode; fields: Partial<Record<string, FieldErrorCode>> };

/** The staff's currency rates: every currency's rate and date, who changed it; admins change them. */
export function AdminCurrencyRatesPage({ role }: { role: StaffRole }) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const query = useAdminCurrencyRates();
  return (
    <AdminCurrencyRatesView
      data={query.data}
      failed={query.isError}
      role={role}
      onSave={async (change) => {
        const result = await act(adminPaths.currencyRates, 'PUT', change);
        if (!result.ok) return { code: result.code, fields: result.fields };
        success(t(m.saved, { currency: change.currency }));
        return null;
      }}
    />
  );
}

export type AdminCurrencyRatesViewProps = {
  /** The rates; undefined while they load. */
  data: AdminCurrencyRatesResponse | undefined;
  /** The rates could not be loaded. */
  failed: boolean;
  /** Support reads; admins edit. */
  role: StaffRole;
  /** Saves one currency's rate: null when saved, else the refusal. */
  onSave: (change: CurrencyRateUpdateRequest) => Promise<CurrencyRateRefusal | null>;
};

/** A calendar day (YYYY-MM-DD) in the reader's style, read as that day wherever the reader is. */
const formatDay = (day: string, locale: string) =>
  formatDate(`${day}T00:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' });

/** One currency's edit form: the new rate and its date, saved on their own. */
function RateForm({
  rate,
  onSave,
}: {
  rate: AdminCurrencyRate;
  onSave: AdminCurrencyRatesViewProps['onSave'];
}) {
  const t = useIntl().formatMessage;
  const [usdValue, setUsdValue] = useState(rate.usdValue);
  const [asOf, setAsOf] = useState(rate.asOf);
  const [refusal, setRefusal] = useState<CurrencyRateRefusal | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldError = (field: string) => {
    const code = refusal?.fields[field];
    return code ? t(fieldErrorDescriptor(code)) : undefined;
  };
  const fieldless = refusal && !fieldError('usdValue') && !fieldError('asOf');
  return (
    <form
      className="lm:flex lm:flex-wrap lm:items-start lm:gap-2"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        setRefusal(await onSave({ currency: rate.currency, usdValue: usdValue.trim(), asOf }));
        setSaving(false);
      }}
    >
      <Field
        label={t(m.rateOf, { currency: rate.currency })}
        error={fieldError('usdValue')}
        className="lm:w-40"
      >
        <Input inputMode="decimal" value={usdValue} onChange={(event) => setUsdValue(event.target.value)} />
      </Field>
      <Field label={t(m.dateOf, { currency: rate.currency })} error={fieldError('asOf')} className="lm:w-44">
        <Input type="date" value={asOf} onChange={(event) => setAsOf(event.target.value)} />
      </Field>
      <Button type="submit" variant="outline" className="lm:mt-6" disabled={saving}>
        {t(m.save, { currency: rate.currency })}
      </Button>
      {fieldless ? (
        <Alert variant="error" className="lm:basis-full">
          {t(errorDescriptor(refusal.code))}
        </Alert>
      ) : null}
    </form>
  );
}

/** The currency rates screen for the rates it is given. */
export function AdminCurrencyRatesView({ data, failed, role, onSave }: AdminCurrencyRatesViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  const readOnly = role !== 'admin';
  const currencyName = (code: string) =>
    new Intl.DisplayNames(intl.locale, { type: 'currency' }).of(code) ?? code;
  const columns: TableColumn<AdminCurrencyRate>[] = [
    {
      key: 'currency',
      header: t(m.currency),
      cell: (rate) => (
        <span className="lm:flex lm:flex-col">
          <span className="lm:font-medium">{rate.currency}</span>
          <span className="lm:text-muted-foreground lm:text-sm">{currencyName(rate.currency)}</span>
        </span>
      ),
    },
    {
      key: 'rate',
      header: t(m.rate),
      cell: (rate) => (
        <span className="lm:tabular-nums">{formatUnitPrice(rate.usdValue, 'USD', intl.locale)}</span>
      ),
    },
    { key: 'asOf', header: t(m.asOf), cell: (rate) => formatDay(rate.asOf, intl.locale) },
    {
      key: 'lastChange',
      header: t(m.lastChange),
      cell: (rate) => {
        const when = formatDateTime(rate.updatedAt, intl.locale);
        if (!rate.updatedBy) return t(m.initial, { when });
        return rate.updatedBy.username
          ? t(m.changedBy, { name: rate.updatedBy.username, when })
          : t(m.changedByDeleted, { when });
      },
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'edit',
            header: t(m.edit),
            cell: (rate: AdminCurrencyRate) =>
              rate.currency === RATE_REFERENCE_CURRENCY ? (
                <span className="lm:text-muted-foreground lm:text-sm">{t(m.reference)}</span>
              ) : (
                // A saved (or reloaded) rate is the form's new starting point: a new key starts it afresh.
                <RateForm key={`${rate.usdValue} ${rate.asOf}`} rate={rate} onSave={onSave} />
              ),
          },
        ]),
  ];
  return (
    <AdminPage title={t(m.title)}>
      {readOnly ? <Alert variant="info">{t(m.readOnly)}</Alert> : null}
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      <p className="lm:text-muted-foreground lm:text-sm">{t(m.help)}</p>
      <Table
        caption={t(m.caption)}
        columns={columns}
        rows={data?.rates ?? []}
        getRowKey={(rate) => rate.currency}
        loading={!data && !failed}
        {...labels.table}
      />
    </AdminPage>
  );
}
