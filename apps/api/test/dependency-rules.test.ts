import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules `pnpm lint` runs (.dependency-cruiser.cjs at the root), cruised over a small copy of the
// workspace's layout in which some imports are deliberately wrong: each wrong one must be reported under
// its rule, and the allowed ones must not be.

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
  options: { enhancedResolveOptions: { extensions: string[] } };
};

const files: Record<string, string> = {
  // apps/api: offers owns its schema; tickets reads it through the service (allowed) and, wrongly, directly.
  'apps/api/src/offers/offers.schema.ts':
    "import { users } from '../auth/auth.schema';\nexport const offers = users;\n",
  'apps/api/src/auth/auth.schema.ts': 'export const users = {};\n',
  'apps/api/src/offers/offers.service.ts':
    "import { offers } from './offers.schema';\nexport const o = offers;\n",
  'apps/api/src/tickets/tickets.service.ts':
    "import { o } from '../offers/offers.service';\nexport const t = o;\n",
  'apps/api/src/tickets/wrong-import.ts':
    "import { offers } from '../offers/offers.schema';\nexport const w = offers;\n",
  'apps/api/src/tickets/tickets.test.ts':
    "import { offers } from '../offers/offers.schema';\nexport const s = offers;\n",
  // An exception of .dependency-cruiser.cjs (the wallet reads the ledger's tables) covers only its domains.
  'apps/api/src/ledger/ledger.schema.ts': 'export const ledgerAccounts = {};\n',
  'apps/api/src/wallet/wallet.service.ts':
    "import { ledgerAccounts } from '../ledger/ledger.schema';\nimport { offers } from '../offers/offers.schema';\nexport const w = [ledgerAccounts, offers];\n",
  'apps/api/src/db/schema.ts': "export * from '../offers/offers.schema';\n",
  // Third-party plugins: configured in their file under plugins/external, and nowhere else.
  'apps/api/src/plugins/external/static.ts':
    "import fastifyStatic from '@fastify/static';\nexport const s = fastifyStatic;\n",
  'apps/api/src/web/static-apps.ts':
    "import fastifyStatic from '@fastify/static';\nexport const w = fastifyStatic;\n",
  'apps/api/src/chat/barrel-import.ts': "import { offers } from '../db/schema';\nexport const b = offers;\n",
  // Packages and apps: contract imports ui, ui imports features, a package imports an app.
  'packages/contract/src/index.ts':
    "import { button } from '../../ui/src/index';\nexport const c = button;\n",
  'packages/ui/src/index.ts':
    "import { feature } from '../../marketplace-features/src/index';\nexport const button = feature;\n",
  'packages/marketplace-features/src/index.ts':
    "import { c } from '../../contract/src/index';\nimport { page } from '../../../apps/web/src/page';\nexport const feature = [c, page];\n",
  'apps/web/src/page.ts':
    "import { c } from '../../../packages/contract/src/index';\nexport const page = c;\n",
  'apps/admin/src/page.ts': "import { page } from '../../web/src/page';\nexport const admin = page;\n",
  'apps/api/src/web/page.ts':
    "import { button } from '../../../../packages/ui/src/index';\nexport const api = button;\n",
};

let fixture: string;
let violations: Array<{ rule: string; from: string; to: string }>;

beforeAll(async () => {
  fixture = mkdtempSync(path.join(tmpdir(), 'lootmarket-dependency-rules-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }
  const result = await cruise(
    ['apps', 'packages'],
    { baseDir: fixture, validate: true, ruleSet: { forbidden: config.forbidden } },
    { extensions: config.options.enhancedResolveOptions.extensions },
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  violations = result.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}, 60_000);

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

const reported = (rule: string) =>
  violations
    .filter((v) => v.rule === rule)
    .map((v) => `${v.from} -> ${v.to}`)
    .sort();

describe('the dependency rules of pnpm lint', () => {
  it("fail when a domain of apps/api imports another domain's schema file, and only then", () => {
    expect(reported('api-tables-through-owner')).toEqual([
      'apps/api/src/tickets/wrong-import.ts -> apps/api/src/offers/offers.schema.ts',
      'apps/api/src/wallet/wallet.service.ts -> apps/api/src/offers/offers.schema.ts',
    ]);
  });

  it('fail when a domain imports the schema barrel', () => {
    expect(reported('api-no-schema-barrel')).toEqual([
      'apps/api/src/chat/barrel-import.ts -> apps/api/src/db/schema.ts',
    ]);
  });

  it('fail when a third-party plugin is imported outside plugins/external', () => {
    expect(reported('api-third-party-plugins-in-external')).toEqual([
      'apps/api/src/web/static-apps.ts -> @fastify/static',
    ]);
  });

  it("fail on imports against the README's package direction", () => {
    expect(reported('contract-imports-no-workspace-package')).toEqual([
      'packages/contract/src/index.ts -> packages/ui/src/index.ts',
    ]);
    expect(reported('ui-imports-no-workspace-package')).toEqual([
      'packages/ui/src/index.ts -> packages/marketplace-features/src/index.ts',
    ]);
    expect(reported('base-packages-not-features')).toEqual([
      'packages/ui/src/index.ts -> packages/marketplace-features/src/index.ts',
    ]);
    expect(reported('packages-not-apps')).toEqual([
      'packages/marketplace-features/src/index.ts -> apps/web/src/page.ts',
    ]);
    expect(reported('apps-not-other-apps')).toEqual(['apps/admin/src/page.ts -> apps/web/src/page.ts']);
    expect(reported('api-depends-on-contract-only')).toEqual([
      'apps/api/src/web/page.ts -> packages/ui/src/index.ts',
    ]);
  });

  it('report nothing else', () => {
    expect(violations).toHaveLength(10);
  });
});
