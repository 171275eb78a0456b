import type { DisputeSilenceOutcome } from '@lootmarket/contract';
import { orderPath } from '@lootmarket/contract';
import type { Locale } from '@lootmarket/i18n/locale-detection';
import { letter, type MailRecipient, mailTime } from '../mail/mail-copy';
import type { OutgoingMail } from '../mail/mailer';
import { orderNumber } from './order-views';

// In the reader's language (users.locale; mail/mail-copy.ts).

interface ReminderCopy {
  subject: (order: string, deadline: string) => string;
  waiting: Record<'buyer' | 'seller', (order: string) => string>;
  answer: (deadline: string, onSilence: string) => string;
  onSilence: Record<DisputeSilenceOutcome, string>;
  open: (url: string) => string;
}

const REMINDER: Record<Locale, ReminderCopy> = {
  en: {
    subject: (order, deadline) => `Please answer the dispute on order ${order} before ${deadline}`,
    waiting: {
      seller: (order) => `the buyer of order ${order} opened a dispute and is waiting for your answer.`,
      buyer: (order) => `the seller of order ${order} answered your dispute and is waiting for yours.`,
    },
    answer: (deadline, onSilence) => `Answer before ${deadline}: if you stay silent, ${onSilence}.`,
    onSilence: {
      refund: 'the buyer is refunded automatically',
      release: 'the payment is released to the seller automatically',
      staff: 'our support team decides the dispute',
    },
    open: (url) => `Open the order: ${url}`,
  },
  pl: {
    subject: (order, deadline) => `Odpowiedz w sporze dotyczącym zamówienia ${order} przed ${deadline}`,
    waiting: {
      seller: (order) => `kupujący zamówienia ${order} otworzył spór i czeka na Twoją odpowiedź.`,
      buyer: (order) =>
        `sprzedawca zamówienia ${order} odpowiedział w Twoim sporze i czeka na Twoją odpowiedź.`,
    },
    answer: (deadline, onSilence) => `Odpowiedz przed ${deadline}: jeśli nie odpowiesz, ${onSilence}.`,
    onSilence: {
      refund: 'kupujący automatycznie otrzyma zwrot pieniędzy',
      release: 'płatność zostanie automatycznie przekazana sprzedawcy',
      staff: 'spór rozstrzygnie nasz zespół wsparcia',
    },
    open: (url) => `Otwórz zamówienie: ${url}`,
  },
  'pt-BR': {
    subject: (order, deadline) => `Responda à disputa do pedido ${order} antes de ${deadline}`,
    waiting: {
      seller: (order) => `o comprador do pedido ${order} abriu uma disputa e está aguardando sua resposta.`,
      buyer: (order) =>
        `o vendedor do pedido ${order} respondeu à sua disputa e está aguardando a sua resposta.`,
    },
    answer: (deadline, onSilence) => `Responda antes de ${deadline}: se você não responder, ${onSilence}.`,
    onSilence: {
      refund: 'o comprador será reembolsado automaticamente',
      release: 'o pagamento será liberado ao vendedor automaticamente',
      staff: 'nossa equipe de suporte decidirá a disputa',
    },
    open: (url) => `Abrir o pedido: ${url}`,
  },
  de: {
    subject: (order, deadline) => `Bitte antworte auf den Streitfall zu Bestellung ${order} vor ${deadline}`,
    waiting: {
      seller: (order) =>
        `der Käufer der Bestellung ${order} hat einen Streitfall eröffnet und wartet auf deine Antwort.`,
      buyer: (order) =>
        `der Verkäufer der Bestellung ${order} hat auf deinen Streitfall geantwortet und wartet auf deine Antwort.`,
    },
    answer: (deadline, onSilence) => `Antworte vor ${deadline}: Wenn du nicht antwortest, ${onSilence}.`,
    onSilence: {
      refund: 'wird dem Käufer der Betrag automatisch erstattet',
      release: 'wird die Zahlung automatisch an den Verkäufer freigegeben',
      staff: 'entscheidet unser Support-Team den Streitfall',
    },
    open: (url) => `Bestellung öffnen: ${url}`,
  },
  ru: {
    subject: (order, deadline) => `Ответьте в споре по заказу ${order} до ${deadline}`,
    waiting: {
      seller: (order) => `Покупатель заказа ${order} открыл спор и ждёт вашего ответа.`,
      buyer: (order) => `Продавец заказа ${order} ответил в вашем споре и ждёт вашего ответа.`,
    },
    answer: (deadline, onSilence) => `Ответьте до ${deadline}: если вы не ответите, ${onSilence}.`,
    onSilence: {
      refund: 'покупателю автоматически вернут деньги',
      release: 'оплата будет автоматически перечислена продавцу',
      staff: 'спор решит наша служба поддержки',
    },
    open: (url) => `Открыть заказ: ${url}`,
  },
  ja: {
    subject: (order, deadline) => `${deadline} までに注文 ${order} の申し立てに回答してください`,
    waiting: {
      seller: (order) => `注文 ${order} の購入者が申し立てを行い、あなたの回答を待っています。`,
      buyer: (order) => `注文 ${order} の販売者があなたの申し立てに回答し、あなたの回答を待っています。`,
    },
    answer: (deadline, onSilence) => `${deadline} までに回答してください。回答がない場合、${onSilence}。`,
    onSilence: {
      refund: '購入者に自動的に返金されます',
      release: '代金は自動的に販売者に支払われます',
      staff: 'サポートチームが申し立てを判断します',
    },
    open: (url) => `注文を開く: ${url}`,
  },
  zh: {
    subject: (order, deadline) => `请在 ${deadline} 前回复订单 ${order} 的争议`,
    waiting: {
      seller: (order) => `订单 ${order} 的买家发起了争议，正在等待您的回复。`,
      buyer: (order) => `订单 ${order} 的卖家已回复您的争议，正在等待您的回复。`,
    },
    answer: (deadline, onSilence) => `请在 ${deadline} 前回复：如果您不回复，${onSilence}。`,
    onSilence: {
      refund: '买家将自动获得退款',
      release: '款项将自动放行给卖家',
      staff: '我们的客服团队将裁决此争议',
    },
    open: (url) => `打开订单：${url}`,
  },
};

