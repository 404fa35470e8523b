// Prints the newest mails of the outbox (mails kept instead of sent while SMTP_URL is unset).
// PGlite allows one process per data directory: stop the shop first, or use DATABASE_URL.
import { desc } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { mailOutbox } from '../src/server/db/schema/index.ts';

const limit = Number(process.argv[2] ?? 10);
const database = await openDatabase({ url: process.env.DATABASE_URL });
const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
for (const mail of mails) {
  console.log(
    `── ${mail.createdAt.toISOString()}  ${mail.template}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
  );
}
if (!mails.length) console.log('The mail outbox is empty.');
await database.close();
