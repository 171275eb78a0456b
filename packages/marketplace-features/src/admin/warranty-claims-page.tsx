import type {
  AdminWarrantyClaim,
  AdminWarrantyClaimDecision,
  AdminWarrantyClaimListResponse,
  DisputeEvidence,
  ErrorCode,
  WarrantyClaimStatus,
} from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Alert, Badge, Button, Table, type TableColumn } from '@lootmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../auth/auth-provider';
import { RowActionLabel } from '../lib/row-action-label';
import { disputeEvidenceMessages as e } from '../orders/order-messages';
import { downloadDisputeEvidence } from '../orders/orders-api';
import { useFormatMoney } from '../orders/use-format-money';
import { warrantyClaimMessages as claimText } from '../orders/warranty-claim-messages';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useAdminWarrantyClaims } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import { adminShellMessages, warrantyClaimsMessages as m } from './admin-messages';
import { DisputeEvidenceList } from './dispute-evidence-list';
import { ReasonDialog } from './reason-dialog';
import { useTableLabels } from './use-table-labels';

const FILTERS: ReadonlyArray<WarrantyClaimStatus | 'all'> = [
  'open',
  'refunded',
  'replaced',
  'rejected',
  'all',
];

/** The back office's warranty claims: the queue (open first), and admins uphold or reject with a note. */
export function AdminWarrantyClaimsPage({ role }: { role: StaffRole }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const act = useAdminAction();
  const { token } = useAuth();
  const { success, error } = useToast();
  const [status, setStatus] = useState<WarrantyClaimStatus | 'all'>('open');
  const query = useAdminWarrantyClaims(status === 'all' ? undefined : status);
  return (
    <AdminWarrantyClaimsView
      data={query.data}
      failed={query.isError}
      role={role}
      status={status}
      onStatus={setStatus}
      onDecide={async (claim, decision) => {
        const result = await act(adminPaths.warrantyClaimDecision(claim.id), 'POST', decision);
        if (!result.ok) return result.code;
        success(t(decision.decision === 'uphold' ? m.upheld : m.rejected));
        return null;
      }}
      onDownload={async (evidence) => {
        if (!token || !(await downloadDisputeEvidence(token, evidence))) error(t(e.downloadFailed));
      }}
    />
  );
}

export type AdminWarrantyClaimsViewProps = {
  /** The claims; undefined while they load. */
  data: AdminWarrantyClaimListResponse | undefined;
  failed: boolean;
  /** Support reads; admins decide. */
  role: StaffRole;
  status: WarrantyClaimStatus | 'all';
  onStatus: (status: WarrantyClaimStatus | 'all') => void;
  /** Decides one claim: null when done, else the refusal's code (the dialog stays open with it). */
  onDecide: (claim: AdminWarrantyClaim, decision: AdminWarrantyClaimDecision) => Promise<ErrorCode | null>;
  /** Downloads one of a claim's files (the buyer's and the seller's evidence). */
  onDownload: (evidence: DisputeEvidence) => void;
};

/** The warranty claims screen for the claims it is given. */
export function AdminWarrantyClaimsView({
  data,
  failed,
  role,
  status,
  onStatus,
  onDecide,
  onDownload,
}: AdminWarrantyClaimsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const labels = useTableLabels();
  const admin = role === 'admin';
  const columns: TableColumn<AdminWarrantyClaim>[] = [
    {
      key: 'claim',
      header: t(m.claim),
      primary: true,
      cell: (claim) => (
        <div className="lm:flex lm:flex-col lm:gap-1">
          <span className="lm:font-medium">{claim.item}</span>
          <span className="lm:text-sm lm:text-muted-foreground">
            {t(claimReason(claim.reason))} · {formatDateTime(claim.createdAt, intl.locale)}
          </span>
          <span className="lm:text-sm lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">
            {claim.description}
          </span>
          {claim.evidence.length > 0 ? (
            <DisputeEvidenceList
              evidence={claim.evidence}
              onDownload={onDownload}
              label={t(claimText.evidenceTitle)}
            />
          ) : null}
        </div>
      ),
    },
    {
      key: 'parties',
      header: t(m.parties),
      cell: (claim) => (
        <div className="lm:flex lm:flex-col lm:gap-1">
          <span>{t(m.partiesValue, { buyer: claim.buyer.username, seller: claim.seller.username })}</span>
          {claim.sellerFlags > 0 ? (
            <Badge variant="danger">{t(m.flags, { count: claim.sellerFlags })}</Badge>
          ) : null}
        </div>
      ),
    },
    { key: 'total', header: t(m.total), cell: (claim) => money(claim.total, claim.currency) },
    {
      key: 'reserve',
      header: t(m.reserve),
      cell: (claim) =>
        t(m.reserveStatus, {
          status: claim.reserveStatus,
          date: formatDateTime(claim.warrantyEndsAt, intl.locale),
        }),
    },
    {
      key: 'status',
      header: t(m.status),
      cell: (claim) => (
        <Badge
          variant={claim.status === 'open' ? 'warning' : claim.status === 'refunded' ? 'success' : 'neutral'}
        >
          {t(claimText.status, { status: claim.status })}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t(m.actions),
      cell: (claim) =>
        admin && claim.status === 'open' ? (
          <div className="lm:flex lm:flex-wrap lm:gap-2">
            <ReasonDialog
              trigger={
                <Button size="sm">
                  <RowActionLabel action={t(m.uphold)} name={claim.item} />
                </Button>
              }
              title={t(m.upholdTitle, { item: claim.item })}
              description={t(m.upholdBody, { amount: money(claim.total, claim.currency) })}
              confirmLabel={t(m.uphold)}
              reasonLabel={t(m.note)}
              onConfirm={(note) => onDecide(claim, { decision: 'uphold', note })}
            />
            <ReasonDialog
              trigger={
                <Button size="sm" variant="outline">
                  <RowActionLabel action={t(m.reject)} name={claim.item} />
                </Button>
              }
              title={t(m.rejectTitle, { item: claim.item })}
              description={t(m.rejectBody)}
              confirmLabel={t(m.reject)}
              reasonLabel={t(m.note)}
              onConfirm={(note) => onDecide(claim, { decision: 'reject', note })}
            />
          </div>
        ) : null,
    },
  ];
  return (
    <AdminPage title={t(m.title)}>
      {admin ? null : <Alert variant="info">{t(m.readOnly)}</Alert>}
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      <p className="lm:text-muted-foreground lm:text-sm">{t(m.help)}</p>
      <fieldset className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
        <legend className="lm:sr-only">{t(m.filter)}</legend>
        {FILTERS.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={status === value ? 'primary' : 'outline'}
            aria-pressed={status === value}
            onClick={() => onStatus(value)}
          >
            {value === 'all' ? t(m.filterAll) : t(claimText.status, { status: value })}
          </Button>
        ))}
      </fieldset>
      <Table
        caption={t(m.caption)}
        columns={columns}
        rows={data?.claims ?? []}
        getRowKey={(claim) => claim.id}
        loading={!data && !failed}
        {...labels.table}
      />
    </AdminPage>
  );
}

function claimReason(reason: AdminWarrantyClaim['reason']) {
  return {
    recovered: claimText.reasonRecovered,
    banned: claimText.reasonBanned,
    credentials_changed: claimText.reasonCredentialsChanged,
    other: claimText.reasonOther,
  }[reason];
}
