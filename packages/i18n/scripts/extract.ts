import { join } from 'node:path';
import { catalogsDir, ExtractionError, extractMessages, writeCatalog } from './catalog-files';

// en.json is generated from the defineMessages calls in the code: edit English there, never here.
let messages: Record<string, string>;
try {
  messages = await extractMessages();
} catch (error) {
  if (!(error instanceof ExtractionError)) throw error;
  console.error(`i18n:extract failed: ${error.message}`);
  process.exit(1);
}
await writeCatalog(join(catalogsDir, 'en.json'), messages);
console.info(`i18n:extract: ${Object.keys(messages).length} messages written to src/catalogs/en.json`);
