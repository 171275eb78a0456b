import { parseArgs } from 'node:util';
import { checkCatalogs, compareWithExtraction } from './catalog-check';
import {
  allowListPath,
  catalogsDir,
  ExtractionError,
  extractMessages,
  readAllowList,
  readCatalogs,
} from './catalog-files';

// Usage: tsx scripts/check.ts [--extracted] [--catalogs <dir>] [--allow-list <file>]
const { values } = parseArgs({
  options: {
    extracted: { type: 'boolean', default: false },
    catalogs: { type: 'string', default: catalogsDir },
    'allow-list': { type: 'string', default: allowListPath },
  },
});

const catalogs = await readCatalogs(values.catalogs);
const { errors, warnings } = checkCatalogs(catalogs, await readAllowList(values['allow-list']));
if (values.extracted) {
  try {
    errors.push(...compareWithExtraction(catalogs.en, await extractMessages()));
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    errors.push({ kind: 'out-of-sync', locale: 'en', message: `en: extraction failed: ${error.message}` });
  }
}

for (const warning of warnings) console.warn(`warning  ${warning.message}`);
for (const error of errors) console.error(`error    ${error.message}`);
const count = Object.keys(catalogs.en).length;
if (errors.length) {
  console.error(`i18n:check failed: ${errors.length} problem(s) in ${count} messages × 7 locales`);
  process.exitCode = 1;
} else {
  console.info(
    `i18n:check passed: ${count} messages in 7 locales${values.extracted ? ', en in sync with the code' : ''}`,
  );
}
