import {
  CATEGORY_SLUGS,
  type CategorySlug,
  type DisputeClockRule,
  type DisputeClockRules,
  type ErrorCode,
  type SilentBuyerRuling,
  type SilentSellerRuling,
} from '@lootmarket/contract';
import { Alert, Button, Field, Input, Select, Table, type TableColumn } from '@lootmarket/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useDisputeClockRules } from './admin-api';
import { ConfirmDialog } from './admin-dialogs';
import { AdminPage, type StaffRole } from './admin-layout';
import { adminShellMessages, feeRulesMessages as fm, disputeRulesMessages as m } from './admin-messages';
import { useTableLabels } from './use-table-labels';

type DraftRule = DisputeClockRule & { key: string };

const toDraft = (data: DisputeClockRules): DraftRule[] =>
  data.rules.map((rule) => ({ ...rule, key: rule.category ?? 'default' }));

/** The dispute clock's rules (/disputes/rules/): support reads them, admins change them (audited). */
export function AdminDisputeRulesPage({ role }: { role: StaffRole }) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const query = useDisputeClockRules();
  return (
    <AdminDisputeRulesView
      data={query.data}
      failed={query.isError}
      role={role}
      onSave={async (rules) => {
        const result = await act(adminPaths.disputeClockRules, 'PUT', rules);
        if (!result.ok) return result.code;
        success(t(m.saved));
        return null;
      }}
    />
  );
}

export type AdminDisputeRulesViewProps = {
  /** The rules in force; undefined while they load. */
  data: DisputeClockRules | undefined;
  failed: boolean;
  /** Support reads; admins edit. */
  role: StaffRole;
  /** Saves the edited rules: null when saved, or the API's code. */
  onSave: (rules: DisputeClockRules) => Promise<ErrorCode | null>;
};

/** The dispute rules screen for the rules it is given: hours and default rulings per category. */
export function AdminDisputeRulesView({ data, failed, role, onSave }: AdminDisputeRulesViewProps) {
  const t = useIntl().formatMessage;
  const labels = useTableLabels();
  const [draft, setDraft] = useState<DraftRule[] | null>(() => (data ? toDraft(data) : null));
  const [error, setError] = useState<ErrorCode | null>(null);
  const [adding, setAdding] = useState<CategorySlug | ''>('');
  const readOnly = role !== 'admin';
  useEffect(() => {
    if (data) setDraft(toDraft(data));
  }, [data]);
  const categoryName = (category: CategorySlug | null) =>
    category ? t(categoryMessages[category]) : t(fm.default);
  const setRule = (key: string, patch: Partial<DisputeClockRule>) =>
    setDraft((current) => current?.map((rule) => (rule.key === key ? { ...rule, ...patch } : rule)) ?? null);
  const hours = (rule: DraftRule, field: 'sellerHours' | 'buyerHours') => (
    <Input
      type="number"
      min={1}
      max={720}
      className="lm:w-24"
      aria-label={t(field === 'sellerHours' ? m.sellerHoursOf : m.buyerHoursOf, {
        category: categoryName(rule.category),
      })}
      disabled={readOnly}
      value={rule[field]}
      onChange={(event) => setRule(rule.key, { [field]: Number(event.target.value) })}
    />
  );
  const columns: TableColumn<DraftRule>[] = [
    { key: 'category', header: t(fm.category), cell: (rule) => categoryName(rule.category) },
    { key: 'seller', header: t(m.sellerHours), cell: (rule) => hours(rule, 'sellerHours') },
    {
      key: 'silentSeller',
      header: t(m.silentSeller),
      cell: (rule) => (
        <Select
          aria-label={t(m.silentSellerOf, { category: categoryName(rule.category) })}
          disabled={readOnly}
          value={rule.silentSeller}
          onValueChange={(value) => setRule(rule.key, { silentSeller: value as SilentSellerRuling })}
          options={[
            { value: 'refund', label: t(m.refund) },
            { value: 'staff', label: t(m.staff) },
          ]}
        />
      ),
    },
    { key: 'buyer', header: t(m.buyerHours), cell: (rule) => hours(rule, 'buyerHours') },
    {
      key: 'silentBuyer',
      header: t(m.silentBuyer),
      cell: (rule) => (
        <Select
          aria-label={t(m.silentBuyerOf, { category: categoryName(rule.category) })}
          disabled={readOnly}
          value={rule.silentBuyer}
          onValueChange={(value) => setRule(rule.key, { silentBuyer: value as SilentBuyerRuling })}
          options={[
            { value: 'release', label: t(m.release) },
            { value: 'staff', label: t(m.staff) },
          ]}
        />
      ),
    },
    {
      key: 'remove',
      header: t(fm.actions),
      cell: (rule) =>
        rule.category && !readOnly ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDraft((current) => current?.filter((other) => other.key !== rule.key) ?? null)}
          >
            {t(fm.remove, { category: categoryName(rule.category) })}
          </Button>
        ) : null,
    },
  ];
  const missing = CATEGORY_SLUGS.filter((slug) => !draft?.some((rule) => rule.category === slug));
  return (
    <AdminPage
      title={t(m.title)}
      actions={
        <Link to="/disputes/" className="lm:text-link lm:underline lm:underline-offset-4">
          {t(adminShellMessages.disputes)}
        </Link>
      }
    >
      {readOnly ? <Alert variant="info">{t(m.readOnly)}</Alert> : null}
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
      <p className="lm:text-muted-foreground lm:text-sm">{t(m.help)}</p>
      <Table
        caption={t(m.caption)}
        columns={columns}
        rows={draft ?? []}
        getRowKey={(rule) => rule.key}
        loading={!draft && !failed}
        {...labels.table}
      />
      {!readOnly && missing.length > 0 ? (
        <form
          className="lm:flex lm:flex-wrap lm:items-end lm:gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const base = draft?.find((rule) => rule.category === null);
            if (!adding || !base) return;
            setDraft((current) =>
              current ? [...current, { ...base, category: adding, key: adding }] : current,
            );
            setAdding('');
          }}
        >
          <Field label={t(fm.category)} className="lm:w-56">
            <Select
              value={adding}
              onValueChange={(value) => setAdding(value as CategorySlug)}
              options={missing.map((slug) => ({ value: slug, label: t(categoryMessages[slug]) }))}
            />
          </Field>
          <Button type="submit" variant="outline">
            {t(fm.addRule)}
          </Button>
        </form>
      ) : null}
      {!readOnly && draft ? (
        <ConfirmDialog
          trigger={<Button className="lm:self-start">{t(m.save)}</Button>}
          title={t(m.confirmTitle)}
          description={t(m.confirmBody)}
          cancelLabel={t(fm.cancel)}
          confirmLabel={t(m.save)}
          onConfirm={() => void onSave({ rules: draft.map(({ key: _key, ...rule }) => rule) }).then(setError)}
        />
      ) : null}
    </AdminPage>
  );
}
