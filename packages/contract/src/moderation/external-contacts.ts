/**
 * The external-contact detector: finds e-mail addresses, phone numbers, links and bare domains,
 * messenger handles and invitations in text that buyers and sellers write (offer titles and
 * descriptions, later chat), so trades stay on the platform where escrow protects them.
 *
 * It runs in the browser (the offer form) and on the server (the source of truth) with the same
 * result. Pure TypeScript, no dependencies.
 *
 * What counts: anything a person could use to reach someone off the platform. What does not: the
 * ordinary words of game listings, so sellers are not blocked for writing "Area 52", "$19.99",
 * "level 60", "24/7", "100k gold", "Patch 11.0.5", "5v5" or "Discord Nitro 3 months". A messenger
 * named plainly in Latin letters is a product as often as a contact, so it counts only next to a
 * handle, a separator or a contact verb; a disguised spelling ("d1sc0rd", "d i s c o r d", Cyrillic
 * look-alike letters) or a transliteration into another script ("дискорд", "テレグラム", "微信")
 * counts on its own, since nobody disguises a product name.
 */

export type ExternalContactKind = 'email' | 'phone' | 'link' | 'messenger' | 'handle';

export interface ExternalContactFinding {
  kind: ExternalContactKind;
  /** The normalized text that matched (for logs and moderators, not for display to the writer). */
  match: string;
}

/** Latin look-alikes of Cyrillic and Greek letters used to slip past word filters ("dіscord"). */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ɡ: 'g',
  ɑ: 'a',
};

/** Digits and signs standing in for letters inside a word ("d1sc0rd", "teleg@m", "$kype"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Messengers by their Latin spellings, as they appear once disguises are undone. */
const MESSENGER_LATIN = /(?:discord(?:app)?|telegram+|whats?app|watsapp|skype|wechat|weixin|viber)/;
/** Names spelled with a gap between letters ("teleg r a m", "whats app", "sky-pe"). */
const MESSENGER_GAPPED = new RegExp(
  ['discord', 'telegram', 'whatsapp', 'skype'].map((name) => [...name].join('[^\\p{L}\\p{N}]?')).join('|'),
  'gu',
);
/** Spellings that are a messenger and nothing else, even without a handle next to them. */
const MESSENGER_ALWAYS = new RegExp(
  [
    // Cyrillic (ru): Discord, Telegram, WhatsApp, Skype, WeChat, Viber, and slang
    'дис?корд',
    'дискорт',
    'телегр[аa]мм?',
    'телег[аеиу]',
    'в[оа]тс?[аa]пп?',
    'в[оа]ц[аa]пп?',
    'в[оа]тсап',
    'скайп',
    'вич[аa]т',
    'вайбер',
    // Japanese (katakana)
    'ディスコード',
    'ディスコ[ー]?ド',
    'テレグラム',
    'ワッツ?アップ',
    'スカイプ',
    'ウィーチャット',
    'ライン(?:id|ＩＤ|アイディー)',
    // Chinese: WeChat and its disguises, QQ slang, Telegram ("电报", "纸飞机")
    '微信',
    '威信',
    '薇信',
    '维信',
    '徽信',
    'v信',
    '加v',
    '加微',
    '扣扣',
    '企鹅号',
    'qq号',
    'qq群',
    '加q',
    '电报',
    '纸飞机',
  ].join('|'),
);

