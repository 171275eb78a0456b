import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, usernameSchema } from '@lootmarket/contract';
import { hashPassword } from '../auth/passwords';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { PUBLISHED_DEMO_PASSWORDS } from '../seed/seed';
import { createAdmin, FirstAdminError } from './first-admin';

/**
 * `pnpm admin:create --email … --username … [--password-stdin] [--grant-existing]`: the first admin
 * (or another one) without any published password, on DATABASE_URL or the PGlite folder in DATA_DIR
 * (stop a server using that folder first: PGlite takes one process). Without --password-stdin it
 * prints a generated password once; nothing stores it.
 *
 * `pnpm admin:hash-password`: reads a password from standard input and prints its argon2id hash, for
 * ADMIN_PASSWORD_HASH. Touches no database.
 */
const USAGE = `usage:
  pnpm admin:create --email <address> --username <name> [--password-stdin] [--grant-existing]
  pnpm admin:hash-password            (reads the password from standard input)`;

class UsageError extends Error {}

/** Standard input to its end, without the line break a shell or `echo` adds. */
async function readPipe(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** A line typed at the terminal, not echoed. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          done();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new UsageError('cancelled'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
  });
}

/** The password from standard input (a pipe, or typed twice at a terminal), checked like registration's. */
async function passwordFromStdin(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden('Password: ');
    if ((await readHidden('Repeat the password: ')) !== password) {
      throw new UsageError('the passwords do not match');
    }
  } else {
    password = await readPipe();
  }
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    throw new UsageError(`the password must be 8 to 128 characters long (registration's rule)`);
  }
  if (PUBLISHED_DEMO_PASSWORDS.includes(password)) {
    throw new UsageError('that password is published in the README: choose one of your own');
  }
  return password;
}

/** 24 random bytes: 32 characters of base64url, 192 bits; within the registration rule's 8–128. */
function generatedPassword(): string {
  return randomBytes(24).toString('base64url');
}

async function create(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'grant-existing': { type: 'boolean', default: false },
    },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError('--email <address> is required and must be an e-mail address');
  const username = usernameSchema.safeParse(values.username ?? '');
  if (!username.success) {
    throw new UsageError('--username <name> is required: 3 to 32 letters, digits, _ . or -');
  }
  const typed = values['password-stdin'] ? await passwordFromStdin() : null;
  const password = typed ?? generatedPassword();

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await createAdmin(
      database.db,
      { email: email.data, username: username.data, passwordHash: await hashPassword(password) },
      { grantExisting: values['grant-existing'] },
    );
    const signIn = `${config.publicOrigin}/admin/login/`;
    if (result.status === 'created') {
      console.info(`Admin account created: ${username.data} <${email.data}>, e-mail verified.`);
      if (typed === null) {
        console.info(
          `One-time password (shown only now and stored nowhere; sign in at ${signIn} and change it under My account):`,
        );
        console.info(`  ${password}`);
      } else {
        console.info(`Sign in at ${signIn} with the password you gave.`);
      }
    } else if (result.status === 'granted') {
      console.info(
        `${result.user.username} <${result.user.email}> now has the admin role (roles: ${result.user.roles.join(', ')}). ` +
          'Its password, sessions and two-factor setting are unchanged; no password was set.',
      );
    } else {
      console.info(`${result.user.username} <${result.user.email}> is already an admin: nothing changed.`);
    }
  } finally {
    await database.close();
  }
}

async function hashFromStdin() {
  console.info(await hashPassword(await passwordFromStdin()));
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'create') await create(rest);
  else if (command === 'hash-password') await hashFromStdin();
  else throw new UsageError(`unknown command ${command ?? '(none)'}`);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof FirstAdminError || error instanceof ConfigError) {
    console.error(`Refused: ${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
