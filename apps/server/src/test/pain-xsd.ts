import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// SEPA files are checked against the ISO 20022 pain XSDs in ../shared/reference/iso20022/pain with Debian's xmllint
// (libxml2-utils; scripts/test-tools.sh installs it). A missing tool fails the test.

const run = promisify(execFile);

const xsdPath = (version: string) =>
  fileURLToPath(new URL(`../../../../../shared/reference/iso20022/pain/xsd/${version}.xsd`, import.meta.url));

/** xmllint's verdict on one document: '' when it validates, else its messages. */
export async function painProblems(xml: string | Buffer, version: 'pain.001.001.03' | 'pain.001.001.09') {
  const dir = await mkdtemp(join(tmpdir(), 'pain-'));
  const file = join(dir, 'file.xml');
  try {
    await writeFile(file, xml);
    await run('xmllint', ['--noout', '--nonet', '--schema', xsdPath(version), file]);
    return '';
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    return failed.stderr || failed.message;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
