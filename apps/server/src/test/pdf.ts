import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Tests check PDFs as a reader sees them: rendered to PNG by poppler (pdftoppm) and read back as text (pdftotext).
// .ci/run installs poppler-utils; a missing tool fails the test.

const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'bo-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order (pdftotext -layout). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);
}

/** Page `page` (1-based) rendered to PNG at `dpi`. */
export function pdfPagePng(pdf: Buffer, page = 1, dpi = 72): Promise<Buffer> {
  return withFile(pdf, async (file, dir) => {
    const out = join(dir, 'page');
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ]);
    return readFile(`${out}.png`);
  });
}

/** Width and height of a PNG, read from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.toString('ascii', 1, 4) !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Number of pages (pdfinfo). */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const match = /^Pages:\s+(\d+)/m.exec(stdout);
    if (!match?.[1]) throw new Error('pdfinfo printed no page count');
    return Number(match[1]);
  });
}
