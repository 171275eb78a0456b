import {
  DEPOSIT_METHODS,
  type DepositRequest,
  type ErrorCode,
  LEDGER_CURRENCIES,
  type LedgerCurrency,
  type SellerReserve,
  WALLET_TRANSACTION_ACTIONS,
  WALLET_TRANSACTION_STATUSES,
  type Wallet,
  type WalletTransactionAction,
  type WalletTransactionStatus,
  type WalletTransactionsResponse,
  type WithdrawalDetails,
  type WithdrawalRequest,
  withdrawalProofFor,
} from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import {
  Button,
  EmptyState,
  Field,
  Input,
  Pagination,
  Select,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TransactionTable,
  WalletBalanceCard,
} from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { createIdempotentAttempts } from '../api/idempotency';
import { clientQueryKey, useAuth } from '../auth/auth-provider';
import { usePaymentMethods } from '../checkout/payment-methods-api';
import { usePaginationLabels } from '../lib/use-pagination-labels';
import { useTableWords } from '../lib/use-table-words';
import { categoryMessages } from '../market/catalog-messages';
import { orderStatusMessages, transactionActionMessages } from '../orders/order-messages';
import { useFormatMoney } from '../orders/use-format-money';
import { ProfileFrame } from '../profile/profile-frame';
import { usePaymentTestMode } from '../test-mode';
import { useToast } from '../toast/use-toast';
import { SellerReserves } from '../warranty/seller-reserves';
import { TopUpDialog } from './top-up-dialog';
import {
  createWallet,
  requestDeposit,
  requestWithdrawal,
  sendWithdrawalConfirmationCode,
  useSellerReserves,
  useWallets,
  useWalletTransactions,
  useWithdrawalTerms,
  walletsQueryKey,
} from './wallet-api';
import { walletBalanceCardProps, walletWithActivity } from './wallet-balances';
import { walletMessages as m, withdrawMessages } from './wallet-messages';
import { WithdrawDialog } from './withdraw-dialog';

export type TransactionFilters = {
  status: WalletTransactionStatus | null;
  action: WalletTransactionAction | null;
  search: string;
  from: string;
  to: string;
  page: number;
};

const ALL = 'all';

