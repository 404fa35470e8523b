import { logger } from '../ops/logger.ts';
import { metrics } from '../ops/metrics.ts';

/**
 * "The database is unreachable", told apart from every other failure in this one place: socket errors,
 * PostgreSQL's shutdown codes (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), the
 * connection exception class 08, and node-postgres's own messages for a lost or never made connection.
 * Drizzle wraps driver errors (`cause`); Node's happy-eyeballs connect throws an AggregateError.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const SERVER_CODES = /^(57P0[123]|08...)$/;
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (DRIVER_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Where an outage was seen, the label of `db_unavailable_errors_total`. */
export type OutageSource = 'store-api' | 'pool' | 'listen' | 'boot' | 'readiness';

// How often, during an outage, a page request may try the database again (the rest answer 503 at once).
const PROBE_INTERVAL_MS = 500;

let down = false;
let probe: (() => Promise<unknown>) | undefined;
let probing: Promise<void> | undefined;
let probedAt = 0;

/**
 * The process's view of the database: down from the first "unavailable" error until a connection
 * succeeds again. Logged once per outage (and once when it ends); every such error is counted.
 */
export const databaseOutage = {
  report(error: unknown, source: OutageSource): void {
    metrics.dbUnavailable.inc({ source });
    if (down) return;
    down = true;
    logger.warn({ err: error, source }, 'database unavailable: answering 503 until it is back');
  },

  recovered(): void {
    if (!down) return;
    down = false;
    logger.info('database reachable again');
  },

  get down(): boolean {
    return down;
  },

  /** The runtime's cheap query that tells whether the database answers again (throws while not). */
  watch(check: () => Promise<unknown>): void {
    probe = check;
  },

  /**
   * Whether pages should try the database: true outside an outage; during one, a single probe at a
   * time, at most every PROBE_INTERVAL_MS, decides, so the shop notices the end without waiting for
   * other traffic.
   */
  async available(): Promise<boolean> {
    if (!down) return true;
    if (probe && !probing && Date.now() - probedAt >= PROBE_INTERVAL_MS) {
      const check = probe;
      probedAt = Date.now();
      probing = check()
        .then(() => databaseOutage.recovered())
        .catch(() => {})
        .finally(() => {
          probing = undefined;
        });
    }
    await probing;
    return !down;
  },
};
