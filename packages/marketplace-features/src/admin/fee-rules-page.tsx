import {
  CATEGORY_SLUGS,
  type CategorySlug,
  type ErrorCode,
  type FeeRules,
  type FeeRulesResponse,
  type PurchaseFeeRule,
} from '@lootmarket/contract';
import { Alert, Button, Field, Input, Select, Table, type TableColumn } from '@lootmarket/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useFeeRules } from './admin-api';
import { ConfirmDialog } from './admin-dialogs';
import { AdminPage, type StaffRole } from './admin-layout';
import { adminShellMessages, feeRulesMessages as m } from './admin-messages';
import { useTableLabels } from './use-table-labels';

/** Basis points ⇄ the percent staff type (2.5 % = 250 bps). */
const toPercent = (bps: number) => String(bps / 100);
const toBps = (percent: string) => Math.round(Number(percent.replace(',', '.')) * 100);

type Draft = { purchase: Array<PurchaseFeeRule & { key: string }>; withdrawal: FeeRules['withdrawal'] };

const toDraft = (data: FeeRulesResponse): Draft => ({
  purchase: data.purchase.map((rule) => ({ ...rule, key: rule.category ?? 'default' })),
  withdrawal: data.withdrawal,
});

function PercentInput({
  label,
  bps,
  disabled,
  onChange,
}: {
  label: string;
  bps: number;
  disabled: boolean;
  onChange: (bps: number) => void;
}) {
  const [text, setText] = useState(toPercent(bps));
  useEffect(() => setText(toPercent(bps)), [bps]);
  return (
    <Input
      aria-label={label}
      inputMode="decimal"
      className="lm:w-24"
      value={text}
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        const next = toBps(event.target.value);
        if (Number.isFinite(next)) onChange(next);
      }}
    />
  );
}

/** Purchase fees per category (a default for the rest) and withdrawal fees; admins change them. */
export function AdminFeeRulesPage({ role }: { role: StaffRole }) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const query = useFeeRules();
  return (
    <AdminFeeRulesView
      data={query.data}
      failed={query.isError}
      role={role}
      onSave={async (rules) => {
        const result = await act(adminPaths.feeRules, 'PUT', rules);
        if (!result.ok) return result.code;
        success(t(m.saved));
        return null;
      }}
    />
  );
}

export type AdminFeeRulesViewProps = {
  /** The rules in force; undefined while they load. */
  data: FeeRulesResponse | undefined;
  /** The rules could not be loaded. */
  failed: boolean;
  /** Support reads; admins edit. */
  role: StaffRole;
  /** Saves the edited rules: null when saved, or the API's code. */
  onSave: (rules: FeeRules) => Promise<ErrorCode | null>;
};

