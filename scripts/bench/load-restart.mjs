// LOAD_RESTART_PG=1 npm run bench:load: the same workload on a private PostgreSQL cluster
// (scripts/pg-cluster.ts), stopped halfway through (`pg_ctl stop -m fast`) and started again after
// LOAD_OUTAGE_SECONDS; counts the statuses per kind of request while it is down and measures the time
// from "pg_ctl start returned" until every kind has answered 200 again.
import { createCluster } from '../pg-cluster.ts';

const OUTAGE_MS = 1000 * Number(process.env.LOAD_OUTAGE_SECONDS ?? 5);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function restartPlan(durationS) {
  const cluster = await createCluster(Number(process.env.LOAD_PG_PORT ?? 4498));
  let stoppedAt = 0;
  let startedAt = 0;
  const during = new Map();
  const recovered = new Map();
  const kinds = new Set();
  let dropped = 0;
  return {
    env: { DATABASE_URL: cluster.url },
    /** The request with its answers counted under `kind` (autocannon's onResponse keeps no order). */
    tag(kind, request) {
      kinds.add(kind);
      return {
        ...request,
        onResponse(status) {
          const now = Date.now();
          if (stoppedAt && !startedAt) {
            const counts = during.get(kind) ?? new Map();
            counts.set(status, (counts.get(status) ?? 0) + 1);
            during.set(kind, counts);
          }
          if (startedAt && status === 200 && !recovered.has(kind)) recovered.set(kind, now - startedAt);
        },
      };
    },
    /** Counts requests of `instance` that got no answer at all (reset, timeout) while it is down. */
    watch(instance) {
      instance.on('reqError', () => {
        if (stoppedAt && !startedAt) dropped++;
      });
      return instance;
    },
    /** Stops the cluster halfway through the run and starts it again after the outage. */
    async run() {
      await sleep((durationS * 1000 - OUTAGE_MS) / 2);
      await cluster.stop();
      stoppedAt = Date.now();
      await sleep(OUTAGE_MS);
      await cluster.start();
      startedAt = Date.now();
    },
    report() {
      console.log(
        `\nPostgreSQL stopped for ${((startedAt - stoppedAt) / 1000).toFixed(1)} s; answers while down:`,
      );
      for (const kind of kinds) {
        const counts = [...(during.get(kind) ?? [])].map(([status, n]) => `${status} x${n}`).join(', ');
        const back = recovered.has(kind) ? `${recovered.get(kind)} ms` : 'never';
        console.log(`  ${kind.padEnd(24)} ${(counts || 'none').padEnd(28)} 200 again after ${back}`);
      }
      console.log(`  requests without an answer while down: ${dropped}`);
      const all = [...kinds].map((kind) => recovered.get(kind) ?? Number.POSITIVE_INFINITY);
      console.log(
        `  recovery (every kind 200 again after pg_ctl start): ${Math.max(...all)} ms   (goal <= 5000 ms)`,
      );
    },
    destroy: () => cluster.destroy(),
  };
}
