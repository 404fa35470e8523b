import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs a request's work so that every line logged meanwhile (Store API errors too) names its id. */
export const withRequestId = <T>(requestId: string, work: () => T): T => scope.run({ requestId }, work);

/** One JSON object per line (time, level, msg, …); stdout unless a destination is given (tests). */
export const createLogger = (destination?: pino.DestinationStream) =>
  pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A fresh object: pino merges each line's fields into what the mixin returns.
      mixin: () => ({ ...scope.getStore() }),
    },
    destination,
  );

export const logger = createLogger();

export interface RequestLog {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  cached: boolean;
}

/** The access log: one line per answered request; server errors at level error. */
export function logRequest(entry: RequestLog): void {
  const msg = `${entry.method} ${entry.path} ${entry.status}`;
  if (entry.status >= 500) logger.error(entry, msg);
  else logger.info(entry, msg);
}
