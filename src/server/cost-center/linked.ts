import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { externalContact } from '../db/schema/index.ts';
import { ApiError, errors } from '../http/errors.ts';

/**
 * A contact the checkout may book on: the company's, and linked. One the lead dismissed after it was
 * chosen is refused here and when the order is placed (order/place.ts).
 */
export async function assertLinkedContact(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: externalContact.id, linked: externalContact.linked })
    .from(externalContact)
    .where(and(eq(externalContact.id, id), eq(externalContact.companyId, companyId)))
    // Inside the placement: a dismissal at the same moment waits until the order is written.
    .for('share');
  if (!row) throw errors.notFound('External contact', id);
  if (!row.linked) {
    throw new ApiError(
      400,
      'B2B__EXTERNAL_CONTACT_DISMISSED',
      'The contact was dismissed from the cost centre.',
      {
        id,
      },
    );
  }
  return row.id;
}
