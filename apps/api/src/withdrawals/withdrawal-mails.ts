import type { WithdrawalMethod } from '@lootmarket/contract';
import type { Locale } from '@lootmarket/i18n/locale-detection';
import { CONFIRMATION_CODE_TTL_MS } from '../account/confirmation-codes.service';
import { letter, type MailRecipient, mailMoney, mailTime } from '../mail/mail-copy';
import type { OutgoingMail } from '../mail/mailer';
import type { WithdrawalDetails } from './withdrawal-proof';
import type { WithdrawalRow } from './withdrawals.service';

// In the reader's language (users.locale; mail/mail-copy.ts).

interface WithdrawalCopy {
  methods: Record<WithdrawalMethod, string>;
  /** The reference to quote to support: the withdrawal's id. */
  reference: (id: string) => string;
  notYou: string;
  secure: (url: string) => string;
  /** Step 2 of "not you": write to support; `reference` names what to quote, null for a code request. */
  support: (url: string, reference: string | null) => string;
  requested: {
    subject: (amount: string) => string;
    intro: string;
    amount: (amount: string, fee: string, payout: string) => string;
    method: string;
    to: string;
    at: string;
    reference: string;
    held: (url: string) => string;
  };
  code: {
    subject: string;
    intro: (what: string) => string;
    validity: (minutes: number) => string;
  };
  /** Label and value: 'Method: PayPal'. */
  field: (label: string, value: string) => string;
}

const latinField = (label: string, value: string) => `${label}: ${value}`;

