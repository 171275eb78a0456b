import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ERROR_DEFINITIONS, FIELD_ERROR_DEFINITIONS, SUCCESS_MESSAGE_IDS } from '@lootmarket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessageDescriptor } from '../src/messages';
import {
  type Catalogs,
  checkCatalogs,
  compareWithExtraction,
  type UntranslatedAllowList,
} from './catalog-check';
import { catalogsDir, extractMessages, packageRoot, readAllowList, readCatalogs } from './catalog-files';

let real: Catalogs;
let allowList: UntranslatedAllowList;

beforeAll(async () => {
  real = await readCatalogs();
  allowList = await readAllowList();
});

/** A deep copy of the real catalogs with one change applied. */
function withChange(change: (catalogs: Catalogs) => void): Catalogs {
  const copy = structuredClone(real);
  change(copy);
  return copy;
}

function problemsOf(catalogs: Catalogs) {
  return checkCatalogs(catalogs, allowList).errors.map(({ kind, locale, id }) => ({ kind, locale, id }));
}

describe('the committed catalogs', () => {
  it('pass every check in all seven locales', () => {
    const { errors } = checkCatalogs(real, allowList);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('hold en exactly as a fresh extraction from the code', async () => {
    expect(compareWithExtraction(real.en, await extractMessages())).toEqual([]);
  });

  it('carry every message id the API contract names, with the same English text', () => {
    const contract = [...Object.values(ERROR_DEFINITIONS), ...Object.values(FIELD_ERROR_DEFINITIONS)];
    for (const { messageId, message } of contract) {
      expect(real.en[messageId], messageId).toBe(message);
      // The client turns the id an API error carries back into a descriptor with its English default.
      expect(getMessageDescriptor(messageId)?.defaultMessage, messageId).toBe(message);
    }
    for (const id of Object.values(SUCCESS_MESSAGE_IDS)) expect(getMessageDescriptor(id), id).toBeDefined();
  });
});

describe('checkCatalogs fails', () => {
  it('when one key is removed from one locale', () => {
    const catalogs = withChange((c) => {
      delete c.pl['errors.chat.emptyMessage'];
    });
    expect(problemsOf(catalogs)).toEqual([
      { kind: 'missing-key', locale: 'pl', id: 'errors.chat.emptyMessage' },
    ]);
  });

  it('when a locale has a key en lacks', () => {
    const catalogs = withChange((c) => {
      c.de['shell.theme.sepia'] = 'Sepia';
    });
    expect(problemsOf(catalogs)).toEqual([{ kind: 'extra-key', locale: 'de', id: 'shell.theme.sepia' }]);
  });

  it('when a placeholder is renamed', () => {
    const catalogs = withChange((c) => {
      c.de['shell.seller.lastSeen'] = 'Zuletzt online {zeit}';
    });
    expect(problemsOf(catalogs)).toEqual([{ kind: 'arguments', locale: 'de', id: 'shell.seller.lastSeen' }]);
  });

  it('when a placeholder changes type or number style', () => {
    const catalogs = withChange((c) => {
      c.ru['layout.footer.copyright'] = '© {year, number} Lootmarket. Все права защищены.';
      c.ja['shell.seller.positiveFeedback'] = '高評価 {percent, number}';
    });
    expect(problemsOf(catalogs)).toEqual([
      { kind: 'arguments', locale: 'ru', id: 'layout.footer.copyright' },
      { kind: 'arguments', locale: 'ja', id: 'shell.seller.positiveFeedback' },
    ]);
  });

  it('when a translation equals the English text, unless the allow-list names it', () => {
    const catalogs = withChange((c) => {
      c.ja['notFound.title'] = c.en['notFound.title'] as string;
    });
    expect(problemsOf(catalogs)).toEqual([{ kind: 'untranslated', locale: 'ja', id: 'notFound.title' }]);
    const allowed = checkCatalogs(catalogs, {
      ...allowList,
      'notFound.title': { locales: ['ja'], reason: 'test' },
    });
    expect(allowed.errors).toEqual([]);
  });

  it('when a message is not valid ICU', () => {
    const catalogs = withChange((c) => {
      c.zh['shell.market.totalOffers'] = '{count, plural, =0 {暂无商品} other {# 个商品}';
    });
    expect(problemsOf(catalogs)).toEqual([
      { kind: 'invalid-icu', locale: 'zh', id: 'shell.market.totalOffers' },
    ]);
  });

  it('when a plural lacks a category the locale needs (Russian few and many)', () => {
    const catalogs = withChange((c) => {
      c.ru['shell.seller.itemsSold'] = '{count, plural, one {# проданный товар} other {# проданных товаров}}';
    });
    const { errors } = checkCatalogs(catalogs, allowList);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('lacks few, many');
  });

  it('when select options differ from en', () => {
    const catalogs = withChange((c) => {
      c.en['test.role'] = '{role, select, buyer {Buyer} seller {Seller} other {User}}';
      for (const locale of ['pl', 'pt-BR', 'de', 'ru', 'ja', 'zh'] as const) {
        c[locale]['test.role'] = '{role, select, buyer {B} seller {S} other {U}}';
      }
      c.de['test.role'] = '{role, select, kaeufer {Käufer} other {Nutzer}}';
    });
    expect(problemsOf(catalogs)).toEqual([{ kind: 'select-options', locale: 'de', id: 'test.role' }]);
  });

  it('does not require plural categories a locale lacks (ja and zh need only other)', () => {
    expect(real.ja['shell.seller.itemsSold']).toBe('{count, plural, other {販売実績 #件}}');
    const catalogs = withChange((c) => {
      c.ja['shell.market.totalOffers'] = '{count, plural, one {# 件} other {#件の出品}}';
    });
    const { errors, warnings } = checkCatalogs(catalogs, allowList);
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.id)).toEqual(['shell.market.totalOffers']);
  });
});

describe('compareWithExtraction', () => {
  it('reports messages added, changed and removed in the code', () => {
    const problems = compareWithExtraction(
      { kept: 'Same', changed: 'Old', removed: 'Gone' },
      { kept: 'Same', changed: 'New', added: 'Fresh' },
    );
    expect(problems.map((problem) => problem.id).sort()).toEqual(['added', 'changed', 'removed']);
  });
});

describe('the i18n:check command', () => {
  const tsx = join(packageRoot, 'node_modules', '.bin', 'tsx');
  const run = (...args: string[]) =>
    promisify(execFile)(tsx, ['scripts/check.ts', ...args], { cwd: packageRoot }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('passes on the committed catalogs, en in sync with the code', async () => {
    const result = await run('--extracted');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('en in sync with the code');
  });

  it('exits 1 and names the key when one key is removed from one locale', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lootmarket-i18n-check-'));
    try {
      await cp(catalogsDir, dir, { recursive: true });
      const ja = JSON.parse(await readFile(join(dir, 'ja.json'), 'utf8')) as Record<string, string>;
      delete ja['success.messageSent'];
      await writeFile(join(dir, 'ja.json'), JSON.stringify(ja));
      const result = await run('--catalogs', dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('ja: "success.messageSent" is missing');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
