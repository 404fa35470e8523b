import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import { webhook } from '../../db/schema/index.ts';
import { parse, readJson } from '../../http/validate.ts';
import { type AdminEnv, assertAdminPermission } from '../auth.ts';
import { notFound, readEntity } from '../read/fields.ts';
import { present } from '../read/views.ts';
import { hexId, ShopwareId } from '../sync/report.ts';

/** Shopware's webhook record; the URL is the receiver's (often on the ERP's own network). */
const WebhookRecord = v.strictObject({
  id: v.optional(ShopwareId),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255)),
  eventName: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9_.]+$/, 'An event name such as checkout.order.placed.'),
    v.maxLength(255),
  ),
  url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'An http(s) URL.'), v.maxLength(2048)),
  active: v.optional(v.boolean()),
  onlyLiveVersion: v.optional(v.boolean()),
});

type WebhookRow = typeof webhook.$inferSelect;
const webhookEntity = (w: WebhookRow) =>
  present({
    id: hexId(w.id),
    name: w.name,
    eventName: w.eventName,
    url: w.url,
    active: w.active,
    onlyLiveVersion: true,
    errorCount: w.errorCount,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt?.toISOString(),
    apiAlias: 'webhook',
  });

export const webhookRead = readEntity({
  name: 'webhook',
  table: webhook,
  id: webhook.id,
  order: [asc(webhook.createdAt), asc(webhook.id)],
  fields: {
    id: [webhook.id, 'uuid'],
    name: [webhook.name, 'text'],
    eventName: [webhook.eventName, 'text'],
    url: [webhook.url, 'text'],
    active: [webhook.active, 'bool'],
  },
  term: (term) => sql`${webhook.name} ilike ${`%${term}%`}`,
  view: async (_db, rows) => rows.map(webhookEntity),
});

/**
 * `POST /api/webhook` (create, or replace the one `id` names) and `DELETE /api/webhook/{id}`, as
 * Shopware's: 204 with the new resource's Location, or `{ data }` with `?_response`. The webhook
 * belongs to the calling integration, whose key signs its deliveries.
 */
export const webhookRoutes = () =>
  new Hono<AdminEnv>()
    .post('/webhook', async (c) => {
      assertAdminPermission(c, 'webhook', 'write');
      const input = parse(WebhookRecord, await readJson(c));
      const values = {
        id: input.id ?? randomUUID(),
        name: input.name,
        eventName: input.eventName,
        url: input.url,
        active: input.active ?? true,
        integrationId: c.get('integration').id,
      };
      const [row] = await c
        .get('db')
        .insert(webhook)
        .values(values)
        .onConflictDoUpdate({ target: webhook.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      const saved = row as WebhookRow;
      c.header('location', new URL(`/api/webhook/${hexId(saved.id)}`, c.req.url).href);
      return c.req.query('_response') ? c.json({ data: webhookEntity(saved) }) : c.body(null, 204);
    })
    .delete('/webhook/:id', async (c) => {
      assertAdminPermission(c, 'webhook', 'write');
      const id = normalizeId(c.req.param('id'));
      const gone = id
        ? await c.get('db').delete(webhook).where(eq(webhook.id, id)).returning({ id: webhook.id })
        : [];
      if (!gone.length) throw notFound('webhook', c.req.param('id'));
      return c.body(null, 204);
    });
