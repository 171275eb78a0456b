import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { isAppError } from '../errors/app-error';

/**
 * What the log may hold: what happened and where, never what people typed or stored. Request bodies
 * are never logged; query strings lose their values; bearer tokens and cookies are removed; and every
 * error (the `err` of any log line, its causes included) is reduced to its kind, its codes, its SQL
 * without values and its stack — no query parameters (a DrizzleQueryError carries every value of the
 * failed statement: message texts, e-mails), no PostgreSQL `detail` ("Key (email)=(…) already
 * exists", "Failing row contains (…)"), and no quoted values inside messages.
 */

const MAX_CAUSE_DEPTH = 5;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const SQL_LITERAL = /'(?:[^']|'')*'|\$\$[\s\S]*?\$\$/g;

/** A message with quoted values and e-mail addresses masked, and no `params:` tail. */
function redactMessage(message: string): string {
  const cut = message.search(/\n\s*params:/);
  return (cut >= 0 ? message.slice(0, cut) : message).replace(QUOTED, '"…"').replace(EMAIL, '…@…');
}

/** SQL as written by the code, with literals masked (values travel as parameters, which are dropped). */
function redactSql(query: string): string {
  return query.replace(SQL_LITERAL, "'…'").replace(EMAIL, '…@…');
}

/** Fields of a PostgreSQL error (node-postgres and PGlite) that name things, never values. */
const DATABASE_ERROR_FIELDS = [
  'severity',
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
];

/** A sink for log lines (tests read what was written). */
export interface LogDestination {
  write(line: string): void;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error PostgreSQL sent (node-postgres' DatabaseError, PGlite's): it has a SQLSTATE and a severity. */
function isDatabaseError(record: Record<string, unknown>): boolean {
  return (
    typeof record.severity === 'string' &&
    typeof record.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(record.code)
  );
}

/**
 * PostgreSQL puts values after a colon ("invalid input syntax for type uuid: \"…\"", "invalid byte
 * sequence for encoding \"UTF8\": 0x00", and a RAISE of our own functions may too): only the part
 * before it is kept.
 */
function redactDatabaseMessage(message: string): string {
  const colon = message.indexOf(':');
  return redactMessage(colon >= 0 ? `${message.slice(0, colon)}: …` : message);
}

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? redactMessage(error) : '';
    return { type: typeof error, message, stack: '' };
  }
  const type = error.constructor?.name || error.name || 'Error';
  const record = error as unknown as Record<string, unknown>;
  // Our own errors carry catalogue messages and field codes, nothing a user typed.
  // A DrizzleQueryError's message is its SQL followed by every parameter: replaced, the SQL is kept
  // apart below. PostgreSQL's own errors (PGlite's carry the query and parameters too) keep theirs.
  const message = isAppError(error)
    ? error.message
    : isDatabaseError(record)
      ? redactDatabaseMessage(error.message)
      : typeof record.query === 'string' && 'params' in record
        ? 'Failed query'
        : redactMessage(error.message);
  const serialized: SerializedError = { type, message, stack: '' };
  if (typeof record.query === 'string') serialized.query = redactSql(record.query);
  if (Array.isArray(record.params)) serialized.params = `[${record.params.length} redacted]`;
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (typeof record.where === 'string') serialized.where = redactSql(record.where);
  if (typeof record.statusCode === 'number') serialized.statusCode = record.statusCode;
  if (isAppError(error) && error.fields) serialized.fields = error.fields;
  if (typeof error.stack === 'string') {
    // The stack's first lines repeat the message; only the frames are kept.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    serialized.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError)
      serialized.errors = error.errors.map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** Query strings keep their names, never their values (searches, one-time tokens, OAuth codes). */
function redactUrl(url: string): string {
  return url.replace(/([?&][^=&#]*=)[^&#]*/g, '$1***');
}

/** The server's logger settings; `stream` replaces standard output (tests capture the lines). */
export function loggerOptions(config: AppConfig, stream?: LogDestination) {
  return {
    level: config.logLevel,
    // Bearer tokens and cookies never reach the log, even when a header is logged on purpose.
    redact: ['req.headers.authorization', 'req.headers["x-auth-token"]', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
    ...(stream ? { stream } : {}),
  };
}
