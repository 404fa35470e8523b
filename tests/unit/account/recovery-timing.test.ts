import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRecovery } from '../../../src/server/account/recovery.ts';
import { type Database, openDatabase } from '../../../src/server/db/client.ts';
import { customer, salesChannel } from '../../../src/server/db/schema/index.ts';
import type { StoreContext } from '../../../src/server/http/context.ts';
import { ContentMemo } from '../../../src/server/http/memo.ts';
import { seed } from '../../../src/server/seed/index.ts';

// The recovery answer must not depend on whether the username exists (issue 26). The mail of a known
// one goes through an SMTP server that takes SLOW_MS to accept it: were the answer to wait for the
// lookup, the link or the mail, the known username would answer that much later.
const SLOW_MS = 600;

let database: Database;
let ctx: StoreContext;
let smtp: SMTPServer;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, SLOW_MS),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  database = await openDatabase({ dataDir: 'memory://' });
  await seed(database, { products: 10 });
  const [channel] = await database.db.select().from(salesChannel).limit(1);
  if (!channel) throw new Error('no sales channel');
  ctx = {
    db: database.db,
    memo: new ContentMemo(),
    salesChannel: channel,
    languageId: channel.languageId,
    locale: 'nl-NL',
    token: 'recovery-timing-test-token',
    hasSession: false,
    customer: null,
    punchout: null,
    impersonatorId: null,
  };
}, 120_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise((resolve) => setTimeout(resolve, SLOW_MS * 2));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.close();
});

const timed = async (username: string, address: string) => {
  const started = performance.now();
  await requestRecovery(ctx, { username }, address);
  return performance.now() - started;
};

describe('password recovery answer', () => {
  it('does not wait for the lookup, the link or the mail: known and unknown answer alike', async () => {
    const [buyer] = await database.db.select().from(customer).where(eq(customer.username, 'demo.buyer'));
    const known = await timed('demo.buyer', '10.9.0.1');
    const unknown = await timed('nobody.at.all', '10.9.0.2');
    expect(known).toBeLessThan(SLOW_MS / 2);
    expect(unknown).toBeLessThan(SLOW_MS / 2);
    // The mail still goes out, after the answer.
    await expect.poll(() => received, { timeout: 10_000 }).toContain(buyer?.email);
  });
});
