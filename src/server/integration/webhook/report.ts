import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * `npm run integration -- webhooks`: each webhook with its deliveries: delivered, waiting (of them
 * retrying after a failure), failed for good, and the last failure.
 */
export const webhookReport = (db: Db) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select w.name, w.event_name as "event", w.url, w.active,
          count(e.id) filter (where e.delivered_at is not null)::int as delivered,
          count(e.id) filter (where e.delivered_at is null and e.failed_at is null)::int as waiting,
          count(e.id) filter (where e.delivered_at is null and e.failed_at is null and e.attempts > 0)::int as retrying,
          count(e.id) filter (where e.failed_at is not null)::int as failed,
          (select last_error from webhook_event x where x.webhook_id = w.id and x.last_error is not null
           order by x.next_attempt_at desc limit 1) as "lastError"
        from webhook w left join webhook_event e on e.webhook_id = w.id
        group by w.id order by w.created_at`,
  );