/** Words that ask someone to get in touch, in the seven languages. */
const CONTACT_VERBS = [
  // en
  'add',
  'contact',
  'message',
  'msg',
  'dm',
  'pm',
  'write',
  'text',
  'reach',
  'ping',
  'call',
  'hit me',
  'find me',
  'join',
  'my',
  'on',
  'via',
  'through',
  'over',
  // pl
  'napisz',
  'pisz',
  'dodaj',
  'kontakt',
  'mój',
  'moj',
  'na',
  'przez',
  // de
  'schreib',
  'schreibe',
  'schreibt',
  'kontaktiere',
  'mein',
  'meine',
  'über',
  'ueber',
  'auf',
  'adde',
  'per',
  // pt-BR
  'chama',
  'chame',
  'me chama',
  'contato',
  'meu',
  'adicione',
  'pelo',
  'no',
  // ru
  'пиши',
  'напиши',
  'пишите',
  'напишите',
  'добавь',
  'добавляй',
  'связь',
  'мой',
  'в',
  'через',
  // ja, zh
  '連絡',
  '追加',
  '加',
  '联系',
  '私聊',
];
const CONTACT_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${CONTACT_VERBS.map(escapeRegExp).join('|')})(?:[^\\p{L}\\p{N}]{1,3}(?:me|us|our|mnie|nasz\\p{L}*|mir|uns|mich|unser\\p{L}*|nosso|мне|нам|наш\\p{L}*)?[^\\p{L}\\p{N}]{0,3}(?:on|at|in|na|auf|über|no|pelo|в)?)?[^\\p{L}\\p{N}]{0,3}$`,
  'u',
);
/** After a messenger's name: a separator, an id word, an invitation word or a handle-like token. */
const HANDLE_AFTER =
  /^(?:\s*[:：=>@#]|\s*[-–—]+>?\s*\S|\s+(?:id|nick|name|username|tag|handle|invite|inv|link|group|channel|server invite|ник|группа|канал|グループ|群|号)\b|\s+@?(?=[\p{L}\p{N}._#]*\p{L})(?=[\p{L}\p{N}._#]*[\p{N}_#])[\p{L}\p{N}._#]{3,})/u;

/** Top-level domains a bare domain can end in (the common ones and those link shorteners use). */
const TLDS =
  'com|net|org|info|biz|io|gg|tv|co|uk|us|ru|su|pl|de|br|jp|cn|xyz|ly|link|app|dev|site|online|store|shop|top|club|pro|fun|space|live|tk|ml|ga|cf|gq|vip|cc|ws|to|eu|fr|es|nl|se|ch|cz|ua|kz|by|lt|lv|ee|ro|hu|gr|pt|tr|kr|hk|tw|mx|ar|cl|au|ca|nz|sg|ph|vn|th|me|in|it|at|be|рф';
/** TLDs that are also everyday words: a bare "x.me" counts only with a longer name or a path. */
const WORDLIKE_TLDS = new Set(['me', 'in', 'it', 'at', 'be', 'to', 'co', 'us', 'no', 'so']);
/** Hosts that are contacts by themselves, however short. */
const CONTACT_HOSTS =
  /(?:^|[^\p{L}\p{N}])(?:t|wa|vk|line|qq|wx|u\.wechat|telegram|discord|discordapp)\.(?:me|gg|cc|com|org)\b/u;
const DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}@._-])((?:[\\p{L}\\p{N}-]+\\.)+)(${TLDS})(?![\\p{L}\\p{N}])(\\/)?`,
  'gu',
);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** "name@gmail" with the top-level domain left out. */
const EMAIL_PROVIDER =
  /[\p{L}\p{N}._%+-]+@(?:gmail|googlemail|hotmail|outlook|live|yahoo|icloud|proton(?:mail)?|mail|yandex|ya|rambler|gmx|web|wp|onet|interia|o2|uol|bol|qq|163|126|foxmail|sina)\b/u;
const HANDLE = /(?:^|[^\p{L}\p{N}._%+-])@[\p{L}\p{N}_]{4,}/u;
const DISCORD_TAG = /(?:^|[^\p{L}\p{N}])[\p{L}\p{N}_.]{2,32}#\d{4}(?!\p{N})/u;

