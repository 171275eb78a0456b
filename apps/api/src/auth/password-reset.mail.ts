import type { Locale } from '@lootmarket/i18n/locale-detection';
import { GREETING } from '../mail/mail-copy';
import { escapeHtml, type OutgoingMail } from '../mail/mailer';

export const PASSWORD_RESET_MAIL_KINDS = {
  link: 'password-reset',
  noAccount: 'password-reset-no-account',
} as const;

interface ResetCopy {
  subject: string;
  intro: string;
  validity: string;
  notYou: string;
}

interface NoAccountCopy {
  subject: string;
  body: string;
  register: string;
  notYou: string;
}

/** The mail with the link, in every language of the app (the reader chose theirs on the page). */
const RESET_COPY: Record<Locale, ResetCopy> = {
  en: {
    subject: 'Reset your Lootmarket password',
    intro:
      'someone, perhaps you, asked to set a new password for your Lootmarket account. Open this link to choose one:',
    validity: 'The link works once, for 1 hour. Setting a new password signs you out on every device.',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  pl: {
    subject: 'Zresetuj hasło do Lootmarket',
    intro:
      'ktoś, być może Ty, poprosił o ustawienie nowego hasła do Twojego konta Lootmarket. Otwórz ten link, aby je wybrać:',
    validity:
      'Link działa jeden raz, przez 1 godzinę. Ustawienie nowego hasła wyloguje Cię na wszystkich urządzeniach.',
    notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostaje bez zmian.',
  },
  'pt-BR': {
    subject: 'Redefina sua senha da Lootmarket',
    intro:
      'alguém, talvez você, pediu para definir uma nova senha para sua conta da Lootmarket. Abra este link para escolher uma:',
    validity:
      'O link funciona uma vez, por 1 hora. Definir uma nova senha encerra sua sessão em todos os dispositivos.',
    notYou: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  },
  de: {
    subject: 'Setze dein Lootmarket-Passwort zurück',
    intro:
      'jemand, vielleicht du, möchte ein neues Passwort für dein Lootmarket-Konto festlegen. Öffne diesen Link, um eines zu wählen:',
    validity:
      'Der Link funktioniert einmal, 1 Stunde lang. Ein neues Passwort meldet dich auf allen Geräten ab.',
    notYou: 'Wenn du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.',
  },
  ru: {
    subject: 'Сброс пароля Lootmarket',
    intro:
      'Кто-то, возможно вы, запросил новый пароль для вашего аккаунта Lootmarket. Откройте эту ссылку, чтобы задать его:',
    validity:
      'Ссылка действует один раз в течение 1 часа. После смены пароля вы выйдете из аккаунта на всех устройствах.',
    notYou: 'Если это были не вы, просто проигнорируйте это письмо: ваш пароль не изменится.',
  },
  ja: {
    subject: 'Lootmarket のパスワードの再設定',
    intro:
      'Lootmarket アカウントの新しいパスワードの設定が依頼されました。次のリンクを開いて新しいパスワードを決めてください:',
    validity:
      'リンクは 1 時間以内に 1 回だけ使えます。新しいパスワードを設定すると、すべての端末でログアウトされます。',
    notYou: '心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  zh: {
    subject: '重置您的 Lootmarket 密码',
    intro: '有人（也许是您）请求为您的 Lootmarket 账户设置新密码。请打开此链接设置新密码：',
    validity: '此链接仅可使用一次，有效期 1 小时。设置新密码后，您将在所有设备上退出登录。',
    notYou: '如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。',
  },
};

/** The answer to a reset asked for an address without an account: the same work, and a useful hint. */
const NO_ACCOUNT_COPY: Record<Locale, NoAccountCopy> = {
  en: {
    subject: 'Lootmarket password reset',
    body: 'Someone, perhaps you, asked to reset the Lootmarket password of this email address, but no Lootmarket account uses it. If you have an account, you may have registered with another address. To create an account, open:',
    register: 'Create an account',
    notYou: 'If you did not ask for this, ignore this mail.',
  },
  pl: {
    subject: 'Reset hasła Lootmarket',
    body: 'Ktoś, być może Ty, poprosił o reset hasła Lootmarket dla tego adresu e-mail, ale żadne konto Lootmarket go nie używa. Jeśli masz konto, być może zarejestrowałeś się innym adresem. Aby założyć konto, otwórz:',
    register: 'Załóż konto',
    notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
  'pt-BR': {
    subject: 'Redefinição de senha da Lootmarket',
    body: 'Alguém, talvez você, pediu para redefinir a senha da Lootmarket deste endereço de e-mail, mas nenhuma conta da Lootmarket o usa. Se você tem uma conta, talvez tenha se cadastrado com outro endereço. Para criar uma conta, abra:',
    register: 'Criar uma conta',
    notYou: 'Se não foi você, ignore este e-mail.',
  },
  de: {
    subject: 'Lootmarket-Passwort zurücksetzen',
    body: 'Jemand, vielleicht du, möchte das Lootmarket-Passwort dieser E-Mail-Adresse zurücksetzen, aber kein Lootmarket-Konto nutzt sie. Wenn du ein Konto hast, hast du dich vielleicht mit einer anderen Adresse registriert. Um ein Konto zu erstellen, öffne:',
    register: 'Konto erstellen',
    notYou: 'Wenn du das nicht warst, ignoriere diese Mail.',
  },
  ru: {
    subject: 'Сброс пароля Lootmarket',
    body: 'Кто-то, возможно вы, запросил сброс пароля Lootmarket для этого адреса, но ни один аккаунт Lootmarket его не использует. Если у вас есть аккаунт, возможно, вы зарегистрировались с другим адресом. Чтобы создать аккаунт, откройте:',
    register: 'Создать аккаунт',
    notYou: 'Если это были не вы, проигнорируйте это письмо.',
  },
  ja: {
    subject: 'Lootmarket のパスワード再設定',
    body: 'このメールアドレスの Lootmarket パスワードの再設定が依頼されましたが、このアドレスを使う Lootmarket アカウントはありません。アカウントをお持ちの場合は、別のアドレスで登録したのかもしれません。アカウントを作成するには次を開いてください:',
    register: 'アカウントを作成',
    notYou: '心当たりがない場合は、このメールを無視してください。',
  },
  zh: {
    subject: 'Lootmarket 密码重置',
    body: '有人（也许是您）请求重置此邮箱地址的 Lootmarket 密码，但没有任何 Lootmarket 账户使用该地址。如果您有账户，可能是用其他地址注册的。如需创建账户，请打开：',
    register: '创建账户',
    notYou: '如果这不是您本人的操作，请忽略此邮件。',
  },
};

/** The reset link: the token is in the fragment, which browsers never send, so no server logs it. */
export function passwordResetMail(options: {
  to: string;
  username: string;
  token: string;
  origin: string;
  locale: Locale;
}): OutgoingMail {
  const copy = RESET_COPY[options.locale];
  const link = `${options.origin}/login/reset/#token=${encodeURIComponent(options.token)}`;
  return {
    to: options.to,
    kind: PASSWORD_RESET_MAIL_KINDS.link,
    subject: copy.subject,
    text: `${GREETING[options.locale](options.username)}\n\n${copy.intro}\n${link}\n\n${copy.validity}\n${copy.notYou}\n`,
    html: `<p>${escapeHtml(GREETING[options.locale](options.username))}</p><p>${escapeHtml(copy.intro)}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(copy.validity)}</p><p>${escapeHtml(copy.notYou)}</p>`,
  };
}

export function passwordResetNoAccountMail(options: {
  to: string;
  origin: string;
  locale: Locale;
}): OutgoingMail {
  const copy = NO_ACCOUNT_COPY[options.locale];
  const link = `${options.origin}/register/`;
  return {
    to: options.to,
    kind: PASSWORD_RESET_MAIL_KINDS.noAccount,
    subject: copy.subject,
    text: `${copy.body}\n${link}\n\n${copy.notYou}\n`,
    html: `<p>${escapeHtml(copy.body)}</p><p><a href="${link}">${escapeHtml(copy.register)}</a></p><p>${escapeHtml(copy.notYou)}</p>`,
  };
}
