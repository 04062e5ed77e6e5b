import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) next to each text file of the build, so the server
 * sends compressed bytes without compressing on every request (apps/server/src/platform/static-files.ts). node:zlib
 * does both formats at the highest level; a plugin package would add a dependency for these few lines.
 */
export function precompress(): Plugin {
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter((name) => TEXT.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const bytes = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A file that does not shrink is sent as it is (the server falls back to the plain file).
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < bytes.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}
