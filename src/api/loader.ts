import { logger } from '../server/ops/logger.ts';
import { isStoreApiError, statusOf } from './errors.ts';

/** §8: what a list or detail loader keeps when it fails: the error's messages, or UNKNOWN_ERROR. */
export type Loaded<T> =
  | { data: T; errors: null; status: 200 }
  | { data: null; errors: string[]; status: number };

export function errorMessages(error: unknown): string[] {
  const messages = isStoreApiError(error)
    ? error.errors.map((e) => e.detail || e.title || e.code).filter(Boolean)
    : [];
  return messages.length ? messages : ['UNKNOWN_ERROR'];
}

export async function load<T>(what: string, loader: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await loader(), errors: null, status: 200 };
  } catch (error) {
    const status = statusOf(error);
    if (status !== 404) logger.error({ err: error }, `${what} failed`);
    return { data: null, errors: errorMessages(error), status };
  }
}
