import { parentPort, workerData } from 'node:worker_threads';
import { productCsvChunks } from './product-csv.ts';

/** Builds the product CSV off the main thread: one chunk per request, `null` when done. */
const { count, size } = workerData as { count: number; size: number };
const chunks = productCsvChunks(count, size);
parentPort?.on('message', () => parentPort?.postMessage(chunks.next().value ?? null));
