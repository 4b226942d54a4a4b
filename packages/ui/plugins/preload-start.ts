import type { Plugin, Rolldown } from 'vite';

const isChunk = (output: Rolldown.OutputChunk | Rolldown.OutputAsset): output is Rolldown.OutputChunk =>
  output.type === 'chunk';

/**
 * Preloads from index.html the chunks of the module the entry imports dynamically (`src/start.tsx`):
 * Vite preloads only an entry's static imports, and these would otherwise be requested only once
 * the entry has arrived and run, one round trip later. The entry stays small and runs first, so
 * it can request the first screen's page and messages before the app's libraries are evaluated.
 */
export const preloadStart = (startModule = '/src/start.tsx'): Plugin => {
  let base = './';
  return {
    name: 'tessera:preload-start',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => {
        if (bundle === undefined || chunk === undefined) return [];
        const start = Object.values(bundle)
          .filter(isChunk)
          .find((output) => output.facadeModuleId?.endsWith(startModule));
        if (start === undefined) throw new Error(`no chunk of ${startModule} in the build`);
        // What Vite preloads already: the entry's own static imports.
        const preloaded = new Set([chunk.fileName, ...chunk.imports]);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || preloaded.has(fileName)) return;
          files.add(fileName);
          const output = bundle[fileName];
          if (output !== undefined && isChunk(output)) for (const imported of output.imports) visit(imported);
        };
        visit(start.fileName);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
};