export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  const status = params.get('status') ?? '';
  const action = params.get('action') ?? '';
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return {
    status: (WALLET_TRANSACTION_STATUSES as readonly string[]).includes(status)
      ? (status as WalletTransactionStatus)
      : null,
    action: (WALLET_TRANSACTION_ACTIONS as readonly string[]).includes(action)
      ? (action as WalletTransactionAction)
      : null,
    search: params.get('q') ?? '',
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function writeTransactionFilters(
  currency: string | null,
  filters: TransactionFilters,
): URLSearchParams {
  const params = new URLSearchParams();
  if (currency) params.set('currency', currency);
  if (filters.status) params.set('status', filters.status);
  if (filters.action) params.set('action', filters.action);
  if (filters.search) params.set('q', filters.search);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export type WalletViewProps = {
  /** null while loading. */
  wallets: ReadonlyArray<Wallet> | null;
  currency: LedgerCurrency | null;
  onCurrencyChange: (currency: LedgerCurrency) => void;
  onWithdraw: (wallet: Wallet) => void;
  /** Opens the top-up dialog for a wallet. */
  onTopUp?: (wallet: Wallet) => void;
  filters: TransactionFilters;
  onFiltersChange: (filters: TransactionFilters) => void;
  transactions: WalletTransactionsResponse | null;
  transactionsLoading: boolean;
  onCreateWallet: (currency: LedgerCurrency) => void;
  creating: boolean;
  /** Per currency, the sales reserved until their warranty ends (shown under that wallet). */
  reserves?: Partial<Record<LedgerCurrency, readonly SellerReserve[]>>;
};

/** Spec §2 Wallet: wallets per currency, balances, create by currency, transactions with filters. */
export function WalletView({
  wallets,
  currency,
  onCurrencyChange,
  onWithdraw,
  onTopUp,
  filters,
  onFiltersChange,
  transactions,
  transactionsLoading,
  onCreateWallet,
  creating,
  reserves,
}: WalletViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const tableWords = useTableWords();
  const paginationLabels = usePaginationLabels(t(m.pagination));
  const money = useFormatMoney();
  const missing = LEDGER_CURRENCIES.filter((code) => !wallets?.some((wallet) => wallet.currency === code));
  const [newCurrency, setNewCurrency] = useState<LedgerCurrency | null>(null);
  const chosenNew = newCurrency && missing.includes(newCurrency) ? newCurrency : (missing[0] ?? null);
  const [search, setSearch] = useState(filters.search);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  useEffect(() => {
    setSearch(filters.search);
    setFrom(filters.from);
    setTo(filters.to);
  }, [filters.search, filters.from, filters.to]);
  const filtered = Boolean(filters.status || filters.action || filters.search || filters.from || filters.to);

  function create(event: FormEvent) {
    event.preventDefault();
    if (chosenNew) onCreateWallet(chosenNew);
  }

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    onFiltersChange({ ...filters, search: search.trim(), from, to, page: 1 });
  }

  const createForm =
    missing.length > 0 ? (
      <form onSubmit={create} aria-label={t(m.createTitle)} className="lm:flex lm:items-end lm:gap-2">
        <Field label={t(m.createCurrency)} className="lm:w-36">
          <Select
            value={chosenNew ?? ''}
            onValueChange={(value) => setNewCurrency(value as LedgerCurrency)}
            options={missing.map((code) => ({ value: code, label: code }))}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={creating || !chosenNew}>
          {t(m.createSubmit)}
        </Button>
      </form>
    ) : null;

  if (wallets === null) return <Skeleton className="lm:h-64" />;
  if (wallets.length === 0) {
    return <EmptyState title={t(m.noWallets)} description={t(m.noWalletsBody)} action={createForm} />;
  }

  const statusLabels = {
    pending: t(orderStatusMessages.pending),
    completed: t(orderStatusMessages.completed),
    failed: t(orderStatusMessages.failed),
  };

  return (
    <div className="lm:flex lm:flex-col lm:gap-8">
      <div className="lm:flex lm:justify-end">{createForm}</div>
      <ul className="lm:grid lm:gap-4 lm:md:grid-cols-2">
        {wallets.map((wallet) => (
          <li key={wallet.currency}>
            <WalletBalanceCard
              currency={wallet.currency}
              title={t(m.walletTitle, { currency: wallet.currency })}
              formatAmount={money}
              {...walletBalanceCardProps(intl, wallet)}
              lastUpdated={t(m.lastUpdated, {
                date: formatDateTime(new Date(wallet.lastUpdated), intl.locale),
              })}
              onWithdraw={() => onWithdraw(wallet)}
              topUpLabel={t(m.topUp)}
              onTopUp={onTopUp ? () => onTopUp(wallet) : undefined}
            />
            <SellerReserves reserves={reserves?.[wallet.currency] ?? []} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="transactions-title" className="lm:flex lm:flex-col lm:gap-4">
        <h2 id="transactions-title" className="lm:text-xl lm:font-semibold">
          {t(m.transactions)}
        </h2>
        <Tabs value={currency ?? ''} onValueChange={(value) => onCurrencyChange(value as LedgerCurrency)}>
          {wallets.length > 1 ? (
            <TabsList aria-label={t(m.transactions)}>
              {wallets.map((wallet) => (
                <TabsTrigger key={wallet.currency} value={wallet.currency}>
                  {wallet.currency}
                </TabsTrigger>
              ))}
            </TabsList>
          ) : null}
          <TabsContent value={currency ?? ''} className="lm:flex lm:flex-col lm:gap-4 lm:pt-4">
            <div className="lm:flex lm:flex-wrap lm:items-end lm:gap-4">
              <Field label={t(m.status)} className="lm:w-44">
                <Select
                  value={filters.status ?? ALL}
                  onValueChange={(value) =>
                    onFiltersChange({
                      ...filters,
                      status: value === ALL ? null : (value as WalletTransactionStatus),
                      page: 1,
                    })
                  }
                  options={[
                    { value: ALL, label: t(m.allStatuses) },
                    ...WALLET_TRANSACTION_STATUSES.map((status) => ({
                      value: status,
                      label: statusLabels[status],
                    })),
                  ]}
                />
              </Field>
              <Field label={t(m.action)} className="lm:w-44">
                <Select
                  value={filters.action ?? ALL}
                  onValueChange={(value) =>
                    onFiltersChange({
                      ...filters,
                      action: value === ALL ? null : (value as WalletTransactionAction),
                      page: 1,
                    })
                  }
                  options={[
                    { value: ALL, label: t(m.allActions) },
                    ...WALLET_TRANSACTION_ACTIONS.map((action) => ({
                      value: action,
                      label: t(transactionActionMessages[action]),
                    })),
                  ]}
                />
              </Field>
              <search>
                <form onSubmit={applyFilters} className="lm:flex lm:flex-wrap lm:items-end lm:gap-4">
                  <Field label={t(m.search)} className="lm:w-56">
                    <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
                  </Field>
                  <Field label={t(m.from)} className="lm:w-40">
                    <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
                  </Field>
                  <Field label={t(m.to)} className="lm:w-40">
                    <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
                  </Field>
                  <Button type="submit" variant="outline">
                    {t(m.apply)}
                  </Button>
                </form>
              </search>
              {filtered ? (
                <Button
                  variant="ghost"
                  onClick={() =>
                    onFiltersChange({ status: null, action: null, search: '', from: '', to: '', page: 1 })
                  }
                >
                  {t(m.clear)}
                </Button>
              ) : null}
            </div>
            <TransactionTable
              {...tableWords}
              locale={intl.locale}
              formatAmount={money}
              loading={transactions === null || transactionsLoading}
              labels={{
                caption: t(m.caption, { currency: currency ?? '' }),
                date: t(m.date),
                product: t(m.product),
                category: t(m.category),
                action: t(m.action),
                amount: t(m.amount),
                price: t(m.price),
                status: t(m.status),
                statuses: statusLabels,
              }}
              transactions={(transactions?.transactions ?? []).map((row) => ({
                // One order can have several rows (a purchase, its refund): the transfer tells them apart.
                id: row.transferId,
                date: new Date(row.date),
                amountMinor: row.amount,
                currency: row.currency,
                status: row.status,
                action: t(transactionActionMessages[row.action]),
                ...(row.productName ? { productName: row.productName } : {}),
                ...(row.category ? { category: t(categoryMessages[row.category]) } : {}),
                ...(row.price ? { priceMinor: row.price } : {}),
              }))}
              empty={<EmptyState headingLevel={3} title={t(filtered ? m.emptyFiltered : m.empty)} />}
            />
            {transactions && transactions.total > transactions.pageSize ? (
              <Pagination
                page={filters.page}
                pageCount={Math.ceil(transactions.total / transactions.pageSize)}
                onPageChange={(page) => onFiltersChange({ ...filters, page })}
                {...paginationLabels}
              />
            ) : null}
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}

/** Refusals of the proof: shown on its field rather than above the buttons. */
const PROOF_ERRORS: ReadonlySet<ErrorCode> = new Set([
  'WITHDRAWAL_PASSWORD_REQUIRED',
  'WITHDRAWAL_PASSWORD_WRONG',
  'WITHDRAWAL_TWO_FACTOR_REQUIRED',
  'WITHDRAWAL_TWO_FACTOR_WRONG',
  'WITHDRAWAL_CONFIRMATION_CODE_REQUIRED',
  'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
]);

/** The withdraw modal wired to the API: one Idempotency-Key per attempt, balances refreshed after. */
export function useWithdraw() {
  const intl = useIntl();
  const { token, user } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const terms = useWithdrawalTerms(token);
  const sandbox = usePaymentTestMode().data;
  const [target, setTarget] = useState<{ currency: LedgerCurrency; available: bigint } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const attempts = useRef(createIdempotentAttempts()).current;

  function reset() {
    setError(null);
    setProofError(null);
    setCodeSent(false);
  }

  /** The server knows better than our copy of the account (verified since, 2FA turned on elsewhere). */
  async function refreshAccount(code: ErrorCode) {
    if (token && (code === 'WITHDRAWAL_EMAIL_NOT_VERIFIED' || code.endsWith('_REQUIRED'))) {
      await queryClient.invalidateQueries({ queryKey: clientQueryKey(token) });
    }
  }

  async function submit(request: WithdrawalRequest) {
    if (!token) return;
    setBusy(true);
    setError(null);
    setProofError(null);
    const result = await attempts.send(request, (key) => requestWithdrawal(token, request, key));
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    if (!result.ok) {
      const message = intl.formatMessage(errorDescriptor(result.code));
      if (PROOF_ERRORS.has(result.code)) setProofError(message);
      else setError(message);
      await refreshAccount(result.code);
      return;
    }
    setTarget(null);
    reset();
    toast.success(intl.formatMessage(withdrawMessages.requested));
  }

  async function sendCode(details: WithdrawalDetails) {
    if (!token) return;
    setSendingCode(true);
    setError(null);
    const result = await sendWithdrawalConfirmationCode(token, details);
    setSendingCode(false);
    setCodeSent(result.ok);
    if (!result.ok) {
      setError(intl.formatMessage(errorDescriptor(result.code)));
      await refreshAccount(result.code);
    }
  }

  const dialog =
    target && terms.data && user ? (
      <WithdrawDialog
        open
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            reset();
          }
        }}
        currency={target.currency}
        available={target.available}
        terms={terms.data}
        sandboxMethods={sandbox?.withdrawalMethods ?? []}
        busy={busy}
        error={error}
        proof={withdrawalProofFor(user)}
        emailVerified={user.emailVerified}
        email={user.email}
        proofError={proofError}
        onSendCode={(details) => void sendCode(details)}
        sendingCode={sendingCode}
        codeSent={codeSent}
        onSubmit={(request) => void submit(request)}
      />
    ) : null;
  return {
    open: (currency: LedgerCurrency, available: bigint) => setTarget({ currency, available }),
    dialog,
  };
}

/**
 * The top-up modal wired to the API: one Idempotency-Key per attempt; the payer then goes to the payment
 * page (the sandbox's, ours) or the provider's, which lead back to the wallet.
 */
export function useTopUp() {
  const intl = useIntl();
  const { token } = useAuth();
  const navigate = useNavigate();
  const offered = usePaymentMethods().data?.methods ?? [];
  const sandbox = usePaymentTestMode().data;
  const methods = DEPOSIT_METHODS.filter((method) => offered.includes(method));
  const sandboxMethods = DEPOSIT_METHODS.filter((method) => sandbox?.[method] === true);
  const [currency, setCurrency] = useState<LedgerCurrency | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempts = useRef(createIdempotentAttempts()).current;

  async function submit(request: DepositRequest) {
    if (!token) return;
    setBusy(true);
    setError(null);
    const result = await attempts.send(request, (key) => requestDeposit(token, request, key));
    setBusy(false);
    if (!result.ok) {
      setError(intl.formatMessage(errorDescriptor(result.code)));
      return;
    }
    const url = result.data.payment.redirectUrl;
    setCurrency(null);
    if (url?.startsWith('/')) navigate(url);
    else if (url) window.location.assign(url);
  }

  const dialog = currency ? (
    <TopUpDialog
      open
      onOpenChange={(open) => {
        if (!open) {
          setCurrency(null);
          setError(null);
        }
      }}
      currency={currency}
      methods={methods}
      sandboxMethods={sandboxMethods}
      busy={busy}
      error={error}
      onSubmit={(request) => void submit(request)}
    />
  ) : null;
  return { open: (code: LedgerCurrency) => setCurrency(code), dialog };
}

/** A wallet's transactions unfiltered, from the first page. */
const NO_FILTERS: TransactionFilters = { status: null, action: null, search: '', from: '', to: '', page: 1 };

/** /profile/wallet/. */
export function WalletPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { token } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const wallets = useWallets(token);
  const list = wallets.data?.wallets ?? null;
  const reserves = useSellerReserves(token, list);
  const requested = searchParams.get('currency');
  const currency =
    list?.find((wallet) => wallet.currency === requested)?.currency ??
    (list ? walletWithActivity(list) : null);
  const filters = readTransactionFilters(searchParams);
  const transactions = useWalletTransactions(token, currency, {
    status: filters.status ?? undefined,
    action: filters.action ?? undefined,
    search: filters.search || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
  });
  const withdraw = useWithdraw();
  const topUp = useTopUp();
  const [creating, setCreating] = useState(false);

  async function create(code: LedgerCurrency) {
    if (!token) return;
    setCreating(true);
    const result = await createWallet(token, { currency: code });
    setCreating(false);
    await queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    if (result.ok) {
      toast.success(t(m.created, { currency: code }));
      setSearchParams(writeTransactionFilters(code, { ...filters, page: 1 }));
    } else toast.error(t(errorDescriptor(result.code)));
  }

  return (
    <ProfileFrame title={t(m.title)}>
      <WalletView
        wallets={list}
        currency={currency}
        onCurrencyChange={(next) => setSearchParams(writeTransactionFilters(next, NO_FILTERS))}
        onWithdraw={(wallet) => {
          // The table stays on the wallet the money leaves, whatever moves last afterwards.
          if (wallet.currency !== requested)
            setSearchParams(
              writeTransactionFilters(wallet.currency, wallet.currency === currency ? filters : NO_FILTERS),
            );
          withdraw.open(wallet.currency, BigInt(wallet.available));
        }}
        onTopUp={(wallet) => topUp.open(wallet.currency)}
        filters={filters}
        onFiltersChange={(next) => setSearchParams(writeTransactionFilters(currency, next))}
        transactions={transactions.data ?? null}
        transactionsLoading={transactions.isFetching}
        onCreateWallet={(code) => void create(code)}
        creating={creating}
        reserves={reserves}
      />
      {withdraw.dialog}
      {topUp.dialog}
    </ProfileFrame>
  );
}
