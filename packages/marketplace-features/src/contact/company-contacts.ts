/*
 * Lootmarket's public contact points, in one place: the footer, the contact page and anything else
 * that names them read these. The company behind them is the one the legal pages and the footer
 * address name (Lootmarket sp. z o.o., Warsaw); every profile uses the same handle, `lootmarket`.
 */

/** Our own domain: the support mailbox lives on it. */
export const COMPANY_DOMAIN = 'lootmarket.com';

/** The support address, for those who prefer their own mail client to the contact form. */
export const SUPPORT_EMAIL = `support@${COMPANY_DOMAIN}`;

/** Our profiles on the networks players use; the names are brand names and are not translated. */
export const SOCIAL_LINKS = [
  { name: 'Discord', href: 'https://discord.gg/lootmarket' },
  { name: 'X', href: 'https://x.com/lootmarket' },
  { name: 'YouTube', href: 'https://www.youtube.com/@lootmarket' },
  { name: 'Twitch', href: 'https://www.twitch.tv/lootmarket' },
  { name: 'Reddit', href: 'https://www.reddit.com/r/lootmarket/' },
] as const;
