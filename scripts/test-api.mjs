// `npm run test:api`: the Store API suite on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, side by
// side: on two cores they take about the time of the slower one instead of the sum. Arguments after `--`
// go to both (a file, `-t name`). The exit code is the first failure's.
import { apiRuns, inSlots } from './lib/jobs.mjs';

process.exit(await inSlots(apiRuns(process.argv.slice(2)), 2));
