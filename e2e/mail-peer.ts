import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ReceivedMail, startSmtp } from '../apps/api/test/support/smtp';

/**
 * The SMTP peer the server under test mails to (SMTP_URL in playwright.config.ts): ONE for the whole
 * run, started by the runner before any worker (Playwright's global setup), so every worker reads the
 * same mail whichever worker's journey caused it. Each mail it receives is written as one JSON file
 * in E2E_MAIL_DIR; `mailbox()` in tests/web/helpers.ts reads that folder.
 */
export default async function startMailPeer(): Promise<() => Promise<void>> {
  const folder = mailFolder();
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const smtp = await startSmtp(Number(process.env.E2E_SMTP_PORT), (mail) => {
    count += 1;
    // Numbered, so the folder lists in the order the mails arrived.
    writeFileSync(join(folder, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
  });
  return () => smtp.close();
}

function mailFolder(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set: run the e2e tests with e2e/playwright.config.ts');
  return folder;
}

/** Every mail the peer has received so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  const folder = mailFolder();
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReceivedMail);
}