/** The fee rules screen for the rules it is given. */
export function AdminFeeRulesView({ data, failed, role, onSave }: AdminFeeRulesViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  // From the first render when the rules are there already (no empty frame before the form).
  const [draft, setDraft] = useState<Draft | null>(() => (data ? toDraft(data) : null));
  const [error, setError] = useState<ErrorCode | null>(null);
  const [adding, setAdding] = useState<CategorySlug | ''>('');
  const readOnly = role !== 'admin';
  useEffect(() => {
    if (data) setDraft(toDraft(data));
  }, [data]);
  const categoryName = (category: CategorySlug | null) =>
    category ? t(categoryMessages[category]) : t(m.default);
  const setRule = (key: string, patch: Partial<PurchaseFeeRule>) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            purchase: current.purchase.map((rule) => (rule.key === key ? { ...rule, ...patch } : rule)),
          }
        : current,
    );
  const columns: TableColumn<Draft['purchase'][number]>[] = [
    { key: 'category', header: t(m.category), cell: (rule) => categoryName(rule.category) },
    {
      key: 'buyer',
      header: t(m.buyerFee),
      cell: (rule) => (
        <PercentInput
          label={t(m.buyerFeeOf, { category: categoryName(rule.category) })}
          bps={rule.buyerFeeBps}
          disabled={readOnly}
          onChange={(buyerFeeBps) => setRule(rule.key, { buyerFeeBps })}
        />
      ),
    },
    {
      key: 'seller',
      header: t(m.sellerFee),
      cell: (rule) => (
        <PercentInput
          label={t(m.sellerFeeOf, { category: categoryName(rule.category) })}
          bps={rule.sellerFeeBps}
          disabled={readOnly}
          onChange={(sellerFeeBps) => setRule(rule.key, { sellerFeeBps })}
        />
      ),
    },
    {
      key: 'remove',
      header: t(m.actions),
      cell: (rule) =>
        rule.category && !readOnly ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setDraft((current) =>
                current
                  ? { ...current, purchase: current.purchase.filter((other) => other.key !== rule.key) }
                  : current,
              )
            }
          >
            {t(m.remove, { category: categoryName(rule.category) })}
          </Button>
        ) : null,
    },
  ];
  async function save() {
    if (!draft) return;
    const body: FeeRules = {
      purchase: draft.purchase.map(({ key: _key, ...rule }) => rule),
      withdrawal: draft.withdrawal,
    };
    setError(await onSave(body));
  }
  const missing = CATEGORY_SLUGS.filter((slug) => !draft?.purchase.some((rule) => rule.category === slug));
  const withdrawal = draft?.withdrawal;
  const setWithdrawal = (patch: Partial<FeeRules['withdrawal']>) =>
    setDraft((current) =>
      current ? { ...current, withdrawal: { ...current.withdrawal, ...patch } } : current,
    );
  return (
    <AdminPage title={t(m.title)}>
      {readOnly ? <Alert variant="info">{t(m.readOnly)}</Alert> : null}
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
      <p className="lm:text-muted-foreground lm:text-sm">{t(m.help)}</p>
      <Table
        caption={t(m.purchase)}
        columns={columns}
        rows={draft?.purchase ?? []}
        getRowKey={(rule) => rule.key}
        loading={!draft && !failed}
        {...labels.table}
      />
      {!readOnly && missing.length > 0 ? (
        <form
          className="lm:flex lm:flex-wrap lm:items-end lm:gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const base = draft?.purchase.find((rule) => rule.category === null);
            if (!adding || !base) return;
            setDraft((current) =>
              current
                ? {
                    ...current,
                    purchase: [
                      ...current.purchase,
                      {
                        category: adding,
                        buyerFeeBps: base.buyerFeeBps,
                        sellerFeeBps: base.sellerFeeBps,
                        key: adding,
                      },
                    ],
                  }
                : current,
            );
            setAdding('');
          }}
        >
          <Field label={t(m.category)} className="lm:w-56">
            <Select
              value={adding}
              onValueChange={(value) => setAdding(value as CategorySlug)}
              options={missing.map((slug) => ({ value: slug, label: t(categoryMessages[slug]) }))}
            />
          </Field>
          <Button type="submit" variant="outline">
            {t(m.addRule)}
          </Button>
        </form>
      ) : null}
      {withdrawal ? (
        <section className="lm:flex lm:flex-col lm:gap-3">
          <h2 className="lm:font-semibold lm:text-lg">{t(m.withdrawal)}</h2>
          <div className="lm:flex lm:flex-wrap lm:gap-4">
            <Field label={t(m.standardFee)}>
              <PercentInput
                label={t(m.standardFee)}
                bps={withdrawal.standardFeeBps}
                disabled={readOnly}
                onChange={(standardFeeBps) => setWithdrawal({ standardFeeBps })}
              />
            </Field>
            <Field label={t(m.vipFee)}>
              <PercentInput
                label={t(m.vipFee)}
                bps={withdrawal.vipFeeBps}
                disabled={readOnly}
                onChange={(vipFeeBps) => setWithdrawal({ vipFeeBps })}
              />
            </Field>
            <Field label={t(m.standardHours)}>
              <Input
                type="number"
                className="lm:w-24"
                disabled={readOnly}
                value={withdrawal.standardReviewHours}
                onChange={(event) => setWithdrawal({ standardReviewHours: Number(event.target.value) })}
              />
            </Field>
            <Field label={t(m.vipHours)}>
              <Input
                type="number"
                className="lm:w-24"
                disabled={readOnly}
                value={withdrawal.vipReviewHours}
                onChange={(event) => setWithdrawal({ vipReviewHours: Number(event.target.value) })}
              />
            </Field>
          </div>
        </section>
      ) : null}
      {!readOnly && draft ? (
        <ConfirmDialog
          trigger={<Button className="lm:self-start">{t(m.save)}</Button>}
          title={t(m.confirmTitle)}
          description={t(m.confirmBody)}
          cancelLabel={t(m.cancel)}
          confirmLabel={t(m.save)}
          onConfirm={() => void save()}
        />
      ) : null}
    </AdminPage>
  );
}
