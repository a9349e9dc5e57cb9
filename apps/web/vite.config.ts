import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroupsPlugin } from './chunk-groups.ts';

// The API server (apps/server) listens on 3000 and serves the built client from dist/ in production.
const apiTarget = process.env.RIGLINE_API_URL ?? 'http://localhost:3000';
const chunkGroups = chunkGroupsPlugin();

export default defineConfig({
  plugins: [
    chunkGroups.plugin,
    react(),
    tailwindcss(),
    // A .gz and a .br beside every script, style sheet and page, at the strongest settings: the server sends
    // them as they are (apps/server/src/plugins/compression.ts), so no request pays for compressing them.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 0,
      algorithms: ['gzip', 'brotliCompress'],
    }),
    // The installable app (issue 24, docs/decisions/069): a manifest, and a service worker that keeps the app
    // shell and the hashed files so the app opens with the link down. Data is never cached here: API answers
    // are kept by TanStack Query's persister. 'prompt': a new version waits until the person reloads
    // (app/shell/new-version-prompt.tsx), so no page runs half old and half new.
    VitePWA({
      registerType: 'prompt',
      // Registered by the signed-in shell once its first page has painted, never by the sign-in page's script.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Rigline',
        short_name: 'Rigline',
        description: 'Supply requests, orders and voyages for offshore drilling rigs.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#171717',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every page is index.html: a reload or an opened link with the link down still gets the app shell.
        navigateFallback: '/index.html',
        // The API (answers, files, the live stream) always goes to the server.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The spreadsheet library (an import or export, docs/decisions/047) and the measures charts are fetched
        // when first used and kept then (below): over a satellite link they would double the download.
        globIgnores: ['**/xlsx-*.js', '**/measures-charts-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'rigline-assets', expiration: { maxEntries: 40 } },
          },
        ],
        // Hashed names change with their content: a cached copy needs no revision of its own.
        dontCacheBustURLsMatching: /^\/?assets\//,
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
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
            // The sign-in page's code; the signed-in frame with what pages share; what one role's pages share.
            ...chunkGroups.groups,
          ],
        },
      },
    },
  },
});