/** The dispute clock's reminder to the awaited side, a few hours before its deadline passes. */
export function disputeReminderMail(
  recipient: MailRecipient,
  reminder: {
    orderId: string;
    side: 'buyer' | 'seller';
    deadlineAt: Date;
    onSilence: DisputeSilenceOutcome;
    publicOrigin: string;
  },
): OutgoingMail {
  const copy = REMINDER[recipient.locale];
  const number = orderNumber(reminder.orderId);
  const deadline = mailTime(reminder.deadlineAt, recipient.locale);
  return {
    to: recipient.email,
    kind: 'dispute_answer_due',
    subject: copy.subject(number, deadline),
    text: letter(recipient, [
      copy.waiting[reminder.side](number),
      '',
      copy.answer(deadline, copy.onSilence[reminder.onSilence]),
      copy.open(`${reminder.publicOrigin}${orderPath(reminder.orderId)}`),
    ]),
  };
}

interface ClaimCopy {
  opened: (order: string, deadline: string) => string;
  reminder: (order: string, deadline: string) => string;
  /** To the seller: the claim opened (and its reminder). */
  claimed: (order: string) => string;
  /** To the buyer: the seller handed over a replacement. */
  replaced: (order: string) => string;
  onSilence: Record<DisputeSilenceOutcome, string>;
}

