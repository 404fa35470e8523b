import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { carried, flowInput, NEW_FLOW, readFlowForm } from '../../../src/components/account/flow-form.ts';
import { FlowSchema } from '../../../src/shared/schemas/flows.ts';

const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [k, val] of pairs) data.append(k, val);
  return data;
};

describe('flow form', () => {
  it('reads Belgian and plain amounts, empty optional fields and the id lists', () => {
    const values = readFlowForm(
      form([
        ['name', ' Week '],
        ['budget', '1.250,50'],
        ['period', 'weekly'],
        ['renewable', 'true'],
        ['approveFrom', ''],
        ['active', 'true'],
        ['approverIds', 'a'],
        ['approverIds', 'b'],
      ]),
    );
    expect(flowInput(values)).toMatchObject({
      name: 'Week',
      budget: 1250.5,
      approveFrom: null,
      startDate: null,
      renewable: true,
      transferable: false,
      approverIds: ['a', 'b'],
    });
    expect(flowInput({ ...values, budget: '99.5' }).budget).toBe(99.5);
  });

  it('an unreadable amount is reported as not numeric; a custom period needs its dates in order', () => {
    const bad = v.safeParse(FlowSchema, flowInput({ ...NEW_FLOW, name: 'x', budget: 'veel' }));
    expect(bad.issues?.map((i) => i.message)).toEqual(['NOT_NUMERIC']);
    const custom = { ...NEW_FLOW, name: 'x', budget: '10', period: 'custom', startDate: '2026-05-10' };
    const backwards = v.safeParse(FlowSchema, flowInput({ ...custom, endDate: '2026-05-10' }));
    expect(backwards.issues?.map((i) => i.message)).toEqual(['END_DATE_BEFORE_START_DATE']);
  });

  it('carries the sections not on screen through hidden fields, flags as "true"/"false"', () => {
    const hidden = carried({ ...NEW_FLOW, name: 'N', customerIds: ['u1', 'u2'] }, ['budget']);
    expect(hidden).toContainEqual(['name', 'N']);
    expect(hidden).toContainEqual(['customerIds', 'u1']);
    expect(hidden).toContainEqual(['customerIds', 'u2']);
    expect(hidden.map(([k]) => k)).not.toContain('renewable');
    const all = carried(NEW_FLOW, ['name']);
    expect(all).toContainEqual(['renewable', 'true']);
    expect(all).toContainEqual(['transferable', 'false']);
    // Round trip: what was carried reads back the same.
    expect(readFlowForm(form(all))).toEqual({ ...NEW_FLOW, name: '' });
  });
});
