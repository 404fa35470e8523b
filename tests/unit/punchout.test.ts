import { describe, expect, it } from 'vitest';
import { buildOciForm, type OciLine, ociPrice, ociQuantity } from '../../src/server/punchout/oci-form.ts';
import { hookAllowed, hostAllowed } from '../../src/server/punchout/settings.ts';
import { ociParams, safeTarget } from '../../src/shared/schemas/punchout.ts';

const MAPPING = { ST: { iso: 'PCE', unece: 'C62' }, M: { iso: 'MTR', unece: 'MTR' } };
const line = (over: Partial<OciLine> = {}): OciLine => ({
  description: 'Groefkogellager 6204-2RS C3 20x47x14 mm, staal, afgedicht aan beide zijden',
  quantity: 2,
  unit: 'ST',
  unitMilli: 12_340,
  currency: 'EUR',
  leadTimeDays: 3,
  articleNumber: 'IM-100158',
  manufacturerNumber: '6204-2RSH/C3',
  materialGroup: 'BEARINGS-AND-MORE',
  productId: '0190a3b2-0000-7000-8000-000000000001',
  longText: 'Line one\nline two',
  ...over,
});
const BACK = { hookUrl: 'http://127.0.0.1:9/hook', target: '_top', okCode: 'ADDI' };

describe('OCI form builder', () => {
  it('indexes from 1 and cuts the fields to the OCI lengths', () => {
    const form = buildOciForm([line(), line({ quantity: 12.5, unit: 'M', unitMilli: 1_234 })], BACK, MAPPING);
    const f = new Map(form.fields);
    expect(form.action).toBe(BACK.hookUrl);
    expect(form.target).toBe('_top');
    expect(f.has('NEW_ITEM-DESCRIPTION[0]')).toBe(false);
    expect(f.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Groefkogellager 6204-2RS C3 20x47x14 mm,');
    expect(f.get('NEW_ITEM-DESCRIPTION[1]')).toHaveLength(40);
    expect(f.get('NEW_ITEM-MATGROUP[1]')).toBe('BEARINGS-A');
    expect(f.get('NEW_ITEM-QUANTITY[1]')).toBe('2');
    expect(f.get('NEW_ITEM-QUANTITY[2]')).toBe('12.5');
    expect(f.get('NEW_ITEM-UNIT[1]')).toBe('PCE');
    expect(f.get('NEW_ITEM-UNIT[2]')).toBe('MTR');
    expect(f.get('NEW_ITEM-PRICE[1]')).toBe('12.34');
    expect(f.get('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
    expect(f.get('NEW_ITEM-CURRENCY[2]')).toBe('EUR');
    expect(f.get('NEW_ITEM-LEADTIME[1]')).toBe('3');
    expect(f.get('NEW_ITEM-VENDORMAT[2]')).toBe('IM-100158');
    expect(f.get('NEW_ITEM-MANUFACTMAT[1]')).toBe('6204-2RSH/C3');
    expect(f.get('NEW_ITEM-EXT_PRODUCT_ID[1]')).toBe('0190a3b2-0000-7000-8000-000000000001');
    expect(f.get('NEW_ITEM-LONGTEXT_1:132[]')).toBe('Line one\nline two');
    expect(f.get('~OkCode')).toBe('ADDI');
    expect(f.get('~TARGET')).toBe('_top');
  });

  it('prices with a dot and two decimals; a third decimal moves to a price unit of 10', () => {
    expect(ociPrice(12_340)).toEqual({ price: '12.34', priceUnit: '1' });
    expect(ociPrice(1_234)).toEqual({ price: '12.34', priceUnit: '10' });
    expect(ociPrice(1_000_000)).toEqual({ price: '1000.00', priceUnit: '1' });
    expect(ociQuantity(0.125)).toBe('0.125');
    expect(ociQuantity(1000)).toBe('1000');
  });

  it('passes an unmapped unit on cut to 3, and leaves unknown values empty', () => {
    const f = new Map(
      buildOciForm(
        [
          line({
            unit: 'DOOS',
            leadTimeDays: null,
            manufacturerNumber: null,
            unitMilli: null,
            longText: null,
          }),
        ],
        { hookUrl: BACK.hookUrl, target: 'frame1' },
        MAPPING,
      ).fields,
    );
    expect(f.get('NEW_ITEM-UNIT[1]')).toBe('DOO');
    expect(f.get('NEW_ITEM-LEADTIME[1]')).toBe('');
    expect(f.get('NEW_ITEM-MANUFACTMAT[1]')).toBe('');
    expect(f.get('NEW_ITEM-PRICE[1]')).toBe('0.00');
    expect(f.has('NEW_ITEM-LONGTEXT_1:132[]')).toBe(false);
    expect(f.has('~OkCode')).toBe(false);
    expect(f.get('~TARGET')).toBe('frame1');
  });
});

describe('OCI entry parameters', () => {
  it('reads OCI 4.0/5.0 names case-insensitively, the first value winning', () => {
    expect(
      ociParams([
        ['HOOK_URL', 'http://a/'],
        ['hook_url', 'http://b/'],
        ['USERNAME', 'u'],
        ['Password', 'p'],
        ['~TARGET', '_self'],
        ['~OkCode', 'ADDI'],
        ['~CALLER', 'CTLG'],
        ['OCI_VERSION', '5.0'],
        ['other', 'x'],
      ]),
    ).toEqual({
      hookUrl: 'http://a/',
      username: 'u',
      password: 'p',
      target: '_self',
      okCode: 'ADDI',
      caller: 'CTLG',
      version: '5.0',
    });
    expect(
      ociParams([
        ['returntarget', 'frame'],
        ['otp', 'abc'],
      ]),
    ).toEqual({ target: 'frame', otp: 'abc' });
  });

  it('accepts only frame names as target', () => {
    expect(safeTarget(undefined)).toBe('_top');
    expect(safeTarget('"><script>')).toBe('_top');
    expect(safeTarget('_blank')).toBe('_blank');
  });
});

describe('allowed hook URLs and hosts', () => {
  const allowed = ['http://127.0.0.1', 'https://srm.example:8443/sap/bc'];
  const ok = (url: string) => hookAllowed(new URL(url), allowed);

  it('allows a listed host on any port, and a listed path with what lies below it', () => {
    expect(ok('http://127.0.0.1:4502/hook?x=1')).toBe(true);
    expect(ok('https://srm.example:8443/sap/bc')).toBe(true);
    expect(ok('https://srm.example:8443/sap/bc/srm/hook')).toBe(true);
  });

  it('refuses other schemes, hosts, ports, paths and credentials in the URL', () => {
    expect(ok('https://127.0.0.1/hook')).toBe(false);
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('http://127.0.0.1.evil.example/hook')).toBe(false);
    expect(ok('https://srm.example/sap/bc')).toBe(false);
    expect(ok('https://srm.example:8443/sap/bcx')).toBe(false);
    expect(ok('http://user:pw@127.0.0.1/hook')).toBe(false);
    expect(hookAllowed(new URL('http://127.0.0.1/'), ['not a url'])).toBe(false);
  });

  it('matches BrowserFormPost hosts by name, case-insensitively, http(s) only', () => {
    expect(hostAllowed(new URL('http://LocalHost:9/post'), ['localhost'])).toBe(true);
    expect(hostAllowed(new URL('ftp://localhost/post'), ['localhost'])).toBe(false);
    expect(hostAllowed(new URL('https://evil.example/post'), ['localhost'])).toBe(false);
  });
});
