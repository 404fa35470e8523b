import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The official Peppol BIS Billing 3.0 Schematron rules (shared/standards/peppol-bis-3, see its README),
// compiled with SchXslt and run by SaxonJS: the checks a Peppol access point applies.

const require = createRequire(import.meta.url);
const SaxonJS = require('saxon-js') as {
  transform(options: Record<string, unknown>): { principalResult: string };
};

/** A file of the standards in shared/ beside the repository (CI lays a copy there); locally /work/shared. */
export function standardPath(relative: string): string {
  const candidates = [
    fileURLToPath(new URL(`../../shared/standards/${relative}`, import.meta.url)),
    `/work/shared/standards/${relative}`,
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`standard not found: ${relative} (looked in ${candidates.join(', ')})`);
  return found;
}

/** xmllint against the OASIS UBL 2.1 schema of the document's kind; throws with its report when invalid. */
export function assertValidUbl(xml: string, kind: 'Invoice' | 'CreditNote' = 'Invoice') {
  const xsd = standardPath(`ubl-2.1/xsd/maindoc/UBL-${kind}-2.1.xsd`);
  const file = join(mkdtempSync(join(tmpdir(), 'ubl-')), 'document.xml');
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: 'pipe' });
}

const RULE_FILES = ['CEN-EN16931-UBL', 'PEPPOL-EN16931-UBL'] as const;
const XSLT3 = require.resolve('xslt3/xslt3.js');
const run = promisify(execFile);

/**
 * Both rule files as SaxonJS SEF, compiled once (about a minute each) and kept in .data/peppol-sef
 * under a hash of the rules and the processor's version, so later runs reuse them.
 */
export async function compilePeppolRules(): Promise<string[]> {
  const pipeline = standardPath('peppol-bis-3/schxslt/xslt-2.0/pipeline-for-svrl.xsl');
  const sources = RULE_FILES.map((name) => standardPath(`peppol-bis-3/sch/${name}.sch`));
  const hash = createHash('sha256');
  for (const file of sources) hash.update(readFileSync(file));
  hash.update(require('xslt3/package.json').version);
  const dir = resolve(
    fileURLToPath(new URL('..', import.meta.url)),
    '.data/peppol-sef',
    hash.digest('hex').slice(0, 16),
  );
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    RULE_FILES.map(async (name, i) => {
      const sef = join(dir, `${name}.sef.json`);
      if (existsSync(sef)) return sef;
      // Unique temporary names: another test project may compile the same rules at the same time.
      const tmp = join(dir, `${name}.${process.pid}.${Date.now()}`);
      await run(process.execPath, [XSLT3, `-xsl:${pipeline}`, `-s:${sources[i]}`, `-o:${tmp}.xsl`]);
      await run(process.execPath, [XSLT3, `-xsl:${tmp}.xsl`, `-export:${tmp}.sef.json`, '-nogo'], {
        maxBuffer: 64 * 1024 * 1024,
      });
      renameSync(`${tmp}.sef.json`, sef);
      rmSync(`${tmp}.xsl`);
      return sef;
    }),
  );
}

export interface FailedAssert {
  id: string;
  flag: string;
  location: string;
  text: string;
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

// SaxonJS prepares a stylesheet object once and reuses it: a file name would be read and prepared per call.
const stylesheets = new Map<string, unknown>();
function loaded(sef: string) {
  if (!stylesheets.has(sef)) stylesheets.set(sef, JSON.parse(readFileSync(sef, 'utf8')));
  return stylesheets.get(sef);
}

/** Every failed assert of both rule files (SVRL `failed-assert`), fatal or warning. */
export function peppolFailedAsserts(sefs: string[], xml: string): FailedAssert[] {
  return sefs.flatMap((sef) => {
    const { principalResult } = SaxonJS.transform({
      stylesheetInternal: loaded(sef),
      sourceText: xml,
      destination: 'serialized',
    });
    return [
      ...principalResult.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g),
    ].map(([, tag = '', body = '']) => ({
      id: attribute(tag, 'id'),
      flag: attribute(tag, 'flag'),
      location: attribute(tag, 'location'),
      text: body
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
  });
}

/** The fatal ones, as `ID: text` lines: a Peppol access point rejects the document for each. */
export const peppolFatals = (sefs: string[], xml: string) =>
  peppolFailedAsserts(sefs, xml)
    .filter((a) => a.flag === 'fatal')
    .map((a) => `${a.id}: ${a.text}`);
