/** The subset of a pino logger (Fastify's `app.log`) the realtime layer writes to. */
export interface RealtimeLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = () => {};

export const silentLogger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: noop };
