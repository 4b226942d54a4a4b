import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Both encodings of one file: brotli at its best level (done once, at build time) and gzip -9. */
export const compressBoth = async (content: Buffer): Promise<{ br: Buffer; gz: Buffer }> => {
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz: gzipped };
};

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, so the server sends
 * compressed bytes without compressing per request (see packages/server/src/http/static-ui.ts).
 * An encoding that would not be smaller than the file is skipped: the server then sends the file
 * as it is.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'tessera:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          const encoded = await compressBoth(content);
          for (const [extension, bytes] of Object.entries(encoded)) {
            if (bytes.length < content.length) await writeFile(`${path}.${extension}`, bytes);
          }
        }),
      );
    },
  };
};
