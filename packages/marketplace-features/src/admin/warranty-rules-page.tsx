import type {
  AdminWarrantyRulesResponse,
  ErrorCode,
  WarrantyRule,
  WarrantyRuleUpdateRequest,
} from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Alert, Switch, Table, type TableColumn } from '@lootmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useAdminWarrantyRules } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import { adminShellMessages, warrantyRulesMessages as m } from './admin-messages';
import { useTableLabels } from './use-table-labels';

/** The staff's warranty rules: which categories' offers carry a warranty; admins switch them. */
export function AdminWarrantyRulesPage({ role }: { role: StaffRole }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const query = useAdminWarrantyRules();
  return (
    <AdminWarrantyRulesView
      data={query.data}
      failed={query.isError}
      role={role}
      onSave={async (change) => {
        const result = await act(adminPaths.warrantyRules, 'PUT', change);
        if (!result.ok) return result.code;
        const category = t(categoryMessages[change.category]);
        success(t(change.enabled ? m.savedOn : m.savedOff, { category }));
        return null;
      }}
    />
  );
}

export type AdminWarrantyRulesViewProps = {
  /** The rules; undefined while they load. */
  data: AdminWarrantyRulesResponse | undefined;
  /** The rules could not be loaded. */
  failed: boolean;
  /** Support reads; admins switch. */
  role: StaffRole;
  /** Saves one category's rule: null when saved, else the refusal's code. */
  onSave: (change: WarrantyRuleUpdateRequest) => Promise<ErrorCode | null>;
};

/** The warranty rules screen for the rules it is given. */
export function AdminWarrantyRulesView({ data, failed, role, onSave }: AdminWarrantyRulesViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  const readOnly = role !== 'admin';
  const [saving, setSaving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const columns: TableColumn<WarrantyRule>[] = [
    {
      key: 'category',
      header: t(m.category),
      primary: true,
      cell: (rule) => <span className="lm:font-medium">{t(categoryMessages[rule.category])}</span>,
    },
    {
      key: 'status',
      header: t(m.status),
      cell: (rule) =>
        readOnly ? (
          <span data-state={rule.enabled ? 'on' : 'off'}>{t(rule.enabled ? m.on : m.off)}</span>
        ) : (
          <Switch
            checked={rule.enabled}
            disabled={saving !== null}
            aria-label={t(m.toggle, { category: t(categoryMessages[rule.category]) })}
            onCheckedChange={async (enabled) => {
              setSaving(rule.category);
              setRefusal(await onSave({ category: rule.category, enabled }));
              setSaving(null);
            }}
          />
        ),
    },
    {
      key: 'lastChange',
      header: t(m.lastChange),
      cell: (rule) =>
        rule.updatedAt && rule.updatedBy
          ? t(m.changedBy, {
              name: rule.updatedBy.username,
              when: formatDateTime(rule.updatedAt, intl.locale),
            })
          : t(m.never),
    },
  ];
  return (
    <AdminPage title={t(m.title)}>
      {readOnly ? <Alert variant="info">{t(m.readOnly)}</Alert> : null}
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {refusal ? <Alert variant="error">{t(errorDescriptor(refusal))}</Alert> : null}
      <p className="lm:text-muted-foreground lm:text-sm">{t(m.help)}</p>
      <Table
        caption={t(m.caption)}
        columns={columns}
        rows={data?.rules ?? []}
        getRowKey={(rule) => rule.category}
        loading={!data && !failed}
        {...labels.table}
      />
    </AdminPage>
  );
}
