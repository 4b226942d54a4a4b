import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The worker's code; this plugin puts the build's `SHELL` before it. */
const WORKER = new URL('./service-worker-script.js', import.meta.url);

/** What the offline page needs of public/, kept with the build's files. */
const OFFLINE_PAGE_FILES = ['offline.html', 'offline.css', 'offline.js', 'icons/icon.svg'];

/**
 * Writes `sw.js` beside index.html: the worker's code after `const SHELL = { version, files }`,
 * where `files` is every file of the build (index.html and what Vite emitted, hashed chunks and
 * styles) plus the offline page's, and `version` a hash of all their contents and of the worker's
 * code. A build that changes anything changes sw.js, so browsers install the new worker and drop
 * the old cache; a build that changes nothing leaves sw.js byte for byte the same.
 */
export const serviceWorker = (): Plugin => {
  let publicDir = '';
  return {
    name: 'tessera:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const built = Object.values(bundle)
          .filter((output) => !output.fileName.endsWith('.map'))
          .map((output) => ({
            name: output.fileName,
            content: output.type === 'chunk' ? output.code : output.source,
          }));
        const offlinePage = OFFLINE_PAGE_FILES.map((name) => ({
          name,
          content: readFileSync(join(publicDir, name)),
        }));
        const files = [...built, ...offlinePage].sort((a, b) => a.name.localeCompare(b.name));
        const code = readFileSync(WORKER, 'utf8');
        const hash = createHash('sha256').update(code);
        for (const file of files) hash.update(file.name).update(file.content);
        const shell = { version: hash.digest('hex').slice(0, 16), files: files.map((file) => file.name) };
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: `const SHELL = ${JSON.stringify(shell)};\n\n${code}`,
        });
      },
    },
  };
};
