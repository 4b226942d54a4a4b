import { fileURLToPath } from 'node:url';
import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './plugins/precompress.ts';
import { preloadStart } from './plugins/preload-start.ts';
import { serviceWorker } from './plugins/service-worker.ts';
import { staticGraph } from './plugins/static-graph.ts';

/** Where `vite dev` finds the API and the realtime socket (the server's default port). */
const API_TARGET = process.env.TESSERA_API ?? 'http://127.0.0.1:8080';

/**
 * The libraries of the app shell (what the entry imports statically, on every route), by package
 * name. Only these go to the long-cached `vendor` chunk; a library used by some pages only (qrcode
 * on Receive, a chart library on a chart page) is *not* listed, so it lands in the chunk of the
 * pages that import it and the home page never downloads it. Add a package here only if the shell
 * imports it statically: socket.io-client and @noble/hashes are imported on first use by
 * http-adapter, so listing them would pull them back into the first load.
 */
const SHELL_LIBRARIES = ['xstate', 'decimal.js', 'fp-ts', 'io-ts', 'ky'];
/**
 * The UI runtime: the pages are written against React's API and run on Preact's compatibility
 * layer (the preset aliases `react` and `react-dom`), a 20 KB smaller download and a much shorter
 * first evaluation on a slow phone than react-dom; `@xstate/react` binds the machines to it.
 */
const UI_RUNTIME_LIBRARIES = ['preact', '@xstate/react', 'use-sync-external-store'];
/**
 * What the entry (`main.tsx`, which finds the first screen's page and messages) and the app it
 * starts (`start.tsx`, imported dynamically) evaluate, grouped into one chunk each instead of a
 * dozen small ones: on HTTP/1.1 a browser fetches six files at a time, so every extra file of the
 * first load can cost a round trip. `main.tsx` itself stays out of its group: it awaits the app,
 * which imports the group (the route table…), and a chunk cannot wait for its own importer.
 */
const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const entryModules = staticGraph(MAIN);
const startModules = staticGraph(fileURLToPath(new URL('./src/start.tsx', import.meta.url)));

/** Matches a module inside one of `names` in node_modules (pnpm's nested layout included). */
const packages = (names: readonly string[]) =>
  new RegExp(
    `node_modules[\\\\/](${names.map((n) => n.replace(/[.]/g, '\\.').replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );

export default defineConfig({
  // Relative asset URLs: with hash routing the built app works under any base path.
  base: './',
  plugins: [preact(), preloadStart(), serviceWorker(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Libraries change less often than pages: cacheable library chunks, then one chunk per page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'preact', test: packages(UI_RUNTIME_LIBRARIES), priority: 2 },
            { name: 'vendor', test: packages(SHELL_LIBRARIES), priority: 1 },
            // A group takes what it captures and all its dependencies, except what a group of higher
            // priority took first: the libraries, then the entry's modules, which `app` imports too.
            {
              name: (id, graph) => (id !== MAIN && entryModules(graph).has(id) ? 'entry' : null),
              priority: 1,
            },
            { name: (id, graph) => (startModules(graph).has(id) ? 'app' : null), priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
});
