import type pg from 'pg';
import { logger } from '../ops/logger.ts';
import { databaseOutage, isDatabaseUnavailable } from './outage.ts';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2000;

export interface Subscription {
  /** Settles after the first attempt, whether it connected or not (later attempts run on their own). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTEN on one long-lived connection of its own, outside the pool, made again with back-off
 * (250 ms doubling to 2 s) whenever it is lost. NOTIFYs sent while it was away are gone, so every
 * connection after a failed or lost one calls `onReconnect` for the caller to forget what they kept fresh.
 */
export function subscribe(
  newClient: () => pg.Client,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Subscription {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let missed = false;

  // Once per connection, whichever of 'error', 'end' or a failed connect comes first.
  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (lostClient !== client || stopped) return;
    client = undefined;
    missed = true;
    if (isDatabaseUnavailable(error)) databaseOutage.report(error, 'listen');
    else if (error) logger.error({ err: error, channel }, 'LISTEN connection failed');
    lostClient.end().catch(() => {});
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect() {
    const current = newClient();
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (stopped || current !== client) return;
    retryMs = FIRST_RETRY_MS;
    if (missed) {
      missed = false;
      logger.info({ channel }, 'LISTEN connection back: dropping what notifications kept fresh');
      onReconnect();
    }
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
