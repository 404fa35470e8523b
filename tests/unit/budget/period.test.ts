import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { periodColumns, periodEnd, periodStart, remainingSql } from '../../../src/server/budget/period.ts';
import { type Db, queryRows } from '../../../src/server/db/client.ts';

// The budget arithmetic of src/server/budget/period.ts, run as SQL on an in-memory PGlite with just the
// columns it reads: one budget row and its orders, weighed at a chosen moment.

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  db = drizzle({ client }) as unknown as Db;
  await client.exec(`
    create table budget (id int primary key, budget bigint, period varchar(16) not null, start_date date,
      end_date date, renewable boolean not null, transferable boolean not null, created_at timestamptz not null);
    create table customer_order (budget_id int not null, status varchar(16) not null, amount_net bigint not null,
      created_at timestamptz not null);`);
});
afterAll(() => client.close());
beforeEach(() => client.exec('delete from budget; delete from customer_order'));

interface Rule {
  budget?: number;
  period: string;
  startDate?: string;
  endDate?: string;
  renewable?: boolean;
  transferable?: boolean;
}

async function rule(r: Rule) {
  await db.execute(sql`insert into budget values (1, ${r.budget ?? 100}, ${r.period}, ${r.startDate ?? null},
    ${r.endDate ?? null}, ${r.renewable ?? true}, ${r.transferable ?? false}, '2025-12-15T10:00:00Z')`);
}

async function order(createdAt: string, amount: number, status = 'open') {
  await db.execute(sql`insert into customer_order values (1, ${status}, ${amount}, ${createdAt})`);
}

/** The period and the remaining budget at `at` (an ISO timestamp). */
async function weigh(at: string) {
  const c = periodColumns('budget', sql`${at}::timestamptz`);
  const [row] = await queryRows<{ start: string; end: string; remaining: string }>(
    db,
    sql`select ${periodStart(c)} as start, ${periodEnd(c)} as end,
      ${remainingSql(sql.raw('budget.budget'), c, sql.raw('o.budget_id = budget.id'))} as remaining from budget`,
  );
  if (!row) throw new Error('no budget row');
  return {
    start: new Date(row.start).toISOString(),
    end: new Date(row.end).toISOString(),
    remaining: Number(row.remaining),
  };
}

