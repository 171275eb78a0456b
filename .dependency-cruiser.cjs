// The boundaries `pnpm lint` checks (https://github.com/sverweij/dependency-cruiser):
// - the direction between workspace packages stated in the README ("Layout"), and
// - inside apps/api, every table belongs to one domain: only the owner's code imports its schema file
//   (`<domain>/<domain>.schema.ts`); other domains go through the owner's service.
// apps/api/test/dependency-rules.test.ts shows each rule failing on a deliberately wrong import.

/** Code under test and set-up is not held to the table rule: tests build their world in the database. */
const TEST_FILES = [
  '\\.test\\.ts$',
  '\\.test-support\\.ts$',
  '\\.bench(-worker)?\\.ts$',
  '^apps/api/test/',
  '^apps/api/src/realtime/test-support/',
];

/**
 * Reads of another domain's tables kept on purpose. Each names the file, the domains whose schema it may
 * import, and why the owner's service is not used there. Writes are never an exception.
 */
const CROSS_DOMAIN_READS = [
  // One statement on the hot paths (bench/purchase, bench/market-search): a service call per row or per
  // table would add round trips inside the purchase transaction or the market query.
  {
    from: 'apps/api/src/orders/orders.service.ts',
    domains: ['offers', 'ledger', 'auth', 'notifications'],
    reason:
      'the purchase reads the offer under the stock guard and price binding (takeOfferStock writes it) ' +
      "and the escrow's ledger accounts in its own transaction, and types the notification rows the SQL " +
      'order functions return',
  },
  {
    from: 'apps/api/src/offers/market.service.ts',
    domains: ['catalog', 'auth', 'rates'],
    reason:
      "the market search is one statement joining games, servers and sellers' names and stats, and the " +
      'currency rates its price order converts with',
  },
  {
    from: 'apps/api/src/offers/offers.service.ts',
    domains: ['catalog', 'auth'],
    reason: "an offer page is one query with its game, server and seller's public profile",
  },
  {
    from: 'apps/api/src/orders/order-views.ts',
    domains: ['payments', 'offers', 'catalog', 'auth'],
    reason: 'the order lists and detail are one paged query with payment, offer, game and party names',
  },
  // Joins for names and display: read only, in the query that pages or filters the owner's rows.
  {
    from: 'apps/api/src/orders/warranty-claims.service.ts',
    domains: ['auth'],
    reason: "the back office's claims are paged with both parties' usernames in one query",
  },
  {
    from: 'apps/api/src/offers/search-engine-reads.ts',
    domains: ['catalog', 'auth'],
    reason:
      "the sitemaps page the visible games and markets with their offers' last change in one query, and " +
      "an offer page's head reads the offer with its game and seller's name",
  },
  {
    from: 'apps/api/src/offers/seller-reviews.ts',
    domains: ['auth'],
    reason: "reviews are paged with their seller's username in one query",
  },
  {
    from: 'apps/api/src/admin/users.service.ts',
    domains: ['auth'],
    reason: "the staff's user search pages, filters and sorts the accounts (writes go through auth)",
  },
  // Money: the ledger's accounts and transfers in the transaction that moves them (ledger.service writes).
  {
    from: 'apps/api/src/wallet/wallet.service.ts',
    domains: ['ledger'],
    reason: "the wallet is the user's view of their ledger accounts and transfers, paged and filtered",
  },
  {
    from: 'apps/api/src/withdrawals/withdrawals.service.ts',
    domains: ['ledger', 'jobs', 'auth'],
    reason:
      "a withdrawal finds the user's wallet account and the ban in its transaction; the list shows the " +
      "payout job's next attempt in the same query",
  },
  {
    from: 'apps/api/src/payments/payments.service.ts',
    domains: ['orders'],
    reason:
      'a provider event finds its order in the transaction that applies it (order changes go through orders)',
  },
  {
    from: 'apps/api/src/payments/refunds.service.ts',
    domains: ['orders', 'jobs'],
    reason: "a refund reads its order's buyer and the refund job in the transaction that moves the money",
  },
];

