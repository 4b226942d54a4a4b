import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

/** Built into `dist`, which a Tessera server serves in place of its own UI (`uiDir`). */
export default defineConfig({
  base: './',
  plugins: [vue()],
  server: {
    proxy: {
      '/api': { target: process.env.TESSERA_API ?? 'http://127.0.0.1:8080', changeOrigin: true },
      '/socket.io': {
        target: process.env.TESSERA_API ?? 'http://127.0.0.1:8080',
        changeOrigin: true,
        ws: true,
      },
    },
  },
});
