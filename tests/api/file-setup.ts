import { beforeAll, inject } from 'vitest';
import { runSql } from './inspect.ts';

// Every file starts without back-off. The throttles count per client address, and every test calls from
// 127.0.0.1: the failed logins that files make on purpose would otherwise add up across files to a wait
// that depends on the order vitest runs them in (which it takes from the durations of earlier runs).
beforeAll(() => runSql(inject('baseUrl'), 'delete from login_throttle'));