const exceptionFiles = CROSS_DOMAIN_READS.map((e) => `^${e.from.replaceAll('.', '\\.')}$`);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- apps/api: tables of another domain go through its owner -------------------------------------
    {
      name: 'api-tables-through-owner',
      comment:
        "A domain of apps/api imports another domain's schema file. Call the owner's service instead (or " +
        'have the owner export a query function); an exception needs an entry with its reason in ' +
        'CROSS_DOMAIN_READS of .dependency-cruiser.cjs. Schema files may reference other tables for ' +
        'foreign keys.',
      severity: 'error',
      from: {
        path: '^apps/api/src/([^/]+)/',
        // db/ (the barrel and the connection) and seed/ (demo data of every domain) are no domain.
        pathNot: ['\\.schema\\.ts$', '^apps/api/src/(db|seed)/', ...TEST_FILES, ...exceptionFiles],
      },
      to: { path: '^apps/api/src/[^/]+/.*\\.schema\\.ts$', pathNot: '^apps/api/src/$1/' },
    },
    ...CROSS_DOMAIN_READS.map((e) => ({
      name: 'api-tables-through-owner',
      comment: `Exception (read only) for ${e.from}: ${e.reason}`,
      severity: 'error',
      from: { path: `^${e.from.replaceAll('.', '\\.')}$` },
      to: {
        path: '^apps/api/src/[^/]+/.*\\.schema\\.ts$',
        pathNot: `^apps/api/src/(${[e.from.split('/')[3], ...e.domains].join('|')})/`,
      },
    })),
    {
      name: 'api-no-schema-barrel',
      comment:
        "db/schema.ts only gathers every table for drizzle's relational option (db/database.ts): a domain " +
        'imports its own schema file.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/db/', ...TEST_FILES] },
      to: { path: '^apps/api/src/db/schema\\.ts$' },
    },

    {
      name: 'api-third-party-plugins-in-external',
      comment:
        'A third-party Fastify plugin (cookie, helmet, multipart, rate limit, static, swagger) is configured ' +
        'and registered once, in its own file under apps/api/src/plugins/external/ (STYLE §16): register ' +
        'that plugin, or extend it, instead of the package.',
      severity: 'error',
      from: { path: '^apps/api/', pathNot: '^apps/api/src/plugins/external/' },
      to: { path: '(^|/)@fastify/(cookie|helmet|multipart|rate-limit|static|swagger)(/|$)' },
    },

    // ---- workspace direction (README "Layout"): ui <- i18n, realtime, contract <- marketplace-features
    //      <- apps/web, apps/admin; apps/api on contract (+ i18n's locale-detection) ------------------------------
    {
      name: 'packages-not-apps',
      comment: 'Packages never import an app, the end-to-end tests or the benchmarks: apps import packages.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'base-packages-not-features',
      comment: 'ui, i18n, realtime and contract sit under marketplace-features and never import it.',
      severity: 'error',
      from: { path: '^packages/(ui|i18n|realtime|contract)/' },
      to: { path: '^packages/marketplace-features/' },
    },
    {
      name: 'contract-imports-no-workspace-package',
      comment: 'contract is the bottom of the graph: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/(?!contract/)' },
    },
    {
      name: 'ui-imports-no-workspace-package',
      comment: 'The UI kit is presentational: no data, no app state, no other workspace package.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(?!ui/)' },
    },
    {
      name: 'realtime-imports-no-workspace-package',
      comment: 'The realtime client stands on its own.',
      severity: 'error',
      from: { path: '^packages/realtime/' },
      to: { path: '^packages/(?!realtime/)' },
    },
    {
      name: 'i18n-imports-contract-only',
      comment: 'i18n may use the shared rules of contract and nothing else of the workspace.',
      severity: 'error',
      from: { path: '^packages/i18n/' },
      to: { path: '^packages/(?!(i18n|contract)/)' },
    },
    {
      name: 'apps-not-other-apps',
      comment: 'An app never imports another app: what two apps share is a package.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'api-depends-on-contract-only',
      comment:
        'apps/api depends on @lootmarket/contract, and on i18n only through its React-free ' +
        '`@lootmarket/i18n/locale-detection` and `@lootmarket/i18n/format` entries (README). Its tests ' +
        'may drive the realtime client.',
      severity: 'error',
      from: { path: '^apps/api/', pathNot: TEST_FILES },
      to: {
        path: '^packages/',
        pathNot: [
          '^packages/contract/',
          '^packages/i18n/src/locale-detection\\.ts$',
          '^packages/i18n/src/format\\.ts$',
        ],
      },
    },
  ],
  options: {
    // Packages are listed (their imports are checked, as by api-third-party-plugins-in-external) but not
    // followed into.
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.builds/', '^storybook-static/', '(^|/)\\.data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  },
};
