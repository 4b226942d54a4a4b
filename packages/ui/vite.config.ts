import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `vite dev` finds the API and the realtime socket (the server's default port). */
const API_TARGET = process.env.TESSERA_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Relative asset URLs: with hash routing the built app works under any base path.
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Libraries change less often than pages: cacheable library chunks, then one chunk per page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-i18next|@xstate[\\/]react|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules/, priority: 1 },
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
