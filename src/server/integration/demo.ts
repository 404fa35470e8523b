import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { integration } from '../db/schema/index.ts';

/** The seed's demo integration (README demo accounts): public, so production refuses it. */
export const DEMO_INTEGRATION = {
  label: 'Demo ERP connector',
  accessKey: 'SWIADEMOB2BERPCONNECTOR001',
  secret: 'demo-erp-secret-2026',
} as const;

/**
 * Why the shop must not start (NODE_ENV=production) while the demo integration is active: its
 * credentials are in the README, so anyone could write the catalogue. Undefined when all is well.
 */
export function demoIntegrationProblem(
  env: Record<string, string | undefined>,
  demoActive: boolean,
): string | undefined {
  // `npm start` serves with NODE_ENV=production by default; only an operator's own setting counts here.
  const declared = env.B2B_DECLARED_NODE_ENV ?? env.NODE_ENV;
  if (declared !== 'production' || !demoActive) return undefined;
  return `the demo integration ${DEMO_INTEGRATION.accessKey} is active: revoke it with \`npm run integration -- revoke ${DEMO_INTEGRATION.accessKey}\``;
}

export async function isDemoIntegrationActive(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: integration.id })
    .from(integration)
    .where(and(eq(integration.accessKey, DEMO_INTEGRATION.accessKey), isNull(integration.revokedAt)));
  return rows.length > 0;
}

/**
 * demoIntegrationProblem before anything is served (`npm start`, whose database otherwise opens at the
 * first request): looks into the database when NODE_ENV=production. An unreachable database is let
 * through, as the shop starts without one; the runtime checks again when it opens it (and after a seed).
 */
export async function demoIntegrationPreflight(env: Record<string, string | undefined>) {
  if (env.NODE_ENV !== 'production' || env.STORE_API_URL) return undefined;
  const { openDatabase } = await import('../db/client.ts');
  const { isDatabaseUnavailable } = await import('../db/outage.ts');
  const { DataDirProblem } = await import('../db/data-dir.ts');
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: env.DATABASE_URL });
  } catch (error) {
    // Reported as the shop reports them (serve.mjs): an unwritable data directory, a database away.
    if (isDatabaseUnavailable(error) || error instanceof DataDirProblem) return undefined;
    throw error;
  }
  try {
    return demoIntegrationProblem(env, await isDemoIntegrationActive(database.db));
  } finally {
    await database.close();
  }
}
