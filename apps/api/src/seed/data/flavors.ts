/**
 * Listing vocabulary per game: what sellers really write in titles (ranks, items, lots, services) and the
 * price ranges those things trade at, in US dollars. The offer generator falls back to category-wide wording
 * for anything a game does not list here.
 */
export type UsdRange = readonly [min: number, max: number];
/** [what is sold, lowest usual price, highest usual price] in USD. */
export type Priced = readonly [name: string, minUsd: number, maxUsd: number];
/** [product, list price in USD] for things with an official price (packs, keys, subscriptions). */
export type ListPriced = readonly [name: string, usd: number];

export interface AccountFlavor {
  usd: UsdRange;
  /** `{rank}` becomes a rank from the game's ladder (the price follows it), `{n}` a count. */
  cores: readonly string[];
  extras: readonly string[];
}

export interface GameListingFlavor {
  /** The name sellers put in titles ('WoW', 'OSRS', 'CS2'). */
  short?: string;
  /** Currency lots: [lot label, USD per lot min, max]. */
  currencyLots?: readonly Priced[];
  /** Lots for the 'coins' category when it differs from the main currency (Tibia Coins next to gold). */
  coinLots?: readonly Priced[];
  tradeMethods?: readonly string[];
  /** Rank ladder, lowest first. */
  ranks?: readonly string[];
  rankLabel?: string;
  accounts?: AccountFlavor;
  items?: readonly Priced[];
  boosts?: readonly Priced[];
  services?: readonly Priced[];
  coaching?: readonly Priced[];
  guides?: readonly Priced[];
  other?: readonly Priced[];
  drops?: readonly Priced[];
  topUps?: readonly ListPriced[];
  keys?: readonly ListPriced[];
  dlc?: readonly ListPriced[];
  passes?: readonly ListPriced[];
  giftCardName?: string;
  /** Gift cards of a game without regional servers (V-Bucks cards, Roblox cards). */
  giftCards?: readonly ListPriced[];
}

/** 'Iron' x ['3','2','1'] -> Iron 3, Iron 2, Iron 1, then the apex tiers as they are. */
function ladder(
  tiers: readonly string[],
  divisions: readonly string[],
  apex: readonly string[] = [],
): string[] {
  return [...tiers.flatMap((tier) => divisions.map((division) => `${tier} ${division}`)), ...apex];
}

const LOL_RANKS = ladder(
  ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'],
  ['IV', 'III', 'II', 'I'],
  ['Master', 'Grandmaster', 'Challenger'],
);
const LOL_SKINS = [
  'Elementalist Lux',
  'PROJECT: Yasuo',
  'Spirit Blossom Ahri',
  "K/DA ALL OUT Kai'Sa",
  'Pulsefire Ezreal',
  'Dark Star Thresh',
  'God Fist Lee Sin',
  'Championship Riven',
  'Star Guardian Jinx',
  'DJ Sona',
  'Arcade Miss Fortune',
  'Soul Fighter Samira',
];
const HOYO_PACKS = (currency: string, pass: string): ListPriced[] => [
  [pass, 4.99],
  [`60 ${currency}`, 0.99],
  [`300+30 ${currency}`, 4.99],
  [`980+110 ${currency}`, 14.99],
  [`1980+260 ${currency}`, 29.99],
  [`3280+600 ${currency}`, 49.99],
  [`6480+1600 ${currency}`, 99.99],
];
const GACHA_ACCOUNT_EXTRAS = [
  'AR / TL reroll, email can be changed',
  'unbound email, no payment history',
  '40+ pulls saved',
  'all pity counters reset',
  'full access',
  'server of your choice',
];

