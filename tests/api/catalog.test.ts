import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorCodes, loginAs } from './client.ts';

let root: string;
beforeAll(async () => {
  root = (await call('GET', '/context')).json.salesChannel.navigationCategoryId;
});

describe('smoke', () => {
  it('lists', async () => {
    const res = await call('POST', `/product-listing/${root}`, { body: {} });
    console.log(res.status, JSON.stringify(res.json).slice(0, 3000));
    console.log(JSON.stringify(res.json.aggregations).slice(0, 3000));
  });
});
