import { join } from 'node:path';
import { catalogsDir, extractMessages, writeCatalog } from './catalog-files';

// en.json is generated from the defineMessages calls in the code: edit English there, never here.
const messages = await extractMessages();
await writeCatalog(join(catalogsDir, 'en.json'), messages);
console.info(`i18n:extract: ${Object.keys(messages).length} messages written to src/catalogs/en.json`);
