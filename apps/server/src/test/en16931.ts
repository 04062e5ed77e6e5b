import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { convert } from 'xmlbuilder2';

// E-invoices are checked by the official EN 16931 validation artefact (CEN/TC 434 Schematron compiled to XSLT 2.0,
// ../shared/reference/einvoice) run by Saxon HE: Debian's default-jre-headless and libsaxonhe-java
// (scripts/test-tools.sh installs them). A missing tool fails the test.

const run = promisify(execFile);
const SAXON = '/usr/share/java/Saxon-HE.jar';
const XSLT = fileURLToPath(
  new URL('../../../../../shared/reference/einvoice/EN16931-UBL-validation.xslt', import.meta.url),
);

/** A rule the document breaks: its id (BR-CO-16 …), flag (fatal, warning) and text. */
export interface FailedRule {
  id: string;
  flag: string;
  text: string;
}

type Node = { [key: string]: unknown };

const asList = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];

/** The failed asserts of one SVRL report, parsed as XML. */
export function failedRules(svrl: string): FailedRule[] {
  const report = convert(svrl, { format: 'object' }) as Node;
  const root = (report['svrl:schematron-output'] ?? {}) as Node;
  return asList(root['svrl:failed-assert']).map((assert) => {
    const text = assert['svrl:text'];
    return {
      id: String(assert['@id'] ?? ''),
      flag: String(assert['@flag'] ?? ''),
      text: typeof text === 'string' ? text.trim() : JSON.stringify(text),
    };
  });
}

/** Validates several documents in one Saxon run (the JVM start and the compile take seconds): failures per name. */
export async function validateEn16931(documents: Record<string, string>): Promise<Record<string, FailedRule[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'bo-ubl-'));
  try {
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    await mkdir(input);
    await mkdir(output);
    for (const [name, xml] of Object.entries(documents)) await writeFile(join(input, `${name}.xml`), xml);
    await run('java', ['-jar', SAXON, `-s:${input}`, `-xsl:${XSLT}`, `-o:${output}`], { maxBuffer: 64 * 1024 * 1024 });
    const result: Record<string, FailedRule[]> = {};
    for (const name of Object.keys(documents))
      result[name] = failedRules(await readFile(join(output, `${name}.xml`), 'utf8'));
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
