import { describe, expect, it } from 'vitest';
import { findExternalContacts, hasExternalContacts } from './external-contacts';

/** Ways people slip a contact into an offer or a chat; each one must be caught. */
const MUST_CATCH: string[] = [
  // e-mail
  'Contact me: goldseller@gmail.com',
  'mail me at pro.booster+wow@outlook.de for bulk',
  'name at gmail dot com',
  'name (at) gmail (dot) com',
  'name [at] proton [dot] me',
  'seller@gmail',
  'gmаil: trader@gmаil.com',
  'пишите на почту ivan собака mail точка ru',
  'ｓｅｌｌｅｒ＠ｇｍａｉｌ．ｃｏｍ',
  'kontakt: jan.kowalski@wp.pl',
  // phone numbers
  'Call +48 600 700 800',
  'whatsapp me +1 (555) 123-4567',
  '600 700 800 call me after 6pm',
  '6 0 0 7 0 0 8 0 0',
  '+7 912 345-67-89',
  '+４８ ６００ ７００ ８００',
  'tel. 0049 170 1234567',
  '+55 11 91234-5678 me chama',
  'my number is 555.123.4567 text me',
  '電話 090-1234-5678',
  '手机 138 0013 8000',
  // links and bare domains
  'Cheaper on www.goldshop.com',
  'see https://example.org/offer',
  'http://bit.ly/xyz',
  'goldfarm.ru has more',
  'buy on cheapgold . com',
  'join t.me/goldchannel',
  't . me/goldseller',
  'discord.gg/abcdef for deals',
  'discord . gg / abc123',
  'wa.me/48600700800',
  'line.me/ti/p/abc',
  'visit mystore dot com for discounts',
  'g2g-seller.xyz',
  // messengers with handles, invitations and disguises
  'add me on discord: trader#1234',
  'Discord: goldking_99',
  'my discord is goldking',
  'dm me on Discord for cheaper price',
  'trader#4821',
  'Join our Discord for giveaways',
  'd1sc0rd goldking',
  'd i s c o r d',
  'dіscord (Cyrillic i)',
  'Telegram @goldseller',
  'tg @cheapgold2024',
  '@goldseller_pl',
  'telegram: gold_shop',
  'teleg r a m',
  'what s app goldshop',
  'sky-pe: goldshop',
  'tele9ram goldshop',
  'WhatsApp: +48 600 700 800',
  'whats app me 600700800',
  'wh4tsapp',
  'skype: live:goldshop',
  '$kype goldshop',
  'WeChat ID: wx_gold88',
  'QQ 123456789',
  'QQ: 12345678',
  'LINE ID: goldshop',
  'add me on LINE goldjp',
  // other scripts
  'пиши в дискорд',
  'мой телеграм goldseller',
  'телега: goldshop',
  'пиши в вотсап',
  'ватсап 89123456789',
  'скайп goldshop',
  'テレグラムで連絡ください',
  'ディスコードで連絡',
  'ラインID: gold',
  '加微信 gold88',
  '微信',
  '加V信',
  'QQ号 12345678',
  '扣扣 12345678',
  'napisz na discordzie: goldpl#1234',
  'schreib mir auf Discord: goldde',
  'me chama no whatsapp',
  'me chama no zap 11 91234-5678',
];

/** Ordinary words of game listings; none of them may be flagged. */
const MUST_PASS: string[] = [
  'Area 52',
  'EU-Draenor, Horde side',
  'Twisting Nether (EU)',
  'Stormrage US',
  '$19.99 only',
  '€4.50 per 1000 gold',
  'level 60',
  'Level 1-80 leveling in 3 days',
  '24/7 online, fast delivery',
  '100k gold',
  '10 000 000 Silver',
  '1 000 000 000 kamas in stock',
  '100.000.000 adena',
  'Patch 11.0.5 ready',
  'Version 2.4.1',
  '5v5 ranked',
  'x10 rates server',
  'Diamond 4 to Master',
  'Rank #1 seller',
  '#1 in EU',
  'Delivery on 2024-05-12',
  'Valid until 31.12.2025',
  'Starting at 18:30 CET',
  'Mythic+ 20 keys, 8 runs',
  'ilvl 639 gear',
  'Discord Nitro 3 months gift card',
  'Skype credit 10 USD',
  'Skype 10 USD voucher',
  'Front line boosting service',
  'Line of sight macro guide',
  'Raid on Saturday at 20:00',
  'Buy 2 @ $5 each',
  'Fast and safe, hand farmed, no bots',
  'Account with 120 champions and 45 skins',
  'Vanguard Season 5, Premium Pass',
  'Ready in 20 minutes, we chat through the order page',
  'Gold Rush PL – the biggest stock on the server',
  'Genshin Impact AR 55, 5* characters',
  'V-Bucks 13 500',
  '2800 Robux gift card',
  'CS2 Prime account, 2000 hours',
  'PlayStation Network 50 EUR',
  'Coaching by a Grandmaster player, 1.5 hours',
  'e.g. mounts, pets, toys',
  'Boost from Silver 2 to Gold 1',
  'Price per 1k: 0.45',
  'Mr. Smith guides – i.e. the best',
  'Uldum 1.0 route, 7.5 kk per hour',
  'Золото на сервере Гордунни, быстрая доставка',
  'Прокачка персонажа до 80 уровня за 2 дня',
  'Konto z 50 postaciami, szybka dostawa',
  'Gold auf EU-Blackhand, sofortige Lieferung',
  'Conta com 200 skins, entrega rápida',
  '原神 账号 55级',
  '金币 100万 快速发货',
  'ゴールド 100万 即納',
  'レベル60 アカウント',
  'Server: Ravencrest EU, faction Alliance',
  'Orders 24/7, reply within 5 min',
  'Tier list v2.0 for season 3',
  'Top 500 Overwatch boost',
  'Ships in 1-3 days (EU/NA/ASIA)',
  'Price: 1,299.00 USD',
  'Apex coins 11500 (10000 + 1500 bonus)',
  'Runescape 1b gp',
  'Dota 2 MMR 5000 → 6000',
  'Open 9-21, weekends too',
];

describe('external-contact detector', () => {
  it('has at least 60 must-catch and 60 must-pass cases', () => {
    expect(MUST_CATCH.length).toBeGreaterThanOrEqual(60);
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(MUST_CATCH)('catches %s', (text) => {
    expect(findExternalContacts(text)).not.toEqual([]);
  });

  it.each(MUST_PASS)('lets %s pass', (text) => {
    expect(findExternalContacts(text)).toEqual([]);
  });

  it('says what kind of contact it found', () => {
    const kinds = (text: string) => findExternalContacts(text).map((finding) => finding.kind);
    expect(kinds('mail me: a.b@gmail.com')).toContain('email');
    expect(kinds('+48 600 700 800')).toContain('phone');
    expect(kinds('goldfarm.ru')).toContain('link');
    expect(kinds('d1sc0rd')).toContain('messenger');
    expect(kinds('trader#1234')).toContain('handle');
    expect(hasExternalContacts('')).toBe(false);
  });
});
