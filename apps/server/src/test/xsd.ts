import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Files we write (SEPA pain, the XAF audit file) are checked against the XSDs in ../shared/reference with Debian's
// xmllint (libxml2-utils; scripts/test-tools.sh installs it). A missing tool fails the test.

const run = promisify(execFile);

/** An XSD under ../shared/reference, e.g. 'xaf/XmlAuditfileFinancieel3.2.xsd'. */
export const referenceXsd = (path: string) =>
  fileURLToPath(new URL(`../../../../../shared/reference/${path}`, import.meta.url));

/** xmllint's verdict on one document: '' when it validates, else its messages. */
export async function xsdProblems(xml: string | Buffer, xsd: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'xsd-'));
  const file = join(dir, 'file.xml');
  try {
    await writeFile(file, xml);
    await run('xmllint', ['--noout', '--nonet', '--schema', xsd, file], { maxBuffer: 16 * 1024 * 1024 });
    return '';
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    return failed.stderr || failed.message;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
