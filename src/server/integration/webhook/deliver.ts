import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { logger } from '../../ops/logger.ts';
import { metrics } from '../../ops/metrics.ts';
import { hexId } from '../sync/report.ts';

/** How long one delivery may take, and how long a claimed event stays with the instance that took it. */
const TIMEOUT_MS = 10_000;
const leaseSeconds = () => Number(process.env.WEBHOOK_LEASE_SECONDS ?? 60);
/** Retries back off from WEBHOOK_RETRY_BASE_MS (5 s) doubling to an hour, for 48 hours. */
const MAX_BACKOFF_MS = 3_600_000;
const GIVE_UP_HOURS = 48;
/** Deliveries one instance has under way at most; a slow receiver holds up only its own events. */
const MAX_IN_FLIGHT = 32;

interface Claimed {
  id: string;
  eventName: string;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
  url: string;
  webhookId: string;
  secretHash: string;
}

/** Shopware's signature: HMAC-SHA256 (hex) of the body; the key is the SHA-256 (hex) of the integration's secret. */
export const signature = (secretHash: string, body: string) =>
  createHmac('sha256', secretHash).update(body).digest('hex');

/**
 * Takes due events (oldest first) for this instance: their next attempt moves a lease ahead, so no
 * other instance takes them meanwhile (skip locked), and one that dies mid-delivery leaves them due
 * again when the lease runs out.
 */
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`update webhook_event e
        set attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds()})
        from webhook w, integration i
        where e.id in (
          select id from webhook_event
          where delivered_at is null and failed_at is null and next_attempt_at <= now()
          order by next_attempt_at limit ${limit} for update skip locked)
          and w.id = e.webhook_id and i.id = w.integration_id
        returning e.id, e.event_name as "eventName", e.payload, e.attempts, e.created_at as "createdAt",
          w.url, w.id as "webhookId", i.secret_hash as "secretHash"`,
  );
}

/** Shopware's webhook body: the event's data, where it comes from (with the stable event id), when. */
function body(event: Claimed, shopUrl: string) {
  return JSON.stringify({
    data: { payload: event.payload, event: event.eventName },
    source: { url: shopUrl, eventId: hexId(event.id) },
    timestamp: Math.floor(new Date(event.createdAt).getTime() / 1000),
  });
}

async function post(
  event: Claimed,
  shopUrl: string,
): Promise<{ status: number | null; error: string | null }> {
  const text = body(event, shopUrl);
  try {
    const res = await fetch(event.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'shopware-shop-signature': signature(event.secretHash, text),
      },
      body: text,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return { status: res.status, error: res.ok ? null : `HTTP ${res.status}` };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Records one attempt: delivered, due again after the back-off, or failed for good after 48 hours. */
async function record(db: Db, event: Claimed, outcome: { status: number | null; error: string | null }) {
  if (!outcome.error) {
    await db.execute(sql`update webhook_event set delivered_at = now(), last_status = ${outcome.status},
      last_error = null where id = ${event.id}`);
    metrics.webhookDeliveries.inc({ result: 'delivered' });
    return;
  }
  const base = Number(process.env.WEBHOOK_RETRY_BASE_MS ?? 5000);
  const wait = Math.min(base * 2 ** (event.attempts - 1), MAX_BACKOFF_MS);
  const expired = Date.now() - new Date(event.createdAt).getTime() > GIVE_UP_HOURS * 3_600_000;
  await db.execute(sql`update webhook_event set last_status = ${outcome.status}, last_error = ${outcome.error},
    next_attempt_at = now() + make_interval(secs => ${wait / 1000}),
    failed_at = case when ${expired} then now() end where id = ${event.id}`);
  if (expired)
    await db.execute(sql`update webhook set error_count = error_count + 1 where id = ${event.webhookId}`);
  metrics.webhookDeliveries.inc({ result: expired ? 'failed' : 'retry' });
  logger.warn(
    { event: event.id, url: event.url, error: outcome.error, attempts: event.attempts },
    'webhook delivery failed',
  );
}

/**
 * Delivers the outbox in the background: every WEBHOOK_POLL_MS (1 s), or at once while there is more,
 * it claims what is due up to MAX_IN_FLIGHT deliveries under way, each recorded when it ends. Returns
 * the function that stops it (waiting for the deliveries under way).
 */
export function startWebhookDelivery(db: Db, shopUrl = process.env.PUBLIC_URL ?? 'http://localhost:4321') {
  const poll = Number(process.env.WEBHOOK_POLL_MS ?? 1000);
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    let claimed = 0;
    try {
      const room = MAX_IN_FLIGHT - inFlight.size;
      const events = room > 0 ? await claim(db, room) : [];
      claimed = events.length;
      for (const event of events) {
        const delivery: Promise<void> = post(event, shopUrl)
          .then((outcome) => record(db, event, outcome))
          .catch((error: unknown) => logger.error({ err: error, event: event.id }, 'webhook delivery failed'))
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    } catch (error) {
      logger.error({ err: error }, 'webhook outbox could not be read');
    }
    if (!stopped) schedule(claimed > 0 && inFlight.size < MAX_IN_FLIGHT ? 0 : poll);
  };
  // The server's sockets keep the process alive; the outbox alone does not.
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  schedule(poll);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await Promise.all(inFlight);
  };
}
