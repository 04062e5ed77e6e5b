import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A PDF's text by poppler's pdftotext, its layout kept. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
