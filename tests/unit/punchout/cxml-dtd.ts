import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The standards sit in shared/ beside the repository (CI lays a copy there); locally under /work/shared.
const DTD_CANDIDATES = [
  fileURLToPath(new URL('../../../../shared/standards/cxml-1.2.063/cXML.dtd', import.meta.url)),
  '/work/shared/standards/cxml-1.2.063/cXML.dtd',
];

/** xmllint against the cXML 1.2.063 DTD (never the network); throws with its report when invalid. */
export function assertValidCxml(xml: string) {
  const dtd = DTD_CANDIDATES.find((p) => existsSync(p));
  if (!dtd) throw new Error('cXML 1.2.063 DTD not found');
  const file = join(mkdtempSync(join(tmpdir(), 'cxml-')), 'message.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--dtdvalid', dtd, file], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `cXML is not valid against the DTD:\n${(error as { stderr?: Buffer }).stderr?.toString()}`,
    );
  }
}