const CLAIM: Record<Locale, ClaimCopy> = {
  en: {
    opened: (order, deadline) => `Warranty claim on order ${order}: answer before ${deadline}`,
    reminder: (order, deadline) => `Please answer the warranty claim on order ${order} before ${deadline}`,
    claimed: (order) =>
      `the buyer of order ${order} opened a warranty claim: replace the account or refund it.`,
    replaced: (order) =>
      `the seller of order ${order} handed over a replacement: confirm it works or tell us it does not.`,
    onSilence: {
      refund: 'the buyer is refunded automatically',
      release: 'the claim closes with the replacement',
      staff: 'our support team decides the claim',
    },
  },
  pl: {
    opened: (order, deadline) => `Reklamacja gwarancyjna zamówienia ${order}: odpowiedz przed ${deadline}`,
    reminder: (order, deadline) =>
      `Odpowiedz na reklamację gwarancyjną zamówienia ${order} przed ${deadline}`,
    claimed: (order) =>
      `kupujący zamówienia ${order} złożył reklamację gwarancyjną: wymień konto lub zwróć pieniądze.`,
    replaced: (order) =>
      `sprzedawca zamówienia ${order} przekazał zamiennik: potwierdź, że działa, albo daj nam znać, że nie działa.`,
    onSilence: {
      refund: 'kupujący automatycznie otrzyma zwrot pieniędzy',
      release: 'reklamacja zostanie zamknięta z zamiennikiem',
      staff: 'reklamację rozstrzygnie nasz zespół wsparcia',
    },
  },
  'pt-BR': {
    opened: (order, deadline) => `Reclamação de garantia do pedido ${order}: responda antes de ${deadline}`,
    reminder: (order, deadline) =>
      `Responda à reclamação de garantia do pedido ${order} antes de ${deadline}`,
    claimed: (order) =>
      `o comprador do pedido ${order} abriu uma reclamação de garantia: substitua a conta ou reembolse.`,
    replaced: (order) =>
      `o vendedor do pedido ${order} entregou uma substituição: confirme que funciona ou avise que não funciona.`,
    onSilence: {
      refund: 'o comprador será reembolsado automaticamente',
      release: 'a reclamação será encerrada com a substituição',
      staff: 'nossa equipe de suporte decidirá a reclamação',
    },
  },
  de: {
    opened: (order, deadline) => `Garantieanspruch zu Bestellung ${order}: antworte vor ${deadline}`,
    reminder: (order, deadline) =>
      `Bitte antworte auf den Garantieanspruch zu Bestellung ${order} vor ${deadline}`,
    claimed: (order) =>
      `der Käufer der Bestellung ${order} hat einen Garantieanspruch gestellt: Ersetze das Konto oder erstatte den Betrag.`,
    replaced: (order) =>
      `der Verkäufer der Bestellung ${order} hat einen Ersatz übergeben: Bestätige, dass er funktioniert, oder sag uns, dass nicht.`,
    onSilence: {
      refund: 'wird dem Käufer der Betrag automatisch erstattet',
      release: 'wird der Anspruch mit dem Ersatz geschlossen',
      staff: 'entscheidet unser Support-Team über den Anspruch',
    },
  },
  ru: {
    opened: (order, deadline) => `Гарантийная претензия по заказу ${order}: ответьте до ${deadline}`,
    reminder: (order, deadline) => `Ответьте на гарантийную претензию по заказу ${order} до ${deadline}`,
    claimed: (order) =>
      `Покупатель заказа ${order} подал гарантийную претензию: замените аккаунт или верните деньги.`,
    replaced: (order) =>
      `Продавец заказа ${order} передал замену: подтвердите, что она работает, или сообщите нам, что нет.`,
    onSilence: {
      refund: 'покупателю автоматически вернут деньги',
      release: 'претензия будет закрыта с заменой',
      staff: 'претензию рассмотрит наша служба поддержки',
    },
  },
  ja: {
    opened: (order, deadline) => `注文 ${order} の保証請求: ${deadline} までに回答してください`,
    reminder: (order, deadline) => `${deadline} までに注文 ${order} の保証請求に回答してください`,
    claimed: (order) =>
      `注文 ${order} の購入者が保証請求を行いました。アカウントを交換するか、返金してください。`,
    replaced: (order) =>
      `注文 ${order} の販売者が交換品を渡しました。動作するか確認するか、動作しないことをお知らせください。`,
    onSilence: {
      refund: '購入者に自動的に返金されます',
      release: '保証請求は交換品で終了します',
      staff: 'サポートチームが保証請求を判断します',
    },
  },
  zh: {
    opened: (order, deadline) => `订单 ${order} 的保修申请：请在 ${deadline} 前回复`,
    reminder: (order, deadline) => `请在 ${deadline} 前回复订单 ${order} 的保修申请`,
    claimed: (order) => `订单 ${order} 的买家提出了保修申请：请更换账户或退款。`,
    replaced: (order) => `订单 ${order} 的卖家已提供替换：请确认其可用，或告诉我们无法使用。`,
    onSilence: {
      refund: '买家将自动获得退款',
      release: '保修申请将以替换结案',
      staff: '我们的客服团队将裁决此保修申请',
    },
  },
};

/** A warranty claim's mails: to the seller at once when it opens; the reminder before a deadline. */
export function warrantyClaimMail(
  recipient: MailRecipient,
  claim: {
    orderId: string;
    publicOrigin: string;
  } & (
    | { kind: 'opened'; deadlineAt: Date; onSilence: DisputeSilenceOutcome }
    | { kind: 'reminder'; side: 'buyer' | 'seller'; deadlineAt: Date; onSilence: DisputeSilenceOutcome }
  ),
): OutgoingMail {
  const copy = CLAIM[recipient.locale];
  const reminder = REMINDER[recipient.locale];
  const number = orderNumber(claim.orderId);
  const deadline = mailTime(claim.deadlineAt, recipient.locale);
  const opened = claim.kind === 'opened';
  return {
    to: recipient.email,
    kind: opened ? 'warranty_claim_opened' : 'warranty_claim_answer_due',
    subject: opened ? copy.opened(number, deadline) : copy.reminder(number, deadline),
    text: letter(recipient, [
      opened || claim.side === 'seller' ? copy.claimed(number) : copy.replaced(number),
      '',
      reminder.answer(deadline, copy.onSilence[claim.onSilence]),
      reminder.open(`${claim.publicOrigin}${orderPath(claim.orderId)}`),
    ]),
  };
}
