import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API server (apps/server) listens on 3000 and serves the built client from dist/ in production.
const apiTarget = process.env.RIGLINE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A .gz and a .br beside every script, style sheet and page, at the strongest settings: the server sends
    // them as they are (apps/server/src/plugins/compression.ts), so no request pays for compressing them.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 0,
      algorithms: ['gzip', 'brotliCompress'],
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support preloads modules itself; the polyfill would be sent to all of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and zod change less often than our code: their own chunks stay cached across releases. No
        // catch-all vendor group: it would pull libraries used by one lazy page into the first load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