export const GAME_FLAVORS: Readonly<Record<string, GameListingFlavor>> = {
  'world-of-warcraft': {
    short: 'WoW',
    currencyLots: [
      ['10k Gold', 0.6, 1.0],
      ['50k Gold', 2.8, 4.6],
      ['100k Gold', 5, 9],
      ['250k Gold', 12, 21],
      ['1M Gold', 46, 80],
    ],
    tradeMethods: ['face-to-face trade', 'mailbox', 'auction house buyout', 'guild bank deposit'],
    ranks: ['1400', '1600', '1800', '2000', '2100', '2400'],
    rankLabel: 'Arena 3v3 rating',
    accounts: {
      usd: [25, 900],
      cores: [
        'max-level Fury Warrior, full Mythic track gear',
        'Gladiator title Subtlety Rogue',
        '{n} mounts, collector',
        '6 max-level alts, all professions',
        'Ahead of the Curve every tier since Legion',
        'Spectral Tiger mount, Mage main',
        'Holy Paladin with Cutting Edge, 30k achievement points',
      ],
      extras: [
        'original email',
        'all expansions active',
        'Mage Tower skins',
        '400k gold included',
        'Collector’s Edition pets',
      ],
    },
    items: [
      ['Reins of the Spectral Tiger (TCG code)', 180, 420],
      ['Bind-on-Equip epic crafting set', 25, 90],
      ['Swift Spectral Tiger mount', 250, 600],
      ['Armored Bloodwing mount', 6, 15],
      ['Transmog bundle: Tier 2 set pieces', 20, 60],
    ],
    boosts: [
      ['Mythic+ 10 run, timed, any dungeon', 12, 30],
      ['Mythic+ 15 key, timed, loot funneled', 35, 80],
      ['Keystone Master: Season achievement', 90, 220],
      ['Current raid Heroic full clear with loot', 40, 120],
      ['Mythic raid boss kill, armour-type funnel', 60, 200],
      ['Levelling to max level in 24 hours', 25, 60],
      ['Glory of the Raider meta achievement + mount', 70, 180],
      ['Delves: 5 runs at the highest tier', 15, 40],
    ],
    services: [
      ['Professions 1–100 levelling (two professions)', 30, 70],
      ['Renown grind to max with every faction', 20, 60],
      ['Loremaster achievement farming', 40, 90],
      ['Old raid transmog farming, 10 raids of your choice', 15, 45],
      ['Pet battle collection levelling, 25 pets to 25', 10, 30],
    ],
    coaching: [
      ['Mythic+ coaching by a Title player, live session (2h)', 25, 60],
      ['Arena coaching by a Gladiator, VOD review + duo games', 30, 80],
    ],
    guides: [
      ['Gold making guide: crafting and auction house flipping (PDF)', 5, 20],
      ['Mythic+ route pack with timers for the current season', 4, 12],
      ['Transmog farming routes for every class (PDF)', 3, 10],
    ],
    other: [
      ['WeakAuras and UI setup for your spec', 10, 25],
      ['Addon profile and keybind optimisation', 8, 20],
      ['Guild bank and guild transfer help', 15, 40],
    ],
    keys: [
      ['60 Days Game Time – EU', 29.99],
      ['60 Days Game Time – US', 29.99],
      ['30 Days Game Time – EU', 14.99],
      ['The War Within – Epic Edition key (EU)', 89.99],
      ['WoW Token via Battle.net Balance – 20 USD', 20],
    ],
  },
  'wow-classic': {
    short: 'WoW Classic',
    currencyLots: [
      ['100 Gold', 1.5, 4],
      ['500 Gold', 7, 18],
      ['1000 Gold', 13, 34],
      ['5000 Gold', 60, 160],
    ],
    tradeMethods: ['face-to-face trade', 'mailbox', 'auction house buyout'],
    accounts: {
      usd: [30, 600],
      cores: [
        'level 60 Undead Mage, full Tier 2',
        'level 60 Warrior with Thunderfury',
        'Hardcore level 60 Hunter, never died',
        'level 60 Priest, epic mount and Benediction',
        'two level 60s, Engineering + Alchemy',
      ],
      extras: [
        'original email',
        'Classic Era + Anniversary realms',
        'epic mount',
        '300 gold included',
        'pre-raid BiS',
      ],
    },
    boosts: [
      ['Dungeon boost 1–60, mage AoE cleave', 45, 120],
      ['Molten Core full clear with loot priority', 30, 90],
      ["Zul'Gurub raid carry, Bloodlord mount attempt", 25, 70],
      ['Scarlet Monastery AoE runs, 10 clears', 10, 25],
      ['Hardcore safe levelling 1–60 by a veteran', 120, 260],
    ],
    services: [
      ['Epic mount gold farming + training', 60, 150],
      ['Profession levelling 1–300', 20, 60],
      ['Onyxia attunement quest chain', 15, 40],
    ],
    items: [
      ['Arcanite Reaper', 20, 45],
      ['Hand of Ragnaros materials', 80, 180],
      ['Lionheart Helm', 25, 60],
    ],
    other: [
      ['Summoning service to any raid entrance', 3, 8],
      ['World buff timings and Onyxia head pop scheduling', 5, 15],
    ],
  },
  'old-school-runescape': {
    short: 'OSRS',
    currencyLots: [
      ['10M GP', 1.8, 2.8],
      ['50M GP', 9, 14],
      ['100M GP', 18, 28],
      ['500M GP', 88, 138],
      ['1B GP', 175, 270],
    ],
    tradeMethods: ['trade at the Grand Exchange', 'trade in Falador Park', 'trade at Edgeville bank'],
    accounts: {
      usd: [20, 1200],
      cores: [
        'maxed main, 2277 total, Infernal cape',
        'Ironman, quest cape, 1900+ total',
        '1 Defence pure, 99 Strength, Barrows gloves',
        'zerker pure with Fire cape',
        'skiller, 99 Fishing and Woodcutting',
        'main with Twisted bow and {n} KC at Chambers of Xeric',
      ],
      extras: [
        'original email',
        'bank value listed in description',
        'hand-trained, no bans',
        '50M GP in bank',
      ],
    },
    items: [
      ['Twisted bow', 250, 420],
      ['Scythe of vitur', 180, 300],
      ["Tumeken's shadow", 220, 380],
      ['Bandos armour set', 5, 9],
      ['Abyssal whip', 0.5, 1],
      ['Dragon warhammer', 6, 11],
    ],
    boosts: [
      ['Fire cape, any combat stats', 15, 45],
      ['Infernal cape by a specialist', 90, 220],
      ['Quest cape, all quests completed by hand', 120, 300],
      ['Chambers of Xeric 10 KC carry', 30, 70],
      ['Achievement diaries: all Elite', 140, 320],
    ],
    services: [
      ['99 Slayer, hand-trained', 160, 320],
      ['1–99 Agility via rooftop courses', 110, 220],
      ['70/70/70 melee stats from 1', 35, 90],
      ['Barrows gloves: Recipe for Disaster', 40, 90],
      ['Music cape unlock', 60, 140],
    ],
    guides: [
      ['Ironman efficiency guide with gear progression (PDF)', 4, 12],
      ['Money-making methods under 70 combat (PDF)', 3, 9],
    ],
  },
  'runescape-3': {
    short: 'RS3',
    currencyLots: [
      ['100M GP', 1.5, 2.6],
      ['500M GP', 7, 12.5],
      ['1B GP', 14, 24],
      ['5B GP', 68, 115],
    ],
    tradeMethods: ['trade at the Grand Exchange', 'trade in Burthorpe'],
    accounts: {
      usd: [25, 800],
      cores: [
        'maxed main, 120 Invention, Completionist cape',
        'Ironman with Trimmed Completionist cape',
        'combat main, 99 all combat, T90 gear',
        'skiller with 120 Herblore',
      ],
      extras: ['original email', 'membership active', '2B GP in bank', 'all quests'],
    },
    items: [
      ['Zaros godsword', 8, 16],
      ['Praesul codex', 10, 20],
      ['Fractured Staff of Armadyl', 30, 55],
    ],
    boosts: [
      ['Fight Kiln: TokHaar-Kal', 15, 40],
      ['Zuk Cape (TzKal-Zuk)', 60, 160],
      ['Raksha kill count, 25 kills', 20, 55],
    ],
    services: [
      ['99 Slayer, hand-trained', 90, 200],
      ['120 Invention', 120, 260],
      ['Quest Point cape', 80, 180],
    ],
  },
  'path-of-exile-2': {
    short: 'PoE 2',
    currencyLots: [
      ['10 Divine Orbs', 2.5, 6],
      ['50 Divine Orbs', 12, 28],
      ['100 Divine Orbs', 23, 55],
      ['100 Exalted Orbs', 1, 3],
      ['1000 Exalted Orbs', 8, 22],
    ],
    tradeMethods: ['trade in your hideout', 'currency exchange trade', 'party invite and trade'],
    accounts: {
      usd: [40, 500],
      cores: [
        'level 95 Infernalist with mirror-tier gear',
        'level 92 Deadeye, 150 Divine stash',
        'all Ascendancies unlocked, 6 characters',
        'level 97 Titan with a full end-game atlas',
      ],
      extras: ['Supporter packs included', 'Early Access key', 'stash tabs bought', 'all campaign acts done'],
    },
    items: [
      ['Headhunter', 60, 140],
      ['Mageblood', 140, 320],
      ['Perfect Jeweller’s Orb x5', 3, 8],
      ['6-socket Expert Bow, 400% pDPS', 25, 80],
      ['Well-rolled +3 minions sceptre', 10, 35],
    ],
    boosts: [
      ['Campaign boost Act 1 to endgame, any class', 15, 40],
      ['Ascendancy trials: all points unlocked', 20, 55],
      ['Pinnacle boss kills: Arbiter of Ash carry', 25, 70],
      ['Atlas passive tree completion', 30, 80],
    ],
    services: [
      ['Build crafting and gear upgrade session', 15, 50],
      ['Waystone farming, 40 tier 15+ maps', 20, 60],
    ],
    guides: [
      ['League starter build guide with levelling routes (PDF)', 4, 12],
      ['Crafting guide: exalting and omen usage', 3, 9],
    ],
  },
  'path-of-exile': {
    short: 'PoE',
    currencyLots: [
      ['10 Divine Orbs', 1.5, 4],
      ['50 Divine Orbs', 7, 18],
      ['100 Divine Orbs', 14, 35],
      ['500 Chaos Orbs', 2, 5],
      ['Mirror of Kalandra', 90, 200],
    ],
    tradeMethods: ['trade in your hideout', 'party invite and trade'],
    accounts: {
      usd: [50, 700],
      cores: [
        'level 100 character in Standard, mirror-tier gear',
        '{n} stash tabs, premium tabs and hideouts',
        'Challenge 40/40 totems and pets',
      ],
      extras: ['Supporter packs included', 'all Ascendancies', 'Standard stash worth 1500 Divine'],
    },
    items: [
      ['Mageblood', 150, 330],
      ['Headhunter', 45, 110],
      ['Awakened Empower Support (level 5)', 40, 90],
      ['Voices (7 passives) jewel', 20, 45],
    ],
    boosts: [
      ['Uber Pinnacle bosses carry, all eight', 40, 110],
      ['Campaign to Act 10 in 2 hours', 10, 25],
      ['Challenge completion: 24 challenges', 45, 120],
    ],
    services: [
      ['Atlas completion with bonus objectives', 35, 90],
      ['Level 100 experience farming from 95', 60, 150],
    ],
  },
  'diablo-4': {
    short: 'D4',
    currencyLots: [
      ['100M Gold', 0.5, 1],
      ['1B Gold', 2, 4.5],
      ['5B Gold', 9, 20],
      ['10B Gold', 17, 38],
    ],
    tradeMethods: ['in-game trade in Kyovashad', 'drop trade in town'],
    accounts: {
      usd: [20, 300],
      cores: [
        'Paragon 300 Necromancer, all Mythic Uniques',
        'level 60 Rogue with Vessel of Hatred',
        'five seasonal characters at Paragon 200+',
        'Paragon 250 Spiritborn, Pit 100 clear',
      ],
      extras: ['Vessel of Hatred expansion', 'all renown unlocked', 'Battle Pass premium unlocked'],
    },
    items: [
      ['Shroud of False Death (Mythic Unique)', 12, 35],
      ['Harlequin Crest, Greater Affixes', 15, 40],
      ["Tyrael's Might", 10, 30],
      ['Grandfather, 2 Greater Affixes', 20, 55],
      ['Resplendent Spark x3', 8, 22],
    ],
    boosts: [
      ['Pit tier 100 clear', 25, 70],
      ['Level 1–60 power-levelling, seasonal', 15, 35],
      ['Paragon 200 to 300', 30, 80],
      ['Uber Lilith kill, self-play or piloted', 15, 45],
      ['Tormented boss farming, 50 runs', 25, 65],
    ],
    services: [
      ['Masterworking to +12 on your full set', 30, 80],
      ['Renown completion on all regions', 20, 50],
      ['Glyph levelling to 100', 20, 55],
    ],
    keys: [
      ['Diablo IV: Vessel of Hatred – Battle.net key', 39.99],
      ['Diablo IV Standard Edition – Xbox key', 69.99],
      ['Diablo IV: Expansion Bundle – PlayStation code', 59.99],
    ],
    guides: [['Season build guide with Pit push gearing (PDF)', 3, 10]],
  },
  'diablo-2-resurrected': {
    short: 'D2R',
    accounts: {
      usd: [20, 200],
      cores: ['level 95 Sorceress with Enigma', 'Hammerdin with Infinity merc', 'four level 85+ characters'],
      extras: ['Lord of Destruction', 'mule accounts included', 'shared stash full'],
    },
    items: [
      ['Enigma Mage Plate', 12, 30],
      ['Infinity Thresher', 10, 25],
      ['Ber Rune', 4, 10],
      ['Jah Rune', 3.5, 9],
      ['Torch of Fire (perfect)', 6, 18],
      ['Grief Phase Blade', 3, 9],
    ],
    boosts: [
      ['Baal runs 1–90 level boost', 15, 40],
      ['Hell Uber Tristram carry', 10, 25],
      ['Terror Zone farming, 5 hours', 10, 30],
    ],
    services: [['Hell Cows and rune farming session', 10, 30]],
  },
  'lost-ark': {
    short: 'Lost Ark',
    currencyLots: [
      ['10k Gold', 0.5, 1],
      ['50k Gold', 2.5, 4.8],
      ['100k Gold', 4.8, 9],
      ['500k Gold', 23, 43],
    ],
    tradeMethods: ['mail delivery', 'auction house listing', 'in-person trade'],
    accounts: {
      usd: [40, 900],
      cores: [
        'roster level {n}, 6 characters at 1640+',
        '1680 Sorceress, full relic engravings',
        'six 1660+ characters, Legacy skills unlocked',
      ],
      extras: ['Platinum Founder’s Pack', 'skins for every character', 'Stronghold level 70'],
    },
    boosts: [
      ['Thaemine Legion raid carry, normal', 25, 60],
      ['Echidna hard mode carry', 30, 70],
      ['Kazeros raid: Act 1 gate clear', 35, 90],
      ['Ark Passive unlock and levelling to 1640', 40, 110],
    ],
    services: [
      ['Rapport maxing with 5 NPCs', 15, 40],
      ['Island Soul collection, 10 islands', 20, 55],
      ['Tower and Cube runs for a month', 30, 70],
    ],
    items: [
      ['Relic engraving books, 20 pages', 5, 15],
      ['Level 10 gems bundle', 30, 90],
    ],
    guides: [['Roster gold-efficiency planner and honing guide (PDF)', 3, 8]],
  },
  'final-fantasy-xiv': {
    short: 'FFXIV',
    currencyLots: [
      ['1M Gil', 1.2, 2.5],
      ['5M Gil', 6, 12],
      ['10M Gil', 11, 23],
      ['50M Gil', 52, 110],
    ],
    tradeMethods: ['trade in Limsa Lominsa', 'market board purchase', 'retainer listing buyout'],
    accounts: {
      usd: [40, 700],
      cores: [
        'all jobs level 100, Dawntrail completed',
        'level 100 Dancer with Ultimate clears',
        'FC house in the Lavender Beds, 250 mounts',
        'Omega Protocol (Ultimate) clear, Paladin main',
      ],
      extras: ['original email', 'all expansions', 'subscription active', 'Collector’s Edition items'],
    },
    boosts: [
      ['Savage raid carry, current tier, any floor', 30, 90],
      ['Ultimate clear: The Unending Coil of Bahamut', 150, 290],
      ['Extreme trial mount farm, 10 runs', 15, 40],
      ['Main story quest completion, one expansion', 40, 110],
    ],
    services: [
      ['Job levelling 1–100, any combat job', 25, 60],
      ['All crafters and gatherers to 100', 120, 280],
      ['Relic weapon (current expansion), full chain', 40, 110],
      ['Gold Saucer MGP farming for mounts', 15, 45],
    ],
    items: [
      ['Tier-set glamour from the market board', 5, 20],
      ['Fat Cat minion from the Gold Saucer', 8, 25],
    ],
    other: [
      ['Housing plot purchase help in Shirogane', 20, 60],
      ['Free Company rank-up and workshop setup', 15, 40],
    ],
    keys: [
      ['Dawntrail expansion – Mog Station code (EU)', 39.99],
      ['60 days game time card', 24.99],
      ['Complete Edition – Steam key', 59.99],
    ],
  },
  'guild-wars-2': {
    short: 'GW2',
    currencyLots: [
      ['100 Gold', 4, 8],
      ['500 Gold', 19, 38],
      ['1000 Gold', 37, 72],
      ['2000 Gold', 72, 140],
    ],
    tradeMethods: ['mail delivery', 'trading post buyout'],
    accounts: {
      usd: [30, 500],
      cores: [
        '{n} legendaries, all expansions',
        'legendary armoury with 2 full sets',
        'Commander tag, 40k achievement points',
      ],
      extras: ['original email', 'all living world episodes', 'mastery points maxed'],
    },
    boosts: [
      ['Raid kill proof carry, one wing', 20, 55],
      ['Fractals CM 98–100 carry', 25, 60],
      ['Legendary armour unlock, full set', 180, 300],
    ],
    services: [
      ['Map completion Central Tyria', 35, 90],
      ['Skyscale mount unlock', 40, 95],
    ],
    items: [
      ['Legendary weapon: Twilight', 90, 180],
      ['Mystic Coins x250', 35, 70],
    ],
    keys: [
      ['Guild Wars 2: Janthir Wilds – key', 24.99],
      ['Guild Wars 2: Secrets of the Obscure – key', 24.99],
      ['Heart of Thorns + Path of Fire bundle', 19.99],
    ],
  },
  'elder-scrolls-online': {
    short: 'ESO',
    currencyLots: [
      ['1M Gold', 3, 6],
      ['5M Gold', 14, 29],
      ['10M Gold', 27, 56],
    ],
    tradeMethods: ['mail delivery', 'guild trader purchase'],
    accounts: {
      usd: [35, 500],
      cores: [
        'CP 2400, all classes at 50',
        'CP 1800, every Chapter unlocked',
        '{n} houses furnished, vampire tank',
      ],
      extras: ['ESO Plus active', 'all DLC', 'Crown Store mounts'],
    },
    boosts: [
      ['Veteran trial carry with achievement', 30, 80],
      ['Godslayer title run', 70, 160],
      ['Champion Points 810 → 1500', 40, 90],
    ],
    services: [
      ['Skyshard and lorebook collection', 20, 60],
      ['Crafting research on all traits', 25, 70],
    ],
    items: [
      ['Perfected Arena weapon', 10, 30],
      ['Gold Jewelry set (Mother’s Sorrow)', 15, 40],
    ],
    topUps: [
      ['750 Crowns', 6.99],
      ['1500 Crowns', 14.99],
      ['3000 Crowns', 24.99],
      ['5500 Crowns', 39.99],
      ['ESO Plus – 3 months', 38.97],
    ],
  },
  'albion-online': {
    short: 'Albion',
    currencyLots: [
      ['1M Silver', 0.5, 1],
      ['10M Silver', 2.2, 4.5],
      ['50M Silver', 10, 21],
      ['100M Silver', 20, 40],
    ],
    tradeMethods: ['trade in Caerleon market', 'buy order at Lymhurst', 'direct trade in town'],
    accounts: {
      usd: [20, 400],
      cores: [
        '{n}M fame, crafting specs 100',
        'premium account with T8 gear sets',
        'guild island and crafting alt',
      ],
      extras: ['premium active', 'Founder’s pack', 'skins and mounts'],
    },
    items: [
      ['T8.3 gear set', 15, 45],
      ['Swiftclaw mount', 8, 20],
      ['Elder’s Mammoth', 60, 150],
    ],
    services: [
      ['Fame farming 10M combat fame', 15, 35],
      ['Gathering specs to 100, one resource', 30, 80],
    ],
    guides: [['Silver-making guide: transport and crafting (PDF)', 3, 8]],
  },
  'new-world': {
    short: 'New World',
    currencyLots: [
      ['10k Coins', 2.5, 5],
      ['50k Coins', 12, 24],
      ['100k Coins', 23, 46],
    ],
    tradeMethods: ['trading post buy order', 'direct trade in a settlement'],
    accounts: {
      usd: [25, 300],
      cores: ['level 65, gear score 725, Rise of the Angry Earth', 'all trade skills 250'],
      extras: ['all expansions', 'legendary artifacts'],
    },
    boosts: [
      ['Gear score 700 → 725 carry', 30, 70],
      ['Hive of Gorgons mutation 3 carry', 20, 50],
    ],
    services: [
      ['Trade skill levelling 0–250', 40, 95],
      ['Artifact unlock quest chain', 15, 40],
    ],
    items: [['Legendary artifact: The Dark Enchanter', 25, 70]],
  },
  'eve-online': {
    short: 'EVE',
    currencyLots: [
      ['1B ISK', 2, 4.5],
      ['5B ISK', 10, 21],
      ['10B ISK', 19, 41],
      ['50B ISK', 92, 200],
    ],
    tradeMethods: ['player trade contract', 'corporation wallet transfer'],
    accounts: {
      usd: [40, 2000],
      cores: [
        '{n}M skill points, Titan-capable',
        'Omega pilot with 80M SP, Carrier V',
        'exploration alt, 30M SP',
      ],
      extras: ['Omega time included', 'clean security status', 'jump clones set up'],
    },
    items: [
      ['PLEX x500 (character transfer)', 15, 28],
      ['Skill injector x5', 12, 24],
      ['Fitted Marauder', 40, 90],
    ],
    services: [['Wormhole site ratting, 5B ISK farm', 20, 45]],
    guides: [['Abyssal deadspace fitting and route guide (PDF)', 3, 9]],
  },
  'black-desert': {
    short: 'BDO',
    accounts: {
      usd: [30, 900],
      cores: [
        '730 gear score, PEN Blackstar weapon',
        'max-level Maegu, 900 AP/DP',
        'family fame 8000, all pets T4',
      ],
      extras: ['Value Pack active', 'costumes on every character', 'Tier 9 horse'],
    },
    boosts: [
      ['Level 61 → 63 power-levelling', 25, 70],
      ['Season character graduation', 30, 80],
    ],
    services: [
      ['Life skill Guru 20 levelling', 60, 150],
      ['Horse training to T9', 40, 100],
    ],
    items: [['PEN Kharazad accessory (enhancement service)', 30, 90]],
    topUps: [
      ['1000 Pearls', 9.99],
      ['2000 Pearls', 19.99],
      ['3000 Pearls', 29.99],
      ['5000 Pearls', 49.99],
      ['Value Pack – 30 days', 14.99],
    ],
  },
  'throne-and-liberty': {
    short: 'T&L',
    currencyLots: [
      ['1k Lucent', 5, 8.5],
      ['5k Lucent', 24, 41],
      ['10k Lucent', 47, 81],
    ],
    tradeMethods: ['auction house buyout', 'guild trade'],
    accounts: {
      usd: [30, 500],
      cores: ['gear score 4000+, two T3 epics', 'level 55, weapon mastery maxed'],
      extras: ['Battle Pass owned', 'all mounts from the pass'],
    },
    boosts: [
      ['Level 1–55 power-levelling', 25, 60],
      ['Tier 3 dungeon carry, 5 clears', 20, 50],
    ],
    services: [
      ['Weapon mastery to max', 35, 90],
      ['Codex completion', 25, 60],
    ],
    items: [
      ['Epic weapon, tier 3', 40, 120],
      ['Archboss weapon materials', 20, 60],
    ],
  },
  maplestory: {
    short: 'MapleStory',
    currencyLots: [
      ['1B Mesos', 1.5, 4],
      ['5B Mesos', 7, 19],
      ['10B Mesos', 14, 37],
      ['50B Mesos', 68, 180],
    ],
    tradeMethods: ['Auction House purchase', 'in-person trade'],
    accounts: {
      usd: [40, 1500],
      cores: [
        'level 280 Bishop, 60k stat',
        'Legion 8000+, eight 260+ characters',
        'level 275 Hero, Genesis weapon',
      ],
      extras: ['Reboot world', 'all Arcane Force maxed', 'Sacred Symbols'],
    },
    boosts: [
      ['Hard Lucid carry', 30, 70],
      ['Black Mage normal carry', 150, 290],
      ['Level 200 → 260 power-levelling', 60, 160],
    ],
    services: [
      ['Legion levelling, 5 characters to 200', 80, 200],
      ['Daily arcane symbols for 30 days', 40, 100],
    ],
    items: [
      ['Pitched Boss set piece', 40, 150],
      ['Genesis Badge', 80, 220],
    ],
  },
  tibia: {
    short: 'Tibia',
    currencyLots: [
      ['1kk Gold', 4.5, 9],
      ['10kk Gold', 42, 88],
      ['50kk Gold', 205, 430],
    ],
    tradeMethods: ['bank transfer in Thais', 'in-person trade at the Thais depot'],
    accounts: {
      usd: [30, 2200],
      cores: [
        'level {n}0 Elite Knight, 120+ skills',
        'level 800 Master Sorcerer',
        'Royal Paladin, all quests and charms',
      ],
      extras: ['original email', 'premium time included', 'outfits and mounts'],
    },
    items: [
      ['Soulcore set', 30, 90],
      ['Falcon shield', 25, 70],
      ['Sanguine weapons set', 60, 180],
    ],
    services: [
      ['Bestiary and charm points farming', 40, 110],
      ['Quest completion: The Secret Library', 30, 80],
    ],
    coinLots: [
      ['250 Tibia Coins', 6, 8],
      ['750 Tibia Coins', 17, 23],
      ['1500 Tibia Coins', 33, 45],
    ],
  },
  dofus: {
    short: 'Dofus',
    currencyLots: [
      ['1M Kamas', 1.5, 5],
      ['10M Kamas', 14, 45],
      ['50M Kamas', 68, 220],
    ],
    tradeMethods: ['échange en jeu (in-game trade)', 'trade in the Astrub bank'],
    accounts: {
      usd: [20, 600],
      cores: [
        'level 200 Iop, full Exo gear',
        'team of 8 level 200 characters',
        'Cra level 200 with Dofus Ocre',
      ],
      extras: ['subscription active', 'all Dofus eggs', 'mounts and pets'],
    },
    items: [
      ['Dofus Ocre', 30, 90],
      ['Exo PA item', 40, 150],
    ],
    services: [
      ['Dofus Ocre quest completion', 40, 110],
      ['Levelling 1–200', 40, 100],
    ],
  },
  'star-wars-the-old-republic': {
    short: 'SWTOR',
    currencyLots: [
      ['100M Credits', 0.5, 1],
      ['500M Credits', 2.5, 5],
      ['1B Credits', 4.5, 9],
      ['5B Credits', 22, 44],
    ],
    tradeMethods: ['mail delivery', 'GTN purchase'],
    accounts: {
      usd: [30, 500],
      cores: ['subscriber since launch, {n} level 80 characters', 'Legacy level 50, all classes'],
      extras: ['original email', 'rare Cartel Market mounts'],
    },
    items: [['Rare Cartel Market armour set', 8, 30]],
    services: [['Class story levelling 1–80', 30, 70]],
  },
  'counter-strike-2': {
    short: 'CS2',
    ranks: ['5,000', '10,000', '15,000', '20,000', '25,000', '30,000'],
    rankLabel: 'Premier rating',
    accounts: {
      usd: [15, 1500],
      cores: [
        'Prime, Premier {rank}, {n}00 hours',
        'FACEIT level 10, Prime, 2000+ hours',
        'Prime, 5-year Veteran Coin',
        'Prime with inventory of {n} skins',
      ],
      extras: ['original email', 'no VAC, no game bans', 'medals from Operation Hydra', 'Steam level 20+'],
    },
    items: [
      ['AK-47 | Redline (Field-Tested)', 30, 55],
      ['AWP | Asiimov (Field-Tested)', 95, 150],
      ['M4A1-S | Printstream (Field-Tested)', 85, 140],
      ['Desert Eagle | Blaze (Factory New)', 450, 700],
      ['Karambit | Doppler (Factory New)', 900, 1600],
      ['Butterfly Knife | Fade (Factory New)', 1800, 2500],
      ['Sport Gloves | Vice (Field-Tested)', 900, 1500],
      ['USP-S | Kill Confirmed (Field-Tested)', 45, 80],
      ['Glock-18 | Water Elemental (Minimal Wear)', 4, 9],
      ['AK-47 | Slate (Factory New)', 3, 7],
    ],
    boosts: [
      ['FACEIT level 4 → 8', 35, 80],
      ['FACEIT level 8 → 10', 60, 140],
      ['Competitive Wins: 10 wins to unlock rank', 10, 25],
    ],
    coaching: [
      ['1-on-1 coaching by a FACEIT level 10 player (2h)', 20, 50],
      ['Demo review with utility line-ups', 15, 35],
    ],
    keys: [['Counter-Strike 2 Prime Status Upgrade – Steam gift', 14.99]],
  },
  'dota-2': {
    short: 'Dota 2',
    ranks: ladder(
      ['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine'],
      ['I', 'III', 'V'],
      ['Immortal'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [20, 600],
      cores: [
        '{rank}, {n}00 games, behaviour score 10,000',
        'calibration-ready smurf, level 30',
        '{rank} with Arcanas',
      ],
      extras: ['original email', 'no low-priority history', '6 Arcanas', 'Dota Plus active'],
    },
    items: [
      ['Manifold Paradox (Phantom Assassin Arcana)', 25, 45],
      ['Fractal Horns of Inner Abysm (Terrorblade Arcana)', 30, 55],
      ['Golden Baby Roshan', 80, 220],
      ['Immortal Treasure bundle', 5, 15],
    ],
    coaching: [['Coaching by an Immortal player: replay analysis + live games', 20, 60]],
  },
  'league-of-legends': {
    short: 'LoL',
    ranks: LOL_RANKS,
    rankLabel: 'rank',
    accounts: {
      usd: [15, 1200],
      cores: [
        'level 30 unranked smurf, ready for ranked',
        'hand-levelled level 30, 40k Blue Essence',
        '{rank}, {n} champions, all runes pages',
        ...LOL_SKINS.map((skin) => `{rank}, {n} skins incl. ${skin}`),
      ],
      extras: [
        'full access, email changeable',
        'honor level 2+',
        'Prestige skins',
        'no bans or chat restrictions',
      ],
    },
    boosts: [
      ['Placement matches: 5 games', 10, 30],
      ['Net wins: 5 wins in your division', 10, 40],
      ['Normal games wins for Arena unlock', 8, 20],
    ],
    coaching: [
      ['Coaching by a Challenger jungler, 2 hours', 25, 70],
      ['VOD review of 3 games with written notes', 15, 40],
    ],
    topUps: [
      ['575 RP', 4.99],
      ['1380 RP', 10.99],
      ['2800 RP', 21.99],
      ['4500 RP', 34.99],
      ['6500 RP', 49.99],
      ['13500 RP', 99.99],
    ],
    drops: [['Prime Gaming loot: Rare skin shard + emote', 1.5, 5]],
  },
  'teamfight-tactics': {
    short: 'TFT',
    ranks: LOL_RANKS,
    rankLabel: 'rank',
    accounts: {
      usd: [15, 400],
      cores: [
        '{rank}, {n} Little Legends',
        '{rank} with Chibi Champions',
        'level 30, unranked and TFT-ready',
      ],
      extras: ['full access', 'arena skins included', 'rare booms'],
    },
    coaching: [['TFT coaching by a Grandmaster player, 2 hours', 20, 55]],
  },
  valorant: {
    short: 'Valorant',
    ranks: ladder(
      ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal'],
      ['1', '2', '3'],
      ['Radiant'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [15, 1500],
      cores: [
        '{rank}, {n} skins incl. Prime Vandal',
        '{rank}, {n} skins incl. Reaver Vandal and Elderflame Operator',
        '{rank}, Champions 2021 Vandal + RGX Butterfly Knife',
        'unranked level 20, ready for competitive',
        '{rank}, Kuronami Vandal and Glitchpop Phantom',
      ],
      extras: [
        'full access, email changeable',
        'all agents unlocked',
        'no penalties',
        'Battle Pass completed',
      ],
    },
    boosts: [
      ['Placement matches: 5 games', 12, 30],
      ['Competitive unlock: level 20 boost', 8, 18],
      ['Net wins: 5 ranked wins', 15, 45],
    ],
    coaching: [
      ['1-on-1 coaching by a Radiant player (2h)', 30, 80],
      ['VOD review and aim routine, Immortal coach', 15, 40],
    ],
    topUps: [
      ['475 VP', 4.99],
      ['1000 VP', 9.99],
      ['2050 VP', 19.99],
      ['3650 VP', 34.99],
      ['5350 VP', 49.99],
      ['11000 VP', 99.99],
    ],
  },
  fortnite: {
    short: 'Fortnite',
    ranks: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Elite', 'Champion', 'Unreal'],
    rankLabel: 'rank',
    accounts: {
      usd: [20, 1500],
      cores: [
        '{n} skins incl. Renegade Raider',
        'OG: Black Knight, Sparkle Specialist',
        '{n} skins incl. Travis Scott and Galaxy',
        'Save the World founder, {n} skins',
      ],
      extras: [
        'full access, email changeable',
        'all Battle Passes since Chapter 1',
        'Crew pack history',
        'PC and console linked',
      ],
    },
    items: [
      ['Save the World: 130 Power Level weapons (x10)', 3, 10],
      ['Save the World: Mythic Lead Survivor', 2, 6],
      ['Save the World: 1000 Perk-UP bundle', 3, 8],
    ],
    boosts: [
      ['Battle Pass tiers 1–100', 20, 60],
      ['Victory Royale carry, 5 wins', 15, 40],
    ],
    topUps: [
      ['1,000 V-Bucks', 8.99],
      ['2,800 V-Bucks', 22.99],
      ['5,000 V-Bucks', 36.99],
      ['13,500 V-Bucks', 89.99],
      ['Fortnite Crew – 1 month', 11.99],
    ],
    giftCardName: 'Fortnite V-Bucks Card',
    giftCards: [
      ['1,000 V-Bucks', 8.99],
      ['2,800 V-Bucks', 22.99],
      ['5,000 V-Bucks', 36.99],
      ['13,500 V-Bucks', 89.99],
    ],
  },
  roblox: {
    short: 'Roblox',
    accounts: {
      usd: [15, 900],
      cores: [
        '2008 join date, {n} limiteds',
        'Korblox Deathspeaker and Headless',
        'email-verified, {n}k Robux spent',
      ],
      extras: ['email and phone removed', 'voice chat enabled', 'Premium subscription history'],
    },
    items: [
      ['Korblox Deathspeaker bundle', 15, 25],
      ['Headless Horseman', 30, 45],
      ['Valkyrie Helm (limited)', 60, 140],
      ['Dominus Empyreus', 1500, 2500],
    ],
    topUps: [
      ['400 Robux', 4.99],
      ['800 Robux', 9.99],
      ['1,700 Robux', 19.99],
      ['4,500 Robux', 49.99],
      ['10,000 Robux', 99.99],
    ],
    giftCardName: 'Roblox Gift Card',
    giftCards: [
      ['10 USD', 10],
      ['25 USD', 25],
      ['50 USD', 50],
      ['100 USD', 100],
    ],
  },
  'grow-a-garden': {
    accounts: {
      usd: [10, 250],
      cores: [
        'late-game garden with {n} mutated crops',
        'Queen Bee and Disco Bee pets',
        'full Bee egg collection',
      ],
      extras: ['Sheckles billions in wallet', 'all gear unlocked', 'email removed'],
    },
    items: [
      ['Raccoon pet', 10, 25],
      ['Disco Bee pet', 12, 30],
      ['Queen Bee pet', 6, 15],
      ['Dragonfly pet', 3, 9],
      ['Candy Blossom seed', 2, 6],
      ['Kitsune pet', 8, 22],
      ['Mimic Octopus pet', 4, 12],
    ],
  },
  'blox-fruits': {
    accounts: {
      usd: [10, 300],
      cores: [
        'max level {n}00, Dragon and Kitsune fruits',
        'level 2800 with Cursed Dual Katana and Soul Guitar',
        'God Human, Leopard awakened',
      ],
      extras: ['all gamepasses', 'Race V4 fully awakened', 'mastery 600 on main fruit'],
    },
    items: [
      ['Kitsune fruit', 6, 14],
      ['Dragon fruit', 7, 18],
      ['Leopard fruit (permanent)', 12, 30],
      ['Dough fruit', 2, 6],
      ['Buddha fruit', 1, 3],
      ['2x Mastery gamepass (gift)', 3, 7],
    ],
    boosts: [
      ['Level 1 → 2800 max level', 8, 25],
      ['Race V4 awakening, full trials', 10, 30],
      ['Mastery 600 on any fruit', 6, 15],
    ],
    services: [
      ['Raid farming: 10 raids for fragments', 5, 15],
      ['Cursed Dual Katana unlock', 8, 20],
    ],
  },
  'adopt-me': {
    accounts: {
      usd: [15, 500],
      cores: ['Shadow Dragon and Frost Dragon', '{n} legendary pets incl. Bat Dragon'],
      extras: ['mega neon pets', 'all vehicles', 'house with furniture'],
    },
    items: [
      ['Shadow Dragon', 25, 60],
      ['Frost Dragon', 12, 30],
      ['Bat Dragon', 18, 40],
      ['Giraffe', 10, 25],
      ['Mega Neon Owl', 30, 70],
      ['Neon Unicorn', 2, 6],
    ],
  },
  'murder-mystery-2': {
    accounts: {
      usd: [15, 400],
      cores: ['{n} Godlies and Chromas', 'Chroma Lightbringer and Harvester inventory'],
      extras: ['Elite status', 'all seasonal sets'],
    },
    items: [
      ['Harvester', 3, 9],
      ['Icebreaker', 2, 6],
      ['Chroma Lightbringer', 6, 15],
      ['Corrupt', 10, 25],
      ['Godly bundle: 5 random Godlies', 3, 8],
    ],
  },
  'pet-simulator-99': {
    currencyLots: [
      ['10M Diamonds', 0.5, 1],
      ['100M Diamonds', 1.5, 3.5],
      ['1B Diamonds', 13, 30],
    ],
    tradeMethods: ['trading plaza trade', 'booth purchase', 'mailbox send'],
    accounts: {
      usd: [15, 600],
      cores: ['{n} Huge pets', 'Rainbow Huge collection, Titanic pet included'],
      extras: ['all gamepasses', 'rebirths maxed'],
    },
    items: [
      ['Huge Hell Rock', 3, 8],
      ['Huge Pixel Corgi', 10, 25],
      ['Titanic Hippomelon', 40, 120],
      ['Exclusive Egg bundle', 2, 6],
    ],
  },
  minecraft: {
    accounts: {
      usd: [15, 300],
      cores: [
        'Java & Bedrock with Migrator and Vanilla capes',
        'OG 3-letter name',
        'Java Edition with Hypixel MVP++ rank',
      ],
      extras: ['full access, email changeable', 'name change available', 'Minecon cape'],
    },
    keys: [
      ['Minecraft: Java & Bedrock Edition for PC – key', 29.99],
      ['Minecraft Dungeons Ultimate Edition – key', 39.99],
      ['Minecraft for Xbox – digital code', 19.99],
    ],
    topUps: [
      ['320 Minecoins', 1.99],
      ['1,720 Minecoins', 9.99],
      ['3,500 Minecoins', 19.99],
      ['Realms Plus – 1 month', 7.99],
    ],
    services: [
      ['Custom build: medieval castle on your world', 25, 120],
      ['Server setup with plugins and permissions', 20, 80],
      ['Redstone farm build: iron + gold farm', 15, 45],
    ],
  },
  'genshin-impact': {
    short: 'Genshin',
    accounts: {
      usd: [15, 800],
      cores: [
        'AR 60, 34 five-stars incl. Raiden C2',
        'starter: Furina + Nahida, 80 wishes',
        'AR 58, Mavuika and Citlali, Spiral Abyss 36★',
        'AR 55 whale, Neuvillette C6 R1',
      ],
      extras: GACHA_ACCOUNT_EXTRAS,
    },
    topUps: HOYO_PACKS('Genesis Crystals', 'Blessing of the Welkin Moon'),
    services: [
      ['Spiral Abyss 36★ clear', 10, 25],
      ['Full map exploration: one region to 100%', 20, 60],
      ['Daily commissions for 30 days', 15, 35],
      ['Archon Quest and story completion', 15, 45],
    ],
  },
  'honkai-star-rail': {
    short: 'HSR',
    accounts: {
      usd: [15, 700],
      cores: [
        'TL 70, 28 five-stars incl. Acheron E2',
        'starter: Firefly + Ruan Mei, 90 pulls',
        'TL 65, Feixiao and Aventurine',
      ],
      extras: GACHA_ACCOUNT_EXTRAS,
    },
    topUps: HOYO_PACKS('Oneiric Shards', 'Express Supply Pass'),
    services: [
      ['Memory of Chaos full stars', 10, 25],
      ['Simulated Universe weekly clears for a month', 15, 35],
      ['Story and trailblaze missions completion', 15, 40],
    ],
  },
  'zenless-zone-zero': {
    short: 'ZZZ',
    accounts: {
      usd: [15, 500],
      cores: [
        'IK 60, 14 S-rank agents incl. Ellen',
        'starter: Miyabi + Yanagi, 70 pulls',
        'IK 55, Jane Doe M2',
      ],
      extras: GACHA_ACCOUNT_EXTRAS,
    },
    topUps: HOYO_PACKS('Monochrome', 'Inter-Knot Membership'),
    services: [
      ['Shiyu Defense full clear', 10, 25],
      ['Daily activity for 30 days', 15, 35],
    ],
  },
  'wuthering-waves': {
    short: 'WuWa',
    accounts: {
      usd: [15, 500],
      cores: [
        'UL 80, 16 five-stars incl. Camellya',
        'starter: Jinhsi + Changli, 80 pulls',
        'UL 70, Carlotta S2',
      ],
      extras: GACHA_ACCOUNT_EXTRAS,
    },
    topUps: HOYO_PACKS('Lunite', 'Lunite Subscription'),
    services: [
      ['Tower of Adversity full clear', 10, 25],
      ['Exploration to 100% in one region', 20, 55],
    ],
  },
  'clash-of-clans': {
    short: 'CoC',
    accounts: {
      usd: [15, 700],
      cores: [
        'Town Hall 17 max, heroes maxed',
        'Town Hall 16, {n} skins',
        'Town Hall 14 rush base, Builder Base 10',
      ],
      extras: ['Supercell ID transfer', 'Legend League history', 'all hero skins'],
    },
    topUps: [
      ['Gold Pass', 6.99],
      ['500 Gems', 4.99],
      ['1,200 Gems', 9.99],
      ['2,500 Gems', 19.99],
      ['6,500 Gems', 49.99],
      ['14,000 Gems', 99.99],
    ],
    services: [
      ['Clan war attacks, 3-star guarantee', 5, 15],
      ['Base building: Town Hall upgrade rush', 10, 35],
    ],
  },
  'clash-royale': {
    ranks: [
      'Challenger I',
      'Challenger II',
      'Challenger III',
      'Master I',
      'Master II',
      'Master III',
      'Champion',
      'Grand Champion',
      'Royal Champion',
      'Ultimate Champion',
    ],
    rankLabel: 'league',
    accounts: {
      usd: [15, 600],
      cores: [
        '{n} maxed cards, all Evolutions',
        '{rank}, all Champions unlocked',
        'level 15 cards, 9000 trophies',
      ],
      extras: ['Supercell ID transfer', 'all emotes', 'tower skins'],
    },
    topUps: [
      ['Pass Royale', 5.99],
      ['500 Gems', 4.99],
      ['1,200 Gems', 9.99],
      ['2,500 Gems', 19.99],
      ['6,500 Gems', 49.99],
    ],
  },
  'brawl-stars': {
    ranks: ladder(
      ['Bronze', 'Silver', 'Gold', 'Diamond', 'Mythic', 'Legendary', 'Masters'],
      ['I', 'II', 'III'],
      ['Pro'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [10, 500],
      cores: [
        '{n}k trophies, all brawlers unlocked',
        '{rank}, Hypercharges on 40 brawlers',
        'starter with 60k trophies',
      ],
      extras: ['Supercell ID transfer', 'rare skins', 'Brawl Pass Plus history'],
    },
    boosts: [['Trophy push: +1000 trophies', 8, 25]],
    topUps: [
      ['Brawl Pass', 6.99],
      ['Brawl Pass Plus', 9.99],
      ['170 Gems', 9.99],
      ['360 Gems', 19.99],
      ['950 Gems', 49.99],
    ],
  },
  'pubg-mobile': {
    short: 'PUBG Mobile',
    ranks: [
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Crown',
      'Ace',
      'Ace Master',
      'Ace Dominator',
      'Conqueror',
    ],
    rankLabel: 'tier',
    accounts: {
      usd: [15, 900],
      cores: [
        'Conqueror title, {n} mythic outfits',
        'Glacier M416 level 7, Pharaoh X-Suit',
        '{rank}, 6 upgradable guns',
      ],
      extras: ['full access', 'linked accounts removed', 'rare titles'],
    },
    topUps: [
      ['60 UC', 0.99],
      ['325 UC', 4.99],
      ['660 UC', 9.99],
      ['1800 UC', 24.99],
      ['3850 UC', 49.99],
      ['8100 UC', 99.99],
    ],
  },
  'pubg-battlegrounds': {
    short: 'PUBG',
    accounts: {
      usd: [15, 800],
      cores: ['{n} skins incl. PGI Helmet', 'Master tier with progressive weapons'],
      extras: ['PUBG Plus', 'Steam account included', 'no bans'],
    },
    items: [
      ['PGI Helmet (Steam market)', 300, 700],
      ['Progressive Beryl M762 skin', 20, 50],
      ['Bloodstained Kar98k', 60, 150],
    ],
    topUps: [
      ['500 G-Coin', 4.99],
      ['1,100 G-Coin', 9.99],
      ['2,400 G-Coin', 19.99],
      ['6,000 G-Coin', 49.99],
    ],
    keys: [['PUBG: BATTLEGROUNDS Plus – Steam key', 12.99]],
  },
  'free-fire': {
    accounts: {
      usd: [10, 500],
      cores: ['level {n}, Grandmaster, rare bundles', 'Cobra MP40 and Sakura bundle', 'V-badge, 10 evo guns'],
      extras: ['Google or Facebook login transferred', 'Elite Pass history'],
    },
    topUps: [
      ['100 Diamonds', 0.99],
      ['310 Diamonds', 2.99],
      ['520 Diamonds', 4.99],
      ['1,060 Diamonds', 9.99],
      ['2,180 Diamonds', 19.99],
      ['5,600 Diamonds', 49.99],
      ['Weekly Membership', 1.99],
    ],
  },
  'mobile-legends': {
    short: 'MLBB',
    ranks: [
      'Warrior',
      'Elite',
      'Master',
      'Grandmaster',
      'Epic',
      'Legend',
      'Mythic',
      'Mythical Honor',
      'Mythical Glory',
      'Mythical Immortal',
    ],
    rankLabel: 'rank',
    accounts: {
      usd: [15, 700],
      cores: [
        '{rank}, {n} skins incl. Legend skins',
        'all heroes, 3 Collector skins',
        '{rank} with Starlight history',
      ],
      extras: ['Moonton account transferred', 'high winrate on main', 'recall and emotes'],
    },
    boosts: [
      ['Rank push Epic → Mythic', 20, 60],
      ['Winrate boost, 20 wins', 15, 40],
    ],
    topUps: [
      ['86 Diamonds', 1.59],
      ['172 Diamonds', 3.19],
      ['257 Diamonds', 4.79],
      ['706 Diamonds', 12.99],
      ['2195 Diamonds', 39.99],
      ['Weekly Diamond Pass', 1.99],
    ],
  },
  'call-of-duty-warzone': {
    short: 'Warzone',
    ranks: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crimson', 'Iridescent', 'Top 250'],
    rankLabel: 'rank',
    accounts: {
      usd: [20, 800],
      cores: [
        '{n} Operator skins, Dark Matter camo',
        'Iridescent rank, all mastery camos',
        'every Battle Pass since 2020',
      ],
      extras: ['Activision ID transferable', 'no shadow ban', 'blueprints for all meta weapons'],
    },
    boosts: [
      ['Dark Matter camo grind, all weapons', 60, 220],
      ['Bot lobbies for weapon levelling, 5 hours', 15, 35],
      ['Battle Pass tiers 1–100', 25, 70],
    ],
    services: [
      ['Weapon levelling: 10 weapons to max', 20, 55],
      ['Prestige level grind 1–50', 30, 80],
    ],
    topUps: [
      ['500 COD Points', 4.99],
      ['1,100 COD Points', 9.99],
      ['2,400 COD Points', 19.99],
      ['5,000 COD Points', 39.99],
      ['13,000 COD Points', 99.99],
    ],
    drops: [['Prime Gaming Operator bundle', 2, 6]],
  },
  'call-of-duty-mobile': {
    short: 'CoD Mobile',
    ranks: ['Rookie', 'Veteran', 'Elite', 'Pro', 'Master', 'Grandmaster', 'Legendary'],
    rankLabel: 'rank',
    accounts: {
      usd: [15, 600],
      cores: [
        '12 Mythic weapons, Legendary rank',
        'Mythic DL Q33 and Mythic Ghost',
        'all Battle Passes since Season 1',
      ],
      extras: ['Activision account transferred', 'rare calling cards'],
    },
    topUps: [
      ['80 CP', 0.99],
      ['420 CP', 4.99],
      ['880 CP', 9.99],
      ['2,400 CP', 24.99],
      ['5,000 CP', 49.99],
    ],
  },
  'battlefield-6': {
    short: 'BF6',
    accounts: {
      usd: [25, 250],
      cores: ['level 100, all weapons unlocked', 'Phantom Edition with {n} mastery badges'],
      extras: ['EA account transferable', 'Battle Pass owned'],
    },
    boosts: [
      ['Weapon mastery camo grind, 10 weapons', 30, 90],
      ['Career level 1 → 50', 25, 60],
      ['All assignments and challenge unlocks', 30, 85],
    ],
    keys: [
      ['Battlefield 6 Standard Edition – EA app key', 69.99],
      ['Battlefield 6 Phantom Edition – EA app key', 99.99],
      ['Battlefield 6 – Xbox Series X|S key', 69.99],
    ],
  },
  'apex-legends': {
    short: 'Apex',
    ranks: ladder(
      ['Rookie', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'],
      ['IV', 'III', 'II', 'I'],
      ['Master', 'Apex Predator'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [15, 800],
      cores: [
        '5 heirlooms, all legends unlocked',
        '{rank}, 4k and 20-kill badges',
        'Predator badge with {n} legendary skins',
      ],
      extras: ['EA account transferable', 'PC and console linked', 'original email'],
    },
    boosts: [
      ['4k damage badge', 12, 30],
      ['20-kill badge', 15, 40],
    ],
    coaching: [['Coaching by an Apex Predator player (2h)', 25, 60]],
    topUps: [
      ['1,000 Apex Coins', 9.99],
      ['2,150 Apex Coins', 19.99],
      ['4,350 Apex Coins', 39.99],
      ['6,700 Apex Coins', 59.99],
      ['11,500 Apex Coins', 99.99],
    ],
  },
  'overwatch-2': {
    short: 'OW2',
    ranks: ladder(
      ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Master', 'Grandmaster'],
      ['5', '3', '1'],
      ['Champion'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [15, 600],
      cores: [
        '{rank}, {n} legendary skins',
        'OG Overwatch 1 profile, all heroes',
        '{rank} on Support, Top 500 history',
      ],
      extras: ['Battle.net transfer', 'all Mythic skins', 'phone number removed'],
    },
    boosts: [
      ['Placement matches', 15, 40],
      ['Hero unlock and Battle Pass grind', 15, 45],
    ],
    coaching: [['Coaching by a Grandmaster support, VOD review', 20, 55]],
    topUps: [
      ['500 Overwatch Coins', 4.99],
      ['1,000 Overwatch Coins', 9.99],
      ['2,200 Overwatch Coins', 19.99],
      ['5,700 Overwatch Coins', 49.99],
      ['11,600 Overwatch Coins', 99.99],
    ],
  },
  'marvel-rivals': {
    short: 'Marvel Rivals',
    ranks: ladder(
      ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Grandmaster', 'Celestial'],
      ['III', 'II', 'I'],
      ['Eternity', 'One Above All'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [15, 500],
      cores: ['{rank}, {n} costumes', 'Season 0 veteran, all Battle Passes', '{rank}, Lord on 5 heroes'],
      extras: ['full access', 'PC and console linked', 'Twitch drop costumes'],
    },
    boosts: [['Hero proficiency to Lord', 20, 60]],
    coaching: [['Coaching by an Eternity strategist, VOD review', 20, 50]],
    topUps: [
      ['100 Lattice', 0.99],
      ['500 Lattice', 4.99],
      ['1,000 Lattice', 9.99],
      ['2,180 Lattice', 19.99],
      ['5,680 Lattice', 49.99],
      ['11,680 Lattice', 99.99],
    ],
    drops: [
      ['Twitch Drops costume bundle', 2, 8],
      ['Twitch Drops spray and nameplate set', 1, 3],
    ],
  },
  'rainbow-six-siege': {
    short: 'R6',
    ranks: ladder(
      ['Copper', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'],
      ['V', 'III', 'I'],
      ['Champion'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [15, 800],
      cores: [
        '{rank}, {n} Black Ice skins',
        'Year 1 veteran, Pro League sets',
        'level 300, all operators, Elite skins',
      ],
      extras: ['Ubisoft Connect transfer', 'no ban history', 'platforms linkable'],
    },
    boosts: [['Ranked unlock: level 50', 10, 25]],
    coaching: [['Coaching by a Champion player, 2 hours', 20, 55]],
    topUps: [
      ['600 R6 Credits', 4.99],
      ['1,200 R6 Credits', 9.99],
      ['2,670 R6 Credits', 19.99],
      ['4,920 R6 Credits', 34.99],
      ['7,560 R6 Credits', 49.99],
      ['16,000 R6 Credits', 99.99],
    ],
  },
  'rocket-league': {
    short: 'RL',
    ranks: ladder(
      ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Champion', 'Grand Champion'],
      ['I', 'II', 'III'],
      ['Supersonic Legend'],
    ),
    rankLabel: 'rank',
    accounts: {
      usd: [15, 1200],
      cores: [
        '{rank} 2v2, {n} painted items',
        'OG inventory: Titanium White Octane and Fennec',
        'Season 1 rewards, Alpha Boost',
      ],
      extras: ['Epic account transferable', 'cross-platform progression', 'Black Market decals'],
    },
    items: [
      ['Titanium White Octane', 8, 20],
      ['Titanium White Dominus', 15, 35],
      ['Black Fennec', 6, 15],
      ['Titanium White Zomba wheels', 25, 60],
      ['Black Market decal: 20XX', 5, 12],
      ['Alpha Boost', 900, 2500],
    ],
    boosts: [['Season reward levels (wins)', 10, 40]],
    coaching: [['Coaching by a Grand Champion player, 2 hours', 20, 55]],
    topUps: [
      ['500 Credits', 4.99],
      ['1,100 Credits', 9.99],
      ['3,000 Credits', 24.99],
      ['6,500 Credits', 49.99],
    ],
  },
  rust: {
    short: 'Rust',
    accounts: {
      usd: [20, 700],
      cores: ['{n}00 hours, {n} skins', 'Twitch drop skins from 2020–2025', 'clean profile, all DLC'],
      extras: ['no EAC bans', 'Steam level 30', 'original email'],
    },
    items: [
      ['Tempered AK-47', 80, 160],
      ['Big Grin mask', 60, 140],
      ['Punishment Mask', 40, 90],
      ['Alien Red AK-47', 30, 70],
      ['Glory AK-47', 15, 35],
    ],
    keys: [
      ['Rust – Steam key (Global)', 39.99],
      ['Rust – Instruments Pack DLC', 9.99],
    ],
    drops: [
      ['Twitch Drops skin: streamer door + AK-47', 8, 30],
      ['Twitch Drops: Garage Door skin', 5, 20],
    ],
  },
  'escape-from-tarkov': {
    short: 'EFT',
    currencyLots: [
      ['10M Roubles', 7, 14],
      ['50M Roubles', 33, 68],
      ['100M Roubles', 64, 130],
    ],
    tradeMethods: ['flea market listing buyout', 'drop trade in raid (Factory)'],
    items: [
      ['LEDX Skin Transilluminator', 6, 15],
      ['Red Keycard', 30, 75],
      ['GPU (Graphics card) x10', 15, 35],
      ['Thicc item case', 10, 25],
      ['Labs keycard set', 5, 12],
    ],
    boosts: [
      ['Kappa container: all quests for Collector', 180, 300],
      ['Raid carry on Labs, loot for you', 15, 45],
      ['Lightkeeper unlock', 60, 150],
      ['PMC level 15 → 42', 50, 120],
    ],
    services: [
      ['Hideout upgrade materials farming', 20, 60],
      ['Quest help: Gunsmith parts 1–25', 25, 70],
    ],
    guides: [['Map extracts and loot routes for every location (PDF)', 3, 8]],
  },
  'ea-sports-fc-26': {
    short: 'FC 26',
    currencyLots: [
      ['100k FC Coins', 4, 9],
      ['500k FC Coins', 19, 43],
      ['1M FC Coins', 37, 84],
      ['5M FC Coins', 180, 410],
    ],
    tradeMethods: ['comfort trade (we buy your listed players)', 'player auction transfer'],
    accounts: {
      usd: [25, 900],
      cores: [
        'Ultimate Team with {n}M club value',
        'Division 1 and Elite rank, Icons squad',
        'starter club with 2M coins',
      ],
      extras: ['EA account transferable', 'FUT Champions rewards', 'Evolutions completed'],
    },
    services: [
      ['FUT Champions 15 wins played by a pro', 40, 110],
      ['Division Rivals weekly wins', 15, 40],
      ['Squad Building Challenges completion', 10, 35],
      ['Evolutions grind on 5 players', 10, 30],
    ],
    topUps: [
      ['500 FC Points', 4.99],
      ['1,050 FC Points', 9.99],
      ['2,800 FC Points', 24.99],
      ['5,900 FC Points', 49.99],
      ['12,000 FC Points', 99.99],
    ],
    keys: [
      ['EA Sports FC 26 Standard Edition – EA app key', 69.99],
      ['EA Sports FC 26 Ultimate Edition – PlayStation code', 99.99],
    ],
  },
  'nba-2k26': {
    short: 'NBA 2K26',
    currencyLots: [
      ['100k MT', 6, 12],
      ['500k MT', 28, 58],
      ['1M MT', 55, 115],
    ],
    tradeMethods: ['auction house card trade'],
    accounts: {
      usd: [25, 400],
      cores: ['MyPLAYER 99 overall, Legend status', '{n} Galaxy Opal cards in MyTEAM'],
      extras: ['2K account transferable', 'all badges'],
    },
    services: [
      ['MyPLAYER rep grind to Legend', 40, 110],
      ['Badge grind for one build', 20, 55],
    ],
    topUps: [
      ['15,000 VC', 4.99],
      ['35,000 VC', 9.99],
      ['75,000 VC', 19.99],
      ['200,000 VC', 49.99],
      ['450,000 VC', 99.99],
    ],
  },
  'gta-5': {
    short: 'GTA Online',
    accounts: {
      usd: [15, 300],
      cores: [
        'rank {n}0, $1 billion cash, all businesses',
        'modded outfits and rare vehicles',
        'rank 300, every vehicle owned',
      ],
      extras: ['Rockstar account transferable', 'no ban history', 'Criminal Enterprise upgrades'],
    },
    boosts: [
      ['Cayo Perico heist carry, 10 runs', 20, 45],
      ['Rank boost to 120', 15, 35],
      ['All businesses unlocked and stocked', 25, 70],
    ],
    services: [
      ['$100 million cash drop (legit heist grind)', 25, 60],
      ['Unlock all Tuners, Heists and Contract rewards', 30, 70],
      ['Stat boost: max stamina, shooting, driving', 8, 20],
    ],
    topUps: [
      ['Megalodon Shark Card ($10,000,000)', 99.99],
      ['Whale Shark Card ($4,250,000)', 49.99],
      ['Great White Shark Card ($1,250,000)', 19.99],
      ['Bull Shark Card ($600,000)', 9.99],
      ['GTA+ membership – 1 month', 7.99],
    ],
    keys: [
      ['Grand Theft Auto V Enhanced – Rockstar key', 29.99],
      ['GTA V Premium Edition – Xbox key', 19.99],
    ],
  },
  'red-dead-online': {
    short: 'RDO',
    accounts: {
      usd: [15, 200],
      cores: ['rank {n}0, all Roles at 20', 'Naturalist and Moonshiner maxed, 500 Gold Bars'],
      extras: ['Rockstar account transferable', 'Story mode completed'],
    },
    boosts: [
      ['Rank 1 → 100 boost', 20, 50],
      ['All Roles to level 20', 30, 70],
    ],
    services: [
      ['500 Gold Bars farming', 25, 60],
      ['Legendary animals and fish collection', 20, 50],
    ],
    keys: [
      ['Red Dead Redemption 2 – Rockstar key', 59.99],
      ['Red Dead Redemption 2 Ultimate Edition – Steam key', 99.99],
      ['Red Dead Online standalone – Xbox key', 19.99],
    ],
  },
  'destiny-2': {
    short: 'D2',
    accounts: {
      usd: [25, 700],
      cores: [
        '{n} raid clears, all exotics',
        'Gilded Conqueror, all seals',
        'Vex Mythoclast and Divinity owned',
      ],
      extras: ['all expansions', 'Bungie account transferable', 'all dungeon exotics'],
    },
    boosts: [
      ['Raid carry: Salvation’s Edge full clear', 30, 80],
      ['Trials of Osiris flawless', 25, 60],
      ['Vault of Glass with Vex Mythoclast attempt', 20, 50],
      ['Grandmaster Nightfall conqueror seal', 80, 190],
      ['Dungeon solo flawless carry', 40, 120],
    ],
    services: [
      ['Power level to pinnacle cap', 30, 80],
      ['Exotic quest completion', 15, 40],
    ],
    coaching: [['PvP coaching by a Trials veteran, 2 hours', 20, 50]],
    dlc: [
      ['Destiny 2: The Final Shape – Steam key', 49.99],
      ['Destiny 2: The Edge of Fate – Steam key', 39.99],
      ['Destiny 2: Lightfall + Annual Pass', 29.99],
    ],
    drops: [['Prime Gaming exotic ornament + emblem', 2, 6]],
  },
  warframe: {
    short: 'Warframe',
    currencyLots: [
      ['100 Platinum', 1.8, 3.5],
      ['500 Platinum', 8.5, 17],
      ['1000 Platinum', 16, 33],
      ['3000 Platinum', 47, 97],
    ],
    tradeMethods: ['trade in Maroo’s Bazaar', 'clan dojo trade'],
    accounts: {
      usd: [30, 600],
      cores: ['MR 30, {n} Primes, all Incarnon adapters', 'Legendary rank 2, every Prime Warframe'],
      extras: ['Founder items', 'Excalibur Prime', 'cross-save enabled'],
    },
    items: [
      ['Wisp Prime set', 4, 10],
      ['Mesa Prime set', 3, 8],
      ['Primed Chamber mod', 25, 60],
      ['Riven mod (Rubico Prime, god roll)', 30, 120],
      ['Arcane Energize rank 5', 8, 20],
    ],
    services: [
      ['Mastery rank levelling, 5 ranks', 25, 70],
      ['Steel Path unlock and star chart completion', 20, 55],
    ],
    guides: [['Platinum farming: relics and trading guide (PDF)', 2, 6]],
  },
  hearthstone: {
    short: 'HS',
    ranks: ladder(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'], ['10', '5', '1'], ['Legend']),
    rankLabel: 'rank',
    accounts: {
      usd: [20, 500],
      cores: [
        '{n}k dust, all Standard sets',
        'Legend finishes, Golden heroes',
        'every Signature card from the current set',
      ],
      extras: ['Battle.net transfer', 'Battlegrounds perks', 'Tavern Pass history'],
    },
    boosts: [['Battlegrounds rating +1000', 25, 60]],
    coaching: [['Deck-building and mulligan coaching by a Legend player', 15, 40]],
    topUps: [
      ['500 Runestones', 4.99],
      ['1,000 Runestones', 9.99],
      ['2,000 Runestones', 19.99],
      ['5,000 Runestones', 49.99],
    ],
  },
  'pokemon-go': {
    accounts: {
      usd: [20, 800],
      cores: [
        'level 50, {n} shiny legendaries',
        'level 45 with 20 hundos',
        'level 40, Master Ball and Shundo',
      ],
      extras: ['Pokémon Trainer Club login', 'all medals gold', 'Legacy moves'],
    },
    services: [
      ['Raid pass and remote raid coordination, 10 raids', 10, 30],
      ['Community Day catching session', 10, 25],
      ['Level 40 → 50 task completion', 80, 220],
    ],
    topUps: [
      ['550 PokéCoins', 4.99],
      ['1,200 PokéCoins', 9.99],
      ['2,500 PokéCoins', 19.99],
      ['5,200 PokéCoins', 39.99],
      ['14,500 PokéCoins', 99.99],
    ],
  },
  'pokemon-scarlet-violet': {
    items: [
      ['Shiny 6IV Miraidon, battle ready', 3, 8],
      ['Full Paldea Pokédex transfer (400 Pokémon)', 12, 30],
      ['Shiny Koraidon, level 100', 3, 8],
      ['6IV competitive team of 6, EV-trained', 5, 15],
      ['Master Ball x10 bundle', 2, 6],
    ],
    services: [
      ['Tera Raid 7-star host with you', 5, 15],
      ['Shiny hunting: Pokémon of your choice', 5, 18],
    ],
  },
  'animal-crossing-new-horizons': {
    currencyLots: [
      ['10M Bells', 1.5, 3],
      ['50M Bells', 6, 14],
      ['99M Bells', 11, 25],
    ],
    tradeMethods: ['island visit drop', 'treasure island pickup'],
    items: [
      ['Nook Miles Tickets x40', 2, 5],
      ['Full DIY recipe catalogue', 4, 10],
      ['Gold tools and armour set', 2, 6],
      ['Complete Sanrio furniture set', 3, 8],
    ],
    services: [
      ['Island design: terraforming of your choice', 15, 45],
      ['Villager adoption: any villager in boxes', 3, 10],
    ],
  },
  'monopoly-go': {
    accounts: {
      usd: [15, 200],
      cores: ['board level {n}00, {n} complete albums', '2000 dice and gold stickers'],
      extras: ['Facebook login transferred'],
    },
    items: [
      ['5-star sticker of your choice', 1, 3],
      ['Gold sticker (any set)', 2, 6],
      ['Full album completion pack', 10, 30],
    ],
    services: [
      ['Tournament and event rush', 8, 25],
      ['Partner event completion', 5, 15],
    ],
  },
  'dead-by-daylight': {
    short: 'DBD',
    accounts: {
      usd: [15, 300],
      cores: ['all killers and survivors, {n} prestige', 'every licensed Chapter owned'],
      extras: ['Steam account included', 'Rift passes completed'],
    },
    keys: [
      ['Dead by Daylight – Steam key (Global)', 19.99],
      ['Dead by Daylight – Xbox key', 19.99],
    ],
    dlc: [
      ['Dead by Daylight – Resident Evil Chapter', 13.99],
      ['Dead by Daylight – Silent Hill Chapter', 6.99],
      ['Dead by Daylight – Stranger Things Chapter', 6.99],
    ],
    topUps: [
      ['500 Auric Cells', 4.99],
      ['1,100 Auric Cells', 9.99],
      ['2,250 Auric Cells', 19.99],
      ['4,750 Auric Cells', 39.99],
    ],
  },
  'world-of-tanks': {
    short: 'WoT',
    accounts: {
      usd: [20, 900],
      cores: ['{n} Tier X tanks, 60% win rate', 'Object 279 (e) and Chieftain', 'unicum stats, 3-mark tanks'],
      extras: ['original email', 'premium account days', 'gold on account'],
    },
    services: [
      ['Marks of Excellence on one tank', 20, 60],
      ['Campaign missions completion', 30, 80],
    ],
    topUps: [
      ['2,500 Gold', 9.99],
      ['6,500 Gold', 24.99],
      ['13,750 Gold', 49.99],
      ['30,000 Gold', 99.99],
      ['WoT Premium Account – 30 days', 9.99],
    ],
  },
  'war-thunder': {
    accounts: {
      usd: [20, 700],
      cores: ['top tier jets for 5 nations', 'top tier ground forces, all premium MBTs'],
      extras: ['Gaijin account transferable', 'Golden Eagles balance'],
    },
    topUps: [
      ['1,000 Golden Eagles', 6.99],
      ['2,500 Golden Eagles', 14.99],
      ['5,000 Golden Eagles', 29.99],
      ['10,000 Golden Eagles', 59.99],
    ],
    keys: [
      ['War Thunder – 30 days Premium Account key', 9.99],
      ['War Thunder – premium vehicle pack key', 29.99],
    ],
  },
  'fallout-76': {
    short: 'FO76',
    items: [
      ['God-roll Bloodied Fixer', 10, 30],
      ['Legendary Power Armor set (T-65)', 12, 35],
      ['500 Stable Flux bundle', 5, 15],
      ['Junk bundle for C.A.M.P. building', 2, 6],
    ],
    services: [
      ['Levelling 1 → 100', 20, 55],
      ['Atom challenges completion', 10, 30],
    ],
    topUps: [
      ['500 Atoms', 4.99],
      ['1,100 Atoms', 9.99],
      ['2,400 Atoms', 19.99],
      ['4,000 Atoms', 29.99],
      ['Fallout 1st – 1 month', 12.99],
    ],
  },
  'helldivers-2': {
    keys: [
      ['Helldivers 2 – Steam key', 39.99],
      ['Helldivers 2 Super Citizen Edition – Steam key', 59.99],
    ],
    services: [
      ['Sample farming: max all ship modules', 20, 50],
      ['Warbond medal farming, 250 medals', 10, 25],
      ['Level 1 → 50 carry', 15, 40],
    ],
    topUps: [
      ['150 Super Credits', 1.99],
      ['325 Super Credits', 2.99],
      ['1,000 Super Credits', 9.99],
      ['2,100 Super Credits', 19.99],
    ],
  },
  'elden-ring': {
    currencyLots: [
      ['10M Runes', 0.5, 1],
      ['100M Runes', 1.5, 4],
      ['500M Runes', 6, 15],
      ['999M Runes (max)', 10, 25],
    ],
    tradeMethods: ['summon and drop', 'co-op drop at Church of Elleh'],
    items: [
      ['All weapons bundle (+25 / +10)', 5, 15],
      ['All talismans and spells bundle', 4, 12],
      ['Rivers of Blood +10', 1, 3],
      ['Full Shadow of the Erdtree armour set collection', 4, 12],
    ],
    services: [
      ['Any boss help: Malenia, Messmer, Consort Radahn', 5, 20],
      ['All achievements / trophies', 40, 110],
    ],
    keys: [
      ['Elden Ring – Steam key', 59.99],
      ['Elden Ring Shadow of the Erdtree Edition – Steam key', 79.99],
    ],
    dlc: [['Shadow of the Erdtree DLC – Steam key', 39.99]],
  },
  'elden-ring-nightreign': {
    short: 'Nightreign',
    keys: [
      ['Elden Ring Nightreign – Steam key', 39.99],
      ['Elden Ring Nightreign Deluxe Edition – Steam key', 54.99],
    ],
    boosts: [
      ['Nightlord carry: any expedition', 10, 30],
      ['All Nightlords defeated, every character', 40, 110],
      ['Relic farming, 20 expeditions', 20, 50],
    ],
  },
  'monster-hunter-wilds': {
    short: 'MH Wilds',
    keys: [
      ['Monster Hunter Wilds – Steam key', 69.99],
      ['Monster Hunter Wilds Deluxe Edition – Steam key', 89.99],
      ['Monster Hunter Wilds Premium Deluxe Edition – Steam key', 109.99],
    ],
    boosts: [
      ['Arch-Tempered hunt carry, 5 quests', 15, 40],
      ['Hunter Rank 1 → 100', 30, 80],
      ['Artian weapon farming with perfect rolls', 15, 45],
    ],
    services: [
      ['Story completion and Guardian monsters', 25, 60],
      ['Decoration and charm farming', 15, 40],
    ],
    dlc: [
      ['Monster Hunter Wilds – Cosmetic DLC Pack 1', 14.99],
      ['Monster Hunter Wilds – Hunter Voice Pack bundle', 7.99],
    ],
  },
  'star-citizen': {
    short: 'Star Citizen',
    currencyLots: [
      ['1M aUEC', 1, 2.5],
      ['5M aUEC', 4.5, 12],
      ['10M aUEC', 8.5, 23],
      ['50M aUEC', 40, 110],
    ],
    tradeMethods: ['mo.Trader transfer in game', 'cargo hand-off at a station'],
    accounts: {
      usd: [60, 2500],
      cores: [
        'fleet of {n} ships incl. Carrack',
        'Concierge with Idris-P',
        'starter pack + Constellation Andromeda',
      ],
      extras: ['LTI on all ships', 'Squadron 42 included', 'original email'],
    },
    items: [
      ['Gifted ship: Drake Cutlass Black (LTI)', 90, 150],
      ['Gifted ship: Anvil Carrack (LTI)', 600, 900],
      ['In-game armour set + weapons kit', 5, 15],
    ],
    services: [
      ['Cargo hauling runs, 3 hours', 15, 40],
      ['Bounty hunting reputation grind', 20, 55],
    ],
  },
  'once-human': {
    accounts: {
      usd: [15, 200],
      cores: ['endgame character, {n} legendary blueprints', 'season completed, all deviants'],
      extras: ['Steam account included', 'cosmetic bundles'],
    },
    items: [
      ['Legendary weapon blueprint fragments x100', 5, 15],
      ['Deviant: Lonewolf’s Whisper', 3, 10],
    ],
    services: [
      ['Season levelling and Stardust farm', 15, 45],
      ['Territory base build', 10, 30],
    ],
  },
  palworld: {
    keys: [
      ['Palworld – Steam key (Global)', 29.99],
      ['Palworld – Xbox key', 29.99],
    ],
    items: [
      ['Level 60 Anubis, 4 perfect passives', 2, 6],
      ['Lucky Jetragon with Legend passive', 3, 8],
      ['Pal breeding pack: 10 combat Pals with perfect IVs', 5, 15],
    ],
    services: [
      ['Base automation setup on your dedicated server', 10, 30],
      ['Boss tower clears, all towers', 10, 25],
    ],
  },
  'the-sims-4': {
    short: 'Sims 4',
    accounts: {
      usd: [20, 250],
      cores: ['{n} packs owned', 'all Expansion Packs and Game Packs'],
      extras: ['EA app transferable', 'Kits included'],
    },
    dlc: [
      ['The Sims 4 Cottage Living – EA app key', 39.99],
      ['The Sims 4 Seasons – EA app key', 39.99],
      ['The Sims 4 Get Together – EA app key', 39.99],
      ['The Sims 4 Growing Together – EA app key', 39.99],
      ['The Sims 4 Horse Ranch – EA app key', 39.99],
      ['The Sims 4 Lovestruck – EA app key', 39.99],
      ['The Sims 4 Life & Death – EA app key', 39.99],
      ['The Sims 4 Businesses & Hobbies – EA app key', 39.99],
    ],
  },
  'cyberpunk-2077': {
    keys: [
      ['Cyberpunk 2077 – GOG key', 59.99],
      ['Cyberpunk 2077 Ultimate Edition – Steam key', 79.99],
      ['Cyberpunk 2077 – Xbox Series X|S key', 59.99],
    ],
    dlc: [
      ['Cyberpunk 2077: Phantom Liberty – GOG key', 29.99],
      ['Phantom Liberty – Steam key', 29.99],
    ],
  },
  'baldurs-gate-3': {
    short: 'BG3',
    keys: [
      ["Baldur's Gate 3 – Steam key", 59.99],
      ["Baldur's Gate 3 Digital Deluxe Edition – Steam key", 74.99],
    ],
  },
  steam: { giftCardName: 'Steam Gift Card' },
  'playstation-network': {
    giftCardName: 'PlayStation Store Gift Card',
    passes: [
      ['PlayStation Plus Essential – 3 Months', 24.99],
      ['PlayStation Plus Essential – 12 Months', 79.99],
      ['PlayStation Plus Extra – 12 Months', 134.99],
      ['PlayStation Plus Premium – 12 Months', 159.99],
    ],
  },
  xbox: {
    giftCardName: 'Xbox Gift Card',
    passes: [
      ['Xbox Game Pass Ultimate – 1 Month', 29.99],
      ['Xbox Game Pass Ultimate – 3 Months', 89.99],
      ['PC Game Pass – 1 Month', 16.49],
      ['Xbox Game Pass Premium – 1 Month', 14.99],
    ],
  },
  'nintendo-eshop': {
    giftCardName: 'Nintendo eShop Card',
    passes: [
      ['Nintendo Switch Online – 3 Months', 7.99],
      ['Nintendo Switch Online – 12 Months', 19.99],
      ['Nintendo Switch Online + Expansion Pack – 12 Months', 49.99],
      ['Nintendo Switch Online Family – 12 Months', 34.99],
    ],
  },
  'battle-net': { giftCardName: 'Battle.net Balance Card' },
  'google-play': { giftCardName: 'Google Play Gift Card' },
  'razer-gold': { giftCardName: 'Razer Gold PIN' },
};

/** Gift card face values sellers stock per region server slug: currency, faces, and USD per unit. */
export const GIFT_CARD_REGIONS: Readonly<
  Record<string, { currency: string; faces: readonly number[]; usdPerUnit: number }>
> = {
  'united-states': { currency: 'USD', faces: [10, 20, 25, 50, 100], usdPerUnit: 1 },
  global: { currency: 'USD', faces: [5, 10, 25, 50, 100], usdPerUnit: 1 },
  'european-union': { currency: 'EUR', faces: [10, 20, 25, 50, 100], usdPerUnit: 1.08 },
  germany: { currency: 'EUR', faces: [10, 15, 25, 50, 100], usdPerUnit: 1.08 },
  'united-kingdom': { currency: 'GBP', faces: [10, 15, 20, 25, 50], usdPerUnit: 1.27 },
  poland: { currency: 'PLN', faces: [20, 50, 100, 200], usdPerUnit: 0.25 },
  brazil: { currency: 'BRL', faces: [20, 50, 100, 250], usdPerUnit: 0.18 },
  turkey: { currency: 'TRY', faces: [100, 250, 500, 1000], usdPerUnit: 0.029 },
  japan: { currency: 'JPY', faces: [1000, 3000, 5000, 10000], usdPerUnit: 0.0067 },
};
