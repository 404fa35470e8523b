import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  DEMO_SELLER_CONFIG,
  isValidBic,
  isValidEnterpriseNumber,
  isValidIban,
  sellerConfig,
  sellerConfigProblem,
} from '../../../src/server/documents/seller-config.ts';

describe("the seller's enterprise number, IBAN and BIC", () => {
  it('checks the enterprise number with mod 97: the last two digits are 97 minus the first eight mod 97', () => {
    expect(isValidEnterpriseNumber('0400000086')).toBe(true);
    expect(isValidEnterpriseNumber('0403170701')).toBe(true);
    // The number the invoices named before: 97 − (04000000 mod 97) is 86, not 01 (PEPPOL-COMMON-R043).
    expect(isValidEnterpriseNumber('0400000001')).toBe(false);
    expect(isValidEnterpriseNumber('2403170701')).toBe(false);
    expect(isValidEnterpriseNumber('BE0403170701')).toBe(false);
    expect(isValidEnterpriseNumber('040317070')).toBe(false);
  });

  it('checks the IBAN with its ISO 13616 check digits', () => {
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE69539007547034')).toBe(false);
    expect(isValidIban('BE68539007547043')).toBe(false);
    expect(isValidIban('BE6853900754')).toBe(false);
    expect(isValidIban('be68539007547034')).toBe(false);
  });

  it('checks the BIC: 4 letters, country, location, optional branch', () => {
    expect(isValidBic('GEBABEBB')).toBe(true);
    expect(isValidBic('GKCCBEBB123')).toBe(true);
    expect(isValidBic('GEBABE')).toBe(false);
    expect(isValidBic('GEBA1EBB')).toBe(false);
    expect(isValidBic('GEBABEBB1')).toBe(false);
  });

  it('uses valid demo values when unset and takes values written with spaces and dots', () => {
    expect(sellerConfig({})).toEqual(DEMO_SELLER_CONFIG);
    expect(isValidEnterpriseNumber(DEMO_SELLER_CONFIG.enterpriseNumber)).toBe(true);
    expect(isValidIban(DEMO_SELLER_CONFIG.iban)).toBe(true);
    expect(isValidBic(DEMO_SELLER_CONFIG.bic)).toBe(true);
    expect(
      sellerConfig({
        SELLER_KBO_NUMBER: '0403.170.701',
        SELLER_IBAN: 'nl91 abna 0417 1643 00',
        SELLER_BIC: ' abnanl2a ',
      }),
    ).toEqual({ enterpriseNumber: '0403170701', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
  });

  it('names every invalid variable and what it must be', () => {
    const problem = sellerConfigProblem({
      SELLER_KBO_NUMBER: '0400000001',
      SELLER_IBAN: 'BE00 5390 0754 7034',
      SELLER_BIC: 'GEBA',
    });
    expect(problem).toContain('SELLER_KBO_NUMBER "0400000001" is not a Belgian enterprise number');
    expect(problem).toContain('SELLER_IBAN "BE00 5390 0754 7034" is not an IBAN whose check digits match');
    expect(problem).toContain('SELLER_BIC "GEBA" is not a BIC');
    expect(sellerConfigProblem({ SELLER_IBAN: 'BE68539007547034' })).toBeUndefined();
  });

  it('makes `npm start` (scripts/start.mjs) refuse to start before building or serving anything', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, SELLER_IBAN: 'BE69539007547034', PORT: '4510', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[start] refusing to start: SELLER_IBAN "BE69539007547034" is not an IBAN');
    expect(run.stdout).not.toContain('building');
  });
});