/** Sequences of 9 to 15 digits with the separators people put in phone numbers. */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}])(\+\s*)?\(?\d(?:[\s\-.()]{0,3}\d){8,14}(?![\p{N}])/gu;
/** Quantities and prices, which are long numbers too: "100 000 000 gold", "1.000.000.000 kamas". */
const QUANTITY_UNITS =
  'k|kk|m|b|bn|mil|mln|g|gp|gil|gold|silver|coins?|kinah|adena|mesos?|zeny|kamas|aurum|plat(?:inum)?|credits?|isk|robux|v-?bucks|gems?|crystals?|primogems?|orbs?|souls?|runes?|divines?|chaos|exp|xp|rp|mmr|elo|points?|pts|dmg|damage|hp|usd|eur|euro|pln|zł|zl|brl|rub|руб|₽|золот\\p{L}*|серебр\\p{L}*|адены?|кинар|ゴールド|金|币|万|億|万円|円';
const QUANTITY_AFTER = new RegExp(`^\\s*(?:${QUANTITY_UNITS})(?![\\p{L}])`, 'iu');
const QUANTITY_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${QUANTITY_UNITS})[\\s:=]*$`, 'iu');
const CURRENCY_BEFORE = /[$€£¥₽]\s*$/u;

/** Versions, dates and times are digits with dots and dashes that are no phone numbers. */
const NOT_PHONE_PATTERNS = [
  /\b(?:patch|version|ver|v|update|build)\.?\s*\d+(?:\.\d+)+/giu,
  /\b\d{4}[-./]\d{1,2}[-./]\d{1,2}\b/gu,
  /\b\d{1,2}[-./]\d{1,2}[-./]\d{2,4}\b/gu,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/gu,
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** NFKC turns full-width and other compatibility forms ("１２３", "ｄｉｓｃｏｒｄ", "ⓓ") into plain ones. */
function baseForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '');
}

function withoutLookalikes(text: string): string {
  let out = '';
  for (const char of text) out += LOOKALIKES[char] ?? char;
  return out;
}

/** "d i s c o r d", "d.i.s.c.o.r.d", "6 0 0 7 0 0": runs of single characters become one word. */
function joinSpelledOut(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][\s.\-_*·,/\\]{1,2}){3,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu,
    (run) => run.replace(/[^\p{L}\p{N}]/gu, ''),
  );
}

/** Leet inside words that hold a letter: "d1sc0rd" → "discord", while "level 60" stays. */
function withoutLeet(text: string): string {
  return text.replace(/[\p{L}\p{N}@$!|]+/gu, (word) => {
    if (!/\p{L}/u.test(word) || !/[0-9@$!|]/.test(word)) return word;
    let out = '';
    for (const char of word) out += LEET[char] ?? char;
    return out;
  });
}

/** "name at gmail dot com", "name (at) gmail [dot] com", "собака", "arroba", "点". */
function withSpelledSymbols(text: string): string {
  return text
    .replace(
      /\s*[([{<]\s*(?:at|собака|собачка|małpa|malpa|arroba|アット|艾特)\s*[)\]}>]\s*|\s+(?:at|собака|собачка|małpa|malpa|arroba|アット|艾特)\s+(?=[\p{L}\p{N}-]+\s*(?:[([{<]\s*)?(?:\.|dot|точка|kropka|punkt|ponto|ドット|点))/gu,
      '@',
    )
    .replace(
      /\s*[([{<]\s*(?:dot|точка|kropka|punkt|ponto|ドット|点)\s*[)\]}>]\s*|\s+(?:dot|точка|kropka|punkt|ponto|ドット)\s+|点/gu,
      '.',
    )
    .replace(/[。．｡]/gu, '.');
}

function findDomains(text: string, findings: ExternalContactFinding[]) {
  if (/(?:https?|ftp)\s*:\s*\/\/|www\s*\./u.test(text)) {
    findings.push({
      kind: 'link',
      match: text.match(/(?:https?|ftp)\s*:\s*\/\/\S*|www\s*\.\S*/u)?.[0] ?? 'www',
    });
  }
  const contactHost = CONTACT_HOSTS.exec(text);
  if (contactHost) findings.push({ kind: 'link', match: contactHost[0].trim() });
  for (const match of text.matchAll(DOMAIN)) {
    const labels = (match[1] ?? '').slice(0, -1);
    const tld = match[2] ?? '';
    const hasPath = match[3] === '/';
    const last = labels.split('.').pop() ?? '';
    // "60.eu" and "1.5.it" are numbers, not hosts.
    if (!/\p{L}/u.test(last)) continue;
    if (WORDLIKE_TLDS.has(tld) && !hasPath && last.length < 3) continue;
    findings.push({ kind: 'link', match: match[0] });
  }
}

/** Spaced-out dots in hosts ("t . me/x", "discord . gg"), kept only where a host follows. */
function withTightDots(text: string): string {
  return text
    .replace(
      new RegExp(
        `([\\p{L}\\p{N}])\\s+\\.\\s*(?=(?:${TLDS})(?:\\s*\\/|(?![\\p{L}\\p{N}])))|([\\p{L}\\p{N}])\\s*\\.\\s+(?=(?:${TLDS})\\s*\\/)`,
        'gu',
      ),
      '$1$2.',
    )
    .replace(/(\.(?:[a-z]{2,6}))\s+\/\s*/gu, '$1/');
}

function findPhones(text: string, findings: ExternalContactFinding[]) {
  let cleaned = text;
  for (const pattern of NOT_PHONE_PATTERNS) cleaned = cleaned.replace(pattern, ' ');
  for (const match of cleaned.matchAll(PHONE_CANDIDATE)) {
    const international = Boolean(match[1]);
    const start = match.index ?? 0;
    const after = cleaned.slice(start + match[0].length);
    const before = cleaned.slice(0, start);
    if (
      !international &&
      (QUANTITY_AFTER.test(after) || QUANTITY_BEFORE.test(before) || CURRENCY_BEFORE.test(before))
    )
      continue;
    findings.push({ kind: 'phone', match: match[0].trim() });
  }
}

function findMessengers(plain: string, skeleton: string, findings: ExternalContactFinding[]) {
  const always = MESSENGER_ALWAYS.exec(skeleton);
  if (always) findings.push({ kind: 'messenger', match: always[0] });

  const latin = new RegExp(MESSENGER_LATIN.source, 'gu');
  for (const match of skeleton.matchAll(latin)) {
    const name = match[0];
    // Written in a disguise: nobody disguises a product name.
    if (!plain.includes(name)) {
      findings.push({ kind: 'messenger', match: name });
      continue;
    }
    const start = match.index ?? 0;
    const before = skeleton.slice(Math.max(0, start - 24), start);
    const after = skeleton.slice(start + name.length, start + name.length + 40);
    if (CONTACT_BEFORE.test(before) || HANDLE_AFTER.test(after))
      findings.push({ kind: 'messenger', match: name });
  }

  for (const match of skeleton.matchAll(MESSENGER_GAPPED)) {
    if (/[^\p{L}]/u.test(match[0])) findings.push({ kind: 'messenger', match: match[0] });
  }

  // QQ numbers (5–11 digits) and LINE ids; both names are ordinary letters otherwise ("qq", "line").
  const qq = /(?<![\p{L}])qq\s*[:：=#-]?\s*\d{5,11}\b|(?<![\p{L}])qq\s*[:：=]/u.exec(skeleton);
  if (qq) findings.push({ kind: 'messenger', match: qq[0] });
  const line =
    /(?<![\p{L}])(?:line|ライン)\s*(?:id\b|ＩＤ|[:：=@])|(?:add|加|追加)\s*(?:me\s*)?(?:on\s*)?(?:line|ライン)\b/u.exec(
      skeleton,
    );
  if (line) findings.push({ kind: 'messenger', match: line[0] });
}

/**
 * Every external contact in `text`, or an empty list. Several findings may describe one contact
 * ("add me on discord: name#1234" is a messenger and a handle).
 */
export function findExternalContacts(text: string): ExternalContactFinding[] {
  if (text.trim() === '') return [];
  const findings: ExternalContactFinding[] = [];
  const plain = baseForm(text);
  const latin = withoutLookalikes(plain);
  // Spelled symbols are words of their scripts ("собака", "точка"): undone before look-alikes are.
  const spelled = withTightDots(joinSpelledOut(withoutLookalikes(withSpelledSymbols(plain))));

  const email = EMAIL.exec(spelled) ?? EMAIL_PROVIDER.exec(spelled);
  if (email) findings.push({ kind: 'email', match: email[0] });
  findDomains(email ? spelled.replace(email[0], ' ') : spelled, findings);

  findPhones(joinSpelledOut(plain), findings);

  const handle = HANDLE.exec(spelled.replace(EMAIL, ' '));
  if (handle) findings.push({ kind: 'handle', match: handle[0].trim() });
  const tag = DISCORD_TAG.exec(plain);
  if (tag) findings.push({ kind: 'handle', match: tag[0].trim() });

  // Native scripts are searched in the plain form, Latin names in the undisguised one.
  const skeleton = withoutLeet(joinSpelledOut(latin));
  findMessengers(plain, skeleton, findings);
  const native = MESSENGER_ALWAYS.exec(plain);
  if (native && !findings.some((finding) => finding.match === native[0])) {
    findings.push({ kind: 'messenger', match: native[0] });
  }
  return findings;
}

export function hasExternalContacts(text: string): boolean {
  return findExternalContacts(text).length > 0;
}