const COPY: Record<Locale, WithdrawalCopy> = {
  en: {
    methods: {
      bank_transfer: 'Bank transfer',
      paypal: 'PayPal',
      crypto: 'Crypto wallet',
      stripe: 'Stripe (connected account)',
    },
    reference: (id) => `withdrawal ${id}`,
    notYou: 'If this was not you, someone is signed in to your account:',
    secure: (url) =>
      `1. Secure your account in My account (change your password, turn on two-factor sign-in): ${url}`,
    support: (url, reference) =>
      reference
        ? `2. Write to support at ${url} quoting ${reference}: staff review every withdrawal before it is paid out and can stop this one.`
        : `2. Write to support at ${url}: staff review every withdrawal before it is paid out and can stop one you did not ask for.`,
    requested: {
      subject: (amount) => `Withdrawal of ${amount} requested on your Lootmarket account`,
      intro: 'a withdrawal was requested from your Lootmarket wallet:',
      amount: (amount, fee, payout) => `Amount: ${amount} (fee ${fee}, paid out ${payout})`,
      method: 'Method',
      to: 'To',
      at: 'Requested',
      reference: 'Reference',
      held: (url) => `The amount is held in your wallet until our team has reviewed the request: ${url}`,
    },
    code: {
      subject: 'Your code to confirm a Lootmarket withdrawal',
      intro: (what) => `your code to confirm the withdrawal of ${what}:`,
      validity: (m) =>
        `It works once, for these details only, for ${m} minutes. Never give it to anyone: Lootmarket staff never ask for it.`,
    },
    field: latinField,
  },
  pl: {
    methods: {
      bank_transfer: 'Przelew bankowy',
      paypal: 'PayPal',
      crypto: 'Portfel kryptowalutowy',
      stripe: 'Stripe (połączone konto)',
    },
    reference: (id) => `wypłata ${id}`,
    notYou: 'Jeśli to nie Ty, ktoś jest zalogowany na Twoje konto:',
    secure: (url) =>
      `1. Zabezpiecz konto w Moim koncie (zmień hasło, włącz logowanie dwuskładnikowe): ${url}`,
    support: (url, reference) =>
      reference
        ? `2. Napisz do pomocy technicznej (${url}) i podaj numer „${reference}”: zespół sprawdza każdą wypłatę przed jej realizacją i może ją wstrzymać.`
        : `2. Napisz do pomocy technicznej (${url}): zespół sprawdza każdą wypłatę przed jej realizacją i może wstrzymać tę, której nie zlecałeś.`,
    requested: {
      subject: (amount) => `Zlecono wypłatę ${amount} z Twojego konta Lootmarket`,
      intro: 'z Twojego portfela Lootmarket zlecono wypłatę:',
      amount: (amount, fee, payout) => `Kwota: ${amount} (opłata ${fee}, do wypłaty ${payout})`,
      method: 'Metoda',
      to: 'Na',
      at: 'Zlecono',
      reference: 'Numer',
      held: (url) =>
        `Kwota jest zablokowana w Twoim portfelu, dopóki nasz zespół nie sprawdzi zlecenia: ${url}`,
    },
    code: {
      subject: 'Twój kod do potwierdzenia wypłaty w Lootmarket',
      intro: (what) => `Twój kod do potwierdzenia wypłaty ${what}:`,
      validity: (m) =>
        `Działa jeden raz, tylko dla tych danych, przez ${m} minut. Nigdy nikomu go nie podawaj: pracownicy Lootmarket nigdy o niego nie proszą.`,
    },
    field: latinField,
  },
  'pt-BR': {
    methods: {
      bank_transfer: 'Transferência bancária',
      paypal: 'PayPal',
      crypto: 'Carteira de criptomoedas',
      stripe: 'Stripe (conta conectada)',
    },
    reference: (id) => `saque ${id}`,
    notYou: 'Se não foi você, alguém está conectado à sua conta:',
    secure: (url) =>
      `1. Proteja sua conta em Minha conta (troque sua senha, ative o login em duas etapas): ${url}`,
    support: (url, reference) =>
      reference
        ? `2. Escreva para o suporte em ${url} citando "${reference}": a equipe revisa cada saque antes do pagamento e pode impedir este.`
        : `2. Escreva para o suporte em ${url}: a equipe revisa cada saque antes do pagamento e pode impedir um que você não pediu.`,
    requested: {
      subject: (amount) => `Saque de ${amount} solicitado na sua conta da Lootmarket`,
      intro: 'foi solicitado um saque da sua carteira da Lootmarket:',
      amount: (amount, fee, payout) => `Valor: ${amount} (taxa ${fee}, valor pago ${payout})`,
      method: 'Método',
      to: 'Para',
      at: 'Solicitado em',
      reference: 'Referência',
      held: (url) => `O valor fica retido na sua carteira até nossa equipe revisar o pedido: ${url}`,
    },
    code: {
      subject: 'Seu código para confirmar um saque na Lootmarket',
      intro: (what) => `seu código para confirmar o saque de ${what}:`,
      validity: (m) =>
        `Ele funciona uma vez, só para estes dados, por ${m} minutos. Nunca o passe a ninguém: a equipe da Lootmarket nunca pede esse código.`,
    },
    field: latinField,
  },
  de: {
    methods: {
      bank_transfer: 'Banküberweisung',
      paypal: 'PayPal',
      crypto: 'Krypto-Wallet',
      stripe: 'Stripe (verbundenes Konto)',
    },
    reference: (id) => `Auszahlung ${id}`,
    notYou: 'Wenn du das nicht warst, ist jemand in deinem Konto angemeldet:',
    secure: (url) =>
      `1. Sichere dein Konto in Mein Konto (ändere dein Passwort, schalte die Zwei-Faktor-Anmeldung ein): ${url}`,
    support: (url, reference) =>
      reference
        ? `2. Schreib dem Support unter ${url} und nenne „${reference}“: Das Team prüft jede Auszahlung, bevor sie ausgezahlt wird, und kann diese stoppen.`
        : `2. Schreib dem Support unter ${url}: Das Team prüft jede Auszahlung, bevor sie ausgezahlt wird, und kann eine stoppen, die du nicht angefordert hast.`,
    requested: {
      subject: (amount) => `Auszahlung von ${amount} für dein Lootmarket-Konto angefordert`,
      intro: 'aus deinem Lootmarket-Guthaben wurde eine Auszahlung angefordert:',
      amount: (amount, fee, payout) => `Betrag: ${amount} (Gebühr ${fee}, ausgezahlt ${payout})`,
      method: 'Methode',
      to: 'An',
      at: 'Angefordert',
      reference: 'Referenz',
      held: (url) =>
        `Der Betrag bleibt in deinem Guthaben reserviert, bis unser Team die Anfrage geprüft hat: ${url}`,
    },
    code: {
      subject: 'Dein Code zur Bestätigung einer Lootmarket-Auszahlung',
      intro: (what) => `dein Code zur Bestätigung der Auszahlung von ${what}:`,
      validity: (m) =>
        `Er gilt einmal, nur für diese Angaben, ${m} Minuten lang. Gib ihn niemandem weiter: Das Lootmarket-Team fragt nie danach.`,
    },
    field: latinField,
  },
  ru: {
    methods: {
      bank_transfer: 'Банковский перевод',
      paypal: 'PayPal',
      crypto: 'Криптокошелёк',
      stripe: 'Stripe (подключённый аккаунт)',
    },
    reference: (id) => `вывод ${id}`,
    notYou: 'Если это были не вы, кто-то вошёл в ваш аккаунт:',
    secure: (url) =>
      `1. Защитите аккаунт в личном кабинете (смените пароль, включите двухфакторный вход): ${url}`,
    support: (url, reference) =>
      reference
        ? `2. Напишите в поддержку (${url}), указав «${reference}»: сотрудники проверяют каждый вывод до выплаты и могут остановить этот.`
        : `2. Напишите в поддержку (${url}): сотрудники проверяют каждый вывод до выплаты и могут остановить тот, который вы не запрашивали.`,
    requested: {
      subject: (amount) => `Запрошен вывод ${amount} с вашего аккаунта Lootmarket`,
      intro: 'С вашего кошелька Lootmarket запрошен вывод средств:',
      amount: (amount, fee, payout) => `Сумма: ${amount} (комиссия ${fee}, к выплате ${payout})`,
      method: 'Способ',
      to: 'Куда',
      at: 'Запрошен',
      reference: 'Номер',
      held: (url) => `Сумма заблокирована в вашем кошельке, пока наша команда не проверит запрос: ${url}`,
    },
    code: {
      subject: 'Ваш код для подтверждения вывода в Lootmarket',
      intro: (what) => `Ваш код для подтверждения вывода ${what}:`,
      validity: (m) =>
        `Код действует один раз, только для этих данных, в течение ${m} минут. Никому его не сообщайте: сотрудники Lootmarket никогда его не спрашивают.`,
    },
    field: latinField,
  },
  ja: {
    methods: {
      bank_transfer: '銀行振込',
      paypal: 'PayPal',
      crypto: '暗号資産ウォレット',
      stripe: 'Stripe（連携アカウント）',
    },
    reference: (id) => `出金 ${id}`,
    notYou: '心当たりがない場合、誰かがあなたのアカウントにログインしています:',
    secure: (url) =>
      `1. マイアカウントでアカウントを保護してください（パスワードの変更、2 段階認証の有効化）: ${url}`,
    support: (url, reference) =>
      reference
        ? `2. 「${reference}」を添えてサポートに連絡してください: ${url} スタッフは支払い前にすべての出金を確認しており、この出金を止めることができます。`
        : `2. サポートに連絡してください: ${url} スタッフは支払い前にすべての出金を確認しており、申請していない出金を止めることができます。`,
    requested: {
      subject: (amount) => `Lootmarket アカウントから ${amount} の出金が申請されました`,
      intro: 'Lootmarket ウォレットからの出金が申請されました:',
      amount: (amount, fee, payout) => `金額: ${amount}（手数料 ${fee}、支払額 ${payout}）`,
      method: '方法',
      to: '送金先',
      at: '申請日時',
      reference: '参照番号',
      held: (url) => `チームが申請を確認するまで、この金額はウォレット内で保留されます: ${url}`,
    },
    code: {
      subject: 'Lootmarket の出金を確認するためのコード',
      intro: (what) => `${what} の出金を確認するためのコード:`,
      validity: (m) =>
        `このコードはこの内容に限り、${m} 分間、1 回だけ使えます。誰にも教えないでください。Lootmarket のスタッフがコードを尋ねることはありません。`,
    },
    field: latinField,
  },
  zh: {
    methods: {
      bank_transfer: '银行转账',
      paypal: 'PayPal',
      crypto: '加密货币钱包',
      stripe: 'Stripe（关联账户）',
    },
    reference: (id) => `提现 ${id}`,
    notYou: '如果这不是您本人的操作，说明有人已登录您的账户：',
    secure: (url) => `1. 在“我的账户”中保护您的账户（修改密码、开启两步验证）：${url}`,
    support: (url, reference) =>
      reference
        ? `2. 请联系客服（${url}）并注明“${reference}”：工作人员会在付款前审核每一笔提现，可以阻止这一笔。`
        : `2. 请联系客服（${url}）：工作人员会在付款前审核每一笔提现，可以阻止您未申请的提现。`,
    requested: {
      subject: (amount) => `您的 Lootmarket 账户申请提现 ${amount}`,
      intro: '您的 Lootmarket 钱包收到一笔提现申请：',
      amount: (amount, fee, payout) => `金额：${amount}（手续费 ${fee}，实付 ${payout}）`,
      method: '方式',
      to: '收款方',
      at: '申请时间',
      reference: '参考编号',
      held: (url) => `在我们的团队审核该申请之前，这笔金额将在您的钱包中冻结：${url}`,
    },
    code: {
      subject: '您确认 Lootmarket 提现的验证码',
      intro: (what) => `您确认提现 ${what} 的验证码：`,
      validity: (m) =>
        `此验证码仅可使用一次，仅限这些信息，有效期 ${m} 分钟。请勿告诉任何人：Lootmarket 工作人员绝不会索要验证码。`,
    },
    field: (label, value) => `${label}：${value}`,
  },
};

