import type { Locale } from '@lootmarket/i18n/locale-detection';
import { letter, type MailRecipient } from '../mail/mail-copy';
import type { OutgoingMail } from '../mail/mailer';
import { CONFIRMATION_CODE_TTL_MS } from './confirmation-codes.service';

// In the reader's language (users.locale; mail/mail-copy.ts).

interface TwoFactorSetupCopy {
  subject: string;
  intro: string;
  validity: (minutes: number) => string;
  notYou: string;
  signOut: (url: string) => string;
  support: (url: string) => string;
}

const TWO_FACTOR_SETUP: Record<Locale, TwoFactorSetupCopy> = {
  en: {
    subject: 'Your code to turn on two-factor sign-in at Lootmarket',
    intro:
      'two-factor sign-in is being turned on for your Lootmarket account, with a new authenticator app. Your code to confirm it:',
    validity: (m) =>
      `It works once, for this setup only, for ${m} minutes. Never give it to anyone: Lootmarket staff never ask for it.`,
    notYou:
      'If this was not you, someone is signed in to your account and wants to add their own authenticator:',
    signOut: (url) =>
      `1. Do not use or pass on this code, and sign out everywhere else in My account: ${url}`,
    support: (url) => `2. Write to support at ${url} if anything in your account changed.`,
  },
  pl: {
    subject: 'Twój kod do włączenia logowania dwuskładnikowego w Lootmarket',
    intro:
      'dla Twojego konta Lootmarket włączane jest logowanie dwuskładnikowe z nową aplikacją uwierzytelniającą. Twój kod, aby to potwierdzić:',
    validity: (m) =>
      `Działa jeden raz, tylko dla tej konfiguracji, przez ${m} minut. Nigdy nikomu go nie podawaj: pracownicy Lootmarket nigdy o niego nie proszą.`,
    notYou:
      'Jeśli to nie Ty, ktoś jest zalogowany na Twoje konto i chce dodać własną aplikację uwierzytelniającą:',
    signOut: (url) =>
      `1. Nie używaj tego kodu ani nikomu go nie przekazuj i wyloguj wszystkie inne sesje w Moim koncie: ${url}`,
    support: (url) => `2. Jeśli coś na Twoim koncie się zmieniło, napisz do pomocy technicznej: ${url}`,
  },
  'pt-BR': {
    subject: 'Seu código para ativar o login em duas etapas na Lootmarket',
    intro:
      'o login em duas etapas está sendo ativado na sua conta da Lootmarket, com um novo app autenticador. Seu código para confirmar:',
    validity: (m) =>
      `Ele funciona uma vez, só para esta configuração, por ${m} minutos. Nunca o passe a ninguém: a equipe da Lootmarket nunca pede esse código.`,
    notYou: 'Se não foi você, alguém está conectado à sua conta e quer adicionar o próprio autenticador:',
    signOut: (url) => `1. Não use nem repasse este código e encerre as outras sessões em Minha conta: ${url}`,
    support: (url) => `2. Se algo mudou na sua conta, escreva para o suporte: ${url}`,
  },
  de: {
    subject: 'Dein Code zum Einschalten der Zwei-Faktor-Anmeldung bei Lootmarket',
    intro:
      'für dein Lootmarket-Konto wird die Zwei-Faktor-Anmeldung mit einer neuen Authenticator-App eingeschaltet. Dein Code zur Bestätigung:',
    validity: (m) =>
      `Er gilt einmal, nur für diese Einrichtung, ${m} Minuten lang. Gib ihn niemandem weiter: Das Lootmarket-Team fragt nie danach.`,
    notYou:
      'Wenn du das nicht warst, ist jemand in deinem Konto angemeldet und möchte seinen eigenen Authenticator hinzufügen:',
    signOut: (url) =>
      `1. Verwende diesen Code nicht, gib ihn nicht weiter und melde dich in Mein Konto überall sonst ab: ${url}`,
    support: (url) => `2. Falls sich in deinem Konto etwas geändert hat, schreib dem Support: ${url}`,
  },
  ru: {
    subject: 'Ваш код для включения двухфакторного входа в Lootmarket',
    intro:
      'Для вашего аккаунта Lootmarket включается двухфакторный вход с новым приложением-аутентификатором. Ваш код для подтверждения:',
    validity: (m) =>
      `Код действует один раз, только для этой настройки, в течение ${m} минут. Никому его не сообщайте: сотрудники Lootmarket никогда его не спрашивают.`,
    notYou: 'Если это были не вы, кто-то вошёл в ваш аккаунт и хочет добавить свой аутентификатор:',
    signOut: (url) =>
      `1. Не используйте и никому не передавайте этот код и завершите все остальные сеансы в личном кабинете: ${url}`,
    support: (url) => `2. Если в аккаунте что-то изменилось, напишите в поддержку: ${url}`,
  },
  ja: {
    subject: 'Lootmarket の 2 段階認証を有効にするためのコード',
    intro:
      'Lootmarket アカウントで、新しい認証アプリによる 2 段階認証が有効にされようとしています。確認用のコード:',
    validity: (m) =>
      `このコードはこの設定に限り、${m} 分間、1 回だけ使えます。誰にも教えないでください。Lootmarket のスタッフがコードを尋ねることはありません。`,
    notYou:
      '心当たりがない場合、誰かがあなたのアカウントにログインしていて、自分の認証アプリを追加しようとしています:',
    signOut: (url) =>
      `1. このコードを使ったり他人に渡したりせず、マイアカウントで他のすべての端末からログアウトしてください: ${url}`,
    support: (url) => `2. アカウントに変更があった場合は、サポートに連絡してください: ${url}`,
  },
  zh: {
    subject: '您在 Lootmarket 开启两步验证的验证码',
    intro: '您的 Lootmarket 账户正在使用新的身份验证器应用开启两步验证。用于确认的验证码：',
    validity: (m) =>
      `此验证码仅可使用一次，仅限本次设置，有效期 ${m} 分钟。请勿告诉任何人：Lootmarket 工作人员绝不会索要验证码。`,
    notYou: '如果这不是您本人的操作，说明有人已登录您的账户并想添加自己的身份验证器：',
    signOut: (url) => `1. 请勿使用或转交此验证码，并在“我的账户”中退出其他所有设备：${url}`,
    support: (url) => `2. 如果您的账户有任何变动，请联系客服：${url}`,
  },
};

/**
 * The code that turns two-factor sign-in on for an account without a password: it proves the mailbox,
 * and it tells the owner when someone else, signed in to the account, adds an authenticator.
 */
export function twoFactorSetupCodeMail(
  recipient: MailRecipient,
  code: string,
  publicOrigin: string,
): OutgoingMail {
  const copy = TWO_FACTOR_SETUP[recipient.locale];
  return {
    to: recipient.email,
    kind: 'two_factor_setup_code',
    subject: copy.subject,
    text: letter(recipient, [
      copy.intro,
      '',
      `    ${code}`,
      '',
      copy.validity(CONFIRMATION_CODE_TTL_MS / 60_000),
      '',
      copy.notYou,
      copy.signOut(`${publicOrigin}/profile/dashboard/`),
      copy.support(`${publicOrigin}/contact-us/`),
    ]),
  };
}