describe('period kinds (renewable, from the start date, Europe/Brussels midnights)', () => {
  it.each([
    ['daily', '2026-01-10T12:00:00Z', '2026-01-09T23:00:00.000Z', '2026-01-10T23:00:00.000Z'],
    ['weekly', '2026-01-16T12:00:00Z', '2026-01-14T23:00:00.000Z', '2026-01-21T23:00:00.000Z'],
    ['monthly', '2026-02-01T12:00:00Z', '2026-01-30T23:00:00.000Z', '2026-03-01T23:00:00.000Z'],
    ['yearly', '2026-12-31T12:00:00Z', '2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
  ])('%s at %s runs from %s to %s', async (period, at, start, end) => {
    await rule({ period, startDate: '2026-01-01' });
    expect(await weigh(at)).toMatchObject({ start, end, remaining: 100 });
  });

  it('starts from the creation day without a start date', async () => {
    await rule({ period: 'weekly' });
    expect(await weigh('2025-12-23T09:00:00Z')).toMatchObject({ start: '2025-12-21T23:00:00.000Z' });
  });

  it('a one-off (not renewable) budget lasts one period, then nothing is left', async () => {
    await rule({ period: 'weekly', startDate: '2026-01-01', renewable: false });
    expect((await weigh('2026-01-07T12:00:00Z')).remaining).toBe(100);
    expect((await weigh('2026-01-08T12:00:00Z')).remaining).toBe(0);
  });

  it('a custom period runs from the start date to the end date inclusive', async () => {
    await rule({ period: 'custom', startDate: '2026-03-01', endDate: '2026-03-31' });
    await order('2026-03-10T10:00:00Z', 40);
    expect(await weigh('2026-02-28T22:59:59Z')).toMatchObject({ remaining: 0 });
    expect(await weigh('2026-02-28T23:00:00Z')).toMatchObject({
      start: '2026-02-28T23:00:00.000Z',
      remaining: 60,
    });
    // 31 March ends at midnight summer time (22:00 UTC).
    expect(await weigh('2026-03-31T21:59:59Z')).toMatchObject({
      end: '2026-03-31T22:00:00.000Z',
      remaining: 60,
    });
    expect((await weigh('2026-03-31T22:00:00Z')).remaining).toBe(0);
  });
});

describe('orders of the period', () => {
  it('counts placed and pending orders, not declined or cancelled ones', async () => {
    await rule({ period: 'monthly', startDate: '2026-01-01' });
    await order('2026-01-05T10:00:00Z', 10);
    await order('2026-01-05T11:00:00Z', 20, 'pending');
    await order('2026-01-05T12:00:00Z', 30, 'declined');
    await order('2026-01-05T13:00:00Z', 40, 'cancelled');
    expect((await weigh('2026-01-06T00:00:00Z')).remaining).toBe(70);
  });

  it('an order on the last second of a period counts there; one on the first second of the next, in the next', async () => {
    await rule({ period: 'weekly', startDate: '2026-01-01' });
    await order('2026-01-07T22:59:59Z', 30); // 7 January 23:59:59 in Brussels
    await order('2026-01-07T23:00:00Z', 50); // 8 January 00:00:00
    expect((await weigh('2026-01-07T22:59:59.5Z')).remaining).toBe(70);
    expect((await weigh('2026-01-07T23:00:00Z')).remaining).toBe(50);
  });

  it('a renewable budget starts again each period', async () => {
    await rule({ period: 'daily', startDate: '2026-01-01' });
    await order('2026-01-01T10:00:00Z', 90);
    expect((await weigh('2026-01-01T20:00:00Z')).remaining).toBe(10);
    expect((await weigh('2026-01-02T10:00:00Z')).remaining).toBe(100);
  });
});

describe('daylight saving time in Europe/Brussels', () => {
  it('the spring-forward day is 23 hours long, its periods still start at local midnight', async () => {
    await rule({ period: 'daily', startDate: '2026-03-01' });
    expect(await weigh('2026-03-29T12:00:00Z')).toMatchObject({
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
    });
    await order('2026-03-29T21:59:59Z', 25); // 29 March 23:59:59 CEST
    await order('2026-03-29T22:00:00Z', 35); // 30 March 00:00:00 CEST
    expect((await weigh('2026-03-29T21:00:00Z')).remaining).toBe(75);
    expect((await weigh('2026-03-29T22:30:00Z')).remaining).toBe(65);
  });

  it('a week across the autumn change is 7 local days (169 hours)', async () => {
    await rule({ period: 'weekly', startDate: '2026-10-19' });
    expect(await weigh('2026-10-25T12:00:00Z')).toMatchObject({
      start: '2026-10-18T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z',
    });
    await order('2026-10-25T22:59:59Z', 10); // 25 October 23:59:59 CET, still this week
    expect((await weigh('2026-10-25T22:30:00Z')).remaining).toBe(90);
  });
});

describe('transferable budgets', () => {
  it('carry the unused budget of earlier periods into the current one', async () => {
    await rule({ period: 'weekly', startDate: '2026-01-01', transferable: true });
    await order('2026-01-02T10:00:00Z', 30);
    expect((await weigh('2026-01-03T10:00:00Z')).remaining).toBe(70);
    expect((await weigh('2026-01-09T10:00:00Z')).remaining).toBe(170);
    await order('2026-01-09T11:00:00Z', 50, 'pending');
    expect((await weigh('2026-01-09T12:00:00Z')).remaining).toBe(120);
    // Week 3: 300 − 80 spent earlier = 220, nothing spent yet this week.
    expect((await weigh('2026-01-16T10:00:00Z')).remaining).toBe(220);
  });

  it('an overspent earlier period carries nothing and takes nothing away', async () => {
    await rule({ period: 'weekly', startDate: '2026-01-01', transferable: true });
    await order('2026-01-02T10:00:00Z', 150);
    expect((await weigh('2026-01-09T10:00:00Z')).remaining).toBe(100);
  });

  it('not transferable: the unused budget is lost', async () => {
    await rule({ period: 'weekly', startDate: '2026-01-01' });
    await order('2026-01-02T10:00:00Z', 30);
    expect((await weigh('2026-01-09T10:00:00Z')).remaining).toBe(100);
  });
});
