import pino from 'pino';

/** One JSON object per line on stdout (time, level, msg, …), for whatever collects the logs. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export interface RequestLog {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  cached: boolean;
}

/** The access log: one line per answered request; server errors at level error. */
export function logRequest(entry: RequestLog): void {
  const msg = `${entry.method} ${entry.path} ${entry.status}`;
  if (entry.status >= 500) logger.error(entry, msg);
  else logger.info(entry, msg);
}
