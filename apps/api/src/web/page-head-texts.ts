import { CATEGORY_NAMES_EN, type CategorySlug } from '@lootmarket/contract';
import type { Locale } from '@lootmarket/i18n/locale-detection';

/**
 * The words of a page's head (page-head.ts) in every language of the app: the meta descriptions per
 * page type, the Open Graph locale, and the names the breadcrumbs use. The category names and "Games"
 * are the web's own (packages/i18n's catalogs: `catalog.category.*`, `layout.footer.games.title`),
 * copied here because the API does not load the web's catalogs; test/page-head.test.ts fails when
 * they drift apart.
 */
export interface HeadCopy {
  /** Open Graph's locale (`language_TERRITORY`). */
  ogLocale: string;
  home: string;
  games: string;
  game: (game: string) => string;
  market: (game: string, category: string) => string;
  offer: (title: string, price: string, game: string, category: string) => string;
  faq: string;
  contact: string;
  legal: string;
  gamesCrumb: string;
  categories: Record<CategorySlug, string>;
}

export const HEAD_COPY: Record<Locale, HeadCopy> = {
  en: {
    ogLocale: 'en_US',
    home: 'Lootmarket: buy and sell in-game currency, items, accounts, keys, boosting and gift cards, with payment held in escrow until you confirm delivery.',
    games:
      'Every game on Lootmarket: in-game currency, items, accounts, keys and more from sellers, with payment held in escrow until you confirm delivery.',
    game: (game) =>
      `Buy ${game} currency, items, accounts and more from sellers on Lootmarket, with payment held in escrow until you confirm delivery.`,
    market: (game, category) =>
      `${game} ${category}: compare offers from sellers on Lootmarket, with payment held in escrow until you confirm delivery.`,
    offer: (title, price, game, category) =>
      `${title}: ${price} on Lootmarket (${game}, ${category}). Payment held in escrow until you confirm delivery.`,
    faq: 'Answers to common questions about buying and selling on Lootmarket: payments, delivery, escrow, warranty and disputes.',
    contact: 'Contact Lootmarket support about an order, a payment or your account.',
    legal: "Lootmarket's legal documents: terms of service, seller terms and privacy policy.",
    gamesCrumb: 'Games',
    categories: CATEGORY_NAMES_EN,
  },
  pl: {
    ogLocale: 'pl_PL',
    home: 'Lootmarket: kupuj i sprzedawaj walutę w grach, przedmioty, konta, klucze, boosting i karty podarunkowe, a płatność czeka w depozycie, aż potwierdzisz dostawę.',
    games:
      'Wszystkie gry na Lootmarket: waluta w grach, przedmioty, konta, klucze i więcej od sprzedawców, z płatnością w depozycie do potwierdzenia dostawy.',
    game: (game) =>
      `Kupuj walutę, przedmioty, konta i więcej do ${game} od sprzedawców na Lootmarket, z płatnością w depozycie do potwierdzenia dostawy.`,
    market: (game, category) =>
      `${game} – ${category}: porównaj oferty sprzedawców na Lootmarket, z płatnością w depozycie do potwierdzenia dostawy.`,
    offer: (title, price, game, category) =>
      `${title}: ${price} na Lootmarket (${game}, ${category}). Płatność czeka w depozycie, aż potwierdzisz dostawę.`,
    faq: 'Odpowiedzi na częste pytania o kupowanie i sprzedawanie na Lootmarket: płatności, dostawa, depozyt, gwarancja i spory.',
    contact: 'Skontaktuj się z pomocą Lootmarket w sprawie zamówienia, płatności lub konta.',
    legal: 'Dokumenty prawne Lootmarket: regulamin, warunki dla sprzedawców i polityka prywatności.',
    gamesCrumb: 'Gry',
    categories: {
      account: 'Konta',
      gold: 'Złoto',
      coins: 'Monety',
      items: 'Przedmioty',
      keys: 'Klucze',
      boosting: 'Boosting',
      services: 'Usługi',
      top_up: 'Doładowania',
      gift_cards: 'Karty podarunkowe',
      coaching: 'Coaching',
      guides: 'Poradniki',
      dlc: 'Dodatki DLC',
      game_pass: 'Game Pass',
      twitch_drops: 'Dropy z Twitcha',
      prime_gaming: 'Prime Gaming',
      offline_activation: 'Aktywacja offline',
      other: 'Inne',
    },
  },
  'pt-BR': {
    ogLocale: 'pt_BR',
    home: 'Lootmarket: compre e venda moedas de jogos, itens, contas, chaves, boosting e cartões-presente, com o pagamento retido em custódia até você confirmar a entrega.',
    games:
      'Todos os jogos no Lootmarket: moedas de jogos, itens, contas, chaves e mais de vendedores, com o pagamento em custódia até você confirmar a entrega.',
    game: (game) =>
      `Compre moedas, itens, contas e mais de ${game} de vendedores no Lootmarket, com o pagamento em custódia até você confirmar a entrega.`,
    market: (game, category) =>
      `${game} – ${category}: compare ofertas de vendedores no Lootmarket, com o pagamento em custódia até você confirmar a entrega.`,
    offer: (title, price, game, category) =>
      `${title}: ${price} no Lootmarket (${game}, ${category}). Pagamento em custódia até você confirmar a entrega.`,
    faq: 'Respostas às perguntas frequentes sobre comprar e vender no Lootmarket: pagamentos, entrega, custódia, garantia e disputas.',
    contact: 'Fale com o suporte do Lootmarket sobre um pedido, um pagamento ou a sua conta.',
    legal:
      'Documentos legais do Lootmarket: termos de serviço, termos do vendedor e política de privacidade.',
    gamesCrumb: 'Jogos',
    categories: {
      account: 'Contas',
      gold: 'Ouro',
      coins: 'Moedas',
      items: 'Itens',
      keys: 'Chaves',
      boosting: 'Boosting',
      services: 'Serviços',
      top_up: 'Recargas',
      gift_cards: 'Cartões-presente',
      coaching: 'Coaching',
      guides: 'Guias',
      dlc: 'DLCs',
      game_pass: 'Game Pass',
      twitch_drops: 'Drops da Twitch',
      prime_gaming: 'Prime Gaming',
      offline_activation: 'Ativação offline',
      other: 'Outros',
    },
  },
  de: {
    ogLocale: 'de_DE',
    home: 'Lootmarket: Spielwährung, Items, Accounts, Keys, Boosting und Geschenkkarten kaufen und verkaufen – die Zahlung bleibt treuhänderisch verwahrt, bis du die Lieferung bestätigst.',
    games:
      'Alle Spiele auf Lootmarket: Spielwährung, Items, Accounts, Keys und mehr von Verkäufern, die Zahlung treuhänderisch verwahrt, bis du die Lieferung bestätigst.',
    game: (game) =>
      `${game}: Währung, Items, Accounts und mehr von Verkäufern auf Lootmarket kaufen – die Zahlung bleibt treuhänderisch verwahrt, bis du die Lieferung bestätigst.`,
    market: (game, category) =>
      `${game} – ${category}: Angebote von Verkäufern auf Lootmarket vergleichen, die Zahlung treuhänderisch verwahrt, bis du die Lieferung bestätigst.`,
    offer: (title, price, game, category) =>
      `${title}: ${price} auf Lootmarket (${game}, ${category}). Die Zahlung bleibt treuhänderisch verwahrt, bis du die Lieferung bestätigst.`,
    faq: 'Antworten auf häufige Fragen zum Kaufen und Verkaufen auf Lootmarket: Zahlung, Lieferung, Treuhand, Garantie und Streitfälle.',
    contact: 'Kontaktiere den Lootmarket-Support zu einer Bestellung, einer Zahlung oder deinem Konto.',
    legal:
      'Die rechtlichen Dokumente von Lootmarket: Nutzungsbedingungen, Verkäuferbedingungen und Datenschutzerklärung.',
    gamesCrumb: 'Spiele',
    categories: {
      account: 'Accounts',
      gold: 'Gold',
      coins: 'Münzen',
      items: 'Items',
      keys: 'Keys',
      boosting: 'Boosting',
      services: 'Dienstleistungen',
      top_up: 'Aufladungen',
      gift_cards: 'Geschenkkarten',
      coaching: 'Coaching',
      guides: 'Guides',
      dlc: 'DLCs',
      game_pass: 'Game Pass',
      twitch_drops: 'Twitch-Drops',
      prime_gaming: 'Prime Gaming',
      offline_activation: 'Offline-Aktivierung',
      other: 'Sonstiges',
    },
  },
  ru: {
    ogLocale: 'ru_RU',
    home: 'Lootmarket: покупайте и продавайте игровую валюту, предметы, аккаунты, ключи, бустинг и подарочные карты — оплата хранится на гарантийном счёте, пока вы не подтвердите получение.',
    games:
      'Все игры на Lootmarket: игровая валюта, предметы, аккаунты, ключи и многое другое от продавцов, оплата на гарантийном счёте до подтверждения получения.',
    game: (game) =>
      `${game}: покупайте валюту, предметы, аккаунты и многое другое у продавцов на Lootmarket — оплата хранится на гарантийном счёте, пока вы не подтвердите получение.`,
    market: (game, category) =>
      `${game} — ${category}: сравните предложения продавцов на Lootmarket, оплата на гарантийном счёте до подтверждения получения.`,
    offer: (title, price, game, category) =>
      `${title}: ${price} на Lootmarket (${game}, ${category}). Оплата хранится на гарантийном счёте, пока вы не подтвердите получение.`,
    faq: 'Ответы на частые вопросы о покупках и продажах на Lootmarket: оплата, доставка, гарантийный счёт, гарантия и споры.',
    contact: 'Свяжитесь с поддержкой Lootmarket по вопросу заказа, оплаты или аккаунта.',
    legal:
      'Юридические документы Lootmarket: условия использования, условия для продавцов и политика конфиденциальности.',
    gamesCrumb: 'Игры',
    categories: {
      account: 'Аккаунты',
      gold: 'Золото',
      coins: 'Монеты',
      items: 'Предметы',
      keys: 'Ключи',
      boosting: 'Бустинг',
      services: 'Услуги',
      top_up: 'Пополнение',
      gift_cards: 'Подарочные карты',
      coaching: 'Коучинг',
      guides: 'Гайды',
      dlc: 'Дополнения (DLC)',
      game_pass: 'Game Pass',
      twitch_drops: 'Дропы Twitch',
      prime_gaming: 'Prime Gaming',
      offline_activation: 'Офлайн-активация',
      other: 'Другое',
    },
  },
  ja: {
    ogLocale: 'ja_JP',
    home: 'Lootmarket：ゲーム内通貨、アイテム、アカウント、キー、代行・ブースト、ギフトカードを売買。受け取りを確認するまで代金はエスクローで保管されます。',
    games:
      'Lootmarket のすべてのゲーム：ゲーム内通貨、アイテム、アカウント、キーなどを出品者から購入。受け取りを確認するまで代金はエスクローで保管されます。',
    game: (game) =>
      `${game} の通貨、アイテム、アカウントなどを Lootmarket の出品者から購入。受け取りを確認するまで代金はエスクローで保管されます。`,
    market: (game, category) =>
      `${game}・${category}：Lootmarket の出品を比較。受け取りを確認するまで代金はエスクローで保管されます。`,
    offer: (title, price, game, category) =>
      `${title}：${price}（${game}・${category}、Lootmarket）。受け取りを確認するまで代金はエスクローで保管されます。`,
    faq: 'Lootmarket での売買に関するよくある質問：支払い、受け渡し、エスクロー、保証、紛争。',
    contact: '注文、支払い、アカウントについて Lootmarket サポートにお問い合わせください。',
    legal: 'Lootmarket の法的文書：利用規約、出品者規約、プライバシーポリシー。',
    gamesCrumb: 'ゲーム',
    categories: {
      account: 'アカウント',
      gold: 'ゴールド',
      coins: 'コイン',
      items: 'アイテム',
      keys: 'キー',
      boosting: '代行・ブースト',
      services: 'サービス',
      top_up: 'チャージ',
      gift_cards: 'ギフトカード',
      coaching: 'コーチング',
      guides: '攻略ガイド',
      dlc: 'ダウンロードコンテンツ',
      game_pass: 'Game Pass',
      twitch_drops: 'Twitch ドロップ',
      prime_gaming: 'Prime Gaming',
      offline_activation: 'オフライン認証',
      other: 'その他',
    },
  },
  zh: {
    ogLocale: 'zh_CN',
    home: 'Lootmarket：买卖游戏货币、道具、账号、激活码、代练和礼品卡，款项由平台托管，确认收货后才放款。',
    games:
      'Lootmarket 上的所有游戏：向卖家购买游戏货币、道具、账号、激活码等，款项由平台托管，确认收货后才放款。',
    game: (game) =>
      `在 Lootmarket 向卖家购买 ${game} 的游戏货币、道具、账号等，款项由平台托管，确认收货后才放款。`,
    market: (game, category) =>
      `${game} · ${category}：比较 Lootmarket 上卖家的报价，款项由平台托管，确认收货后才放款。`,
    offer: (title, price, game, category) =>
      `${title}：${price}（${game} · ${category}，Lootmarket）。款项由平台托管，确认收货后才放款。`,
    faq: '关于在 Lootmarket 买卖的常见问题：付款、交付、托管、质保和纠纷。',
    contact: '就订单、付款或账户问题联系 Lootmarket 客服。',
    legal: 'Lootmarket 的法律文件：服务条款、卖家条款和隐私政策。',
    gamesCrumb: '游戏',
    categories: {
      account: '账号',
      gold: '金币',
      coins: '硬币',
      items: '道具',
      keys: '激活码',
      boosting: '代练',
      services: '服务',
      top_up: '充值',
      gift_cards: '礼品卡',
      coaching: '陪练指导',
      guides: '攻略',
      dlc: '可下载内容',
      game_pass: 'Game Pass',
      twitch_drops: 'Twitch 掉宝',
      prime_gaming: 'Prime Gaming',
      offline_activation: '离线激活',
      other: '其他',
    },
  },
};