/**
 * Enough of a destination for its owner to recognise it, not enough to reuse it: a PayPal address
 * keeps its first character and its domain, anything else its last four characters.
 */
function maskDestination(method: WithdrawalMethod, destination: string): string {
  const at = destination.lastIndexOf('@');
  if (method === 'paypal' && at > 0) return `${destination[0]}•••${destination.slice(at)}`;
  const compact = destination.replace(/\s+/g, '');
  return compact.length <= 4 ? '••••' : `•••• ${compact.slice(-4)}`;
}

/** Told to the owner on every withdrawal request, with what to do when it was not them. */
export function withdrawalRequestedMail(
  recipient: MailRecipient,
  row: WithdrawalRow,
  publicOrigin: string,
): OutgoingMail {
  const copy = COPY[recipient.locale];
  const money = (amount: bigint) => mailMoney(amount, row.currency, recipient.locale);
  const method = row.method as WithdrawalMethod;
  const reference = copy.reference(row.id);
  return {
    to: recipient.email,
    kind: 'withdrawal_requested',
    subject: copy.requested.subject(money(row.amount)),
    text: letter(recipient, [
      copy.requested.intro,
      '',
      copy.requested.amount(money(row.amount), money(row.fee), money(row.payout)),
      copy.field(copy.requested.method, `${copy.methods[method]}${row.vip ? ' (VIP)' : ''}`),
      copy.field(copy.requested.to, maskDestination(method, row.destination)),
      copy.field(copy.requested.at, mailTime(row.createdAt, recipient.locale)),
      copy.field(copy.requested.reference, reference),
      '',
      copy.requested.held(`${publicOrigin}/profile/wallet/`),
      '',
      copy.notYou,
      copy.secure(`${publicOrigin}/profile/dashboard/`),
      copy.support(`${publicOrigin}/contact-us/`, reference),
    ]),
  };
}

/** The code that confirms one withdrawal of an account with neither a password nor two-factor sign-in. */
export function confirmationCodeMail(
  recipient: MailRecipient,
  details: WithdrawalDetails,
  code: string,
  publicOrigin: string,
): OutgoingMail {
  const copy = COPY[recipient.locale];
  const amount = mailMoney(BigInt(details.amount), details.currency, recipient.locale);
  const what = `${amount} (${copy.methods[details.method]}${details.vip ? ', VIP' : ''}) → ${maskDestination(details.method, details.destination)}`;
  return {
    to: recipient.email,
    kind: 'withdrawal_confirmation_code',
    subject: copy.code.subject,
    text: letter(recipient, [
      copy.code.intro(what),
      '',
      `    ${code}`,
      '',
      copy.code.validity(CONFIRMATION_CODE_TTL_MS / 60_000),
      '',
      copy.notYou,
      copy.secure(`${publicOrigin}/profile/dashboard/`),
      copy.support(`${publicOrigin}/contact-us/`, null),
    ]),
  };
}
