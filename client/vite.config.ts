import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://localhost:${process.env.PORT ?? 8000}`;
const THEME = '#8a1538';

/**
 * The app's own chunk: start.tsx with all it imports, and the few pieces nearly every screen
 * shows (alerts, the offline notice, money and rating formats), which as files of their own
 * cost each screen a request and more bytes than their content.
 */
const APP_CHUNK =
  /\/src\/(app\/start\.tsx|components\/(ui\/(alert|retry-alert|field-shell|select-field|text-field)|feedback\/offline-notice)\.tsx)$|\/shared\/src\/domain\/format\.ts$/;

/**
 * main.tsx is kept small and loads the app (src/app/start.tsx) with a dynamic import, so it
 * can start the landing screen's download first. The browser would only discover the app's
 * chunk when main.tsx runs; this lists it, and what it imports, in index.html as modulepreload
 * so it downloads alongside main.tsx from the first byte of HTML.
 */
function preloadApp(): Plugin {
  return {
    name: 'baraat:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')),
        );
        if (!start) throw new Error('preload-app: no chunk for src/app/start.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) {
            visit(imported);
          }
        };
        visit(start.fileName);
        return [...files]
          .filter((file) => !html.includes(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}

export default defineConfig({
  // `@/…` is client/src, so imports name where a module lives instead of climbing `../../`.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  plugins: [
    react(),
    preloadApp(),
    // The app shell is precached; API data lives in IndexedDB, never in the SW cache
    // (docs/product/offline.md#the-promise). Prompt mode: a new version waits until the user applies it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Baraat — Wedding Vendors of Pakistan',
        short_name: 'Baraat',
        description: 'Find, compare and book wedding vendors across Pakistan.',
        lang: 'en-PK',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME,
        background_color: '#fffaf5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/ws(\/|$)/,
          /^\/media(\/|$)/,
          /^\/sandbox(\/|$)/,
        ],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'baraat-images',
              expiration: {
                maxEntries: 300,
                maxAgeSeconds: 30 * 24 * 60 * 60,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser Baraat supports preloads modules itself; the polyfill was a file of its own.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app (React, the router, the layout) is one chunk that every screen needs, not
          // a dozen small ones each paying its own request and compression overhead. What
          // main.tsx runs first stays out of it, or it would wait for the app to download.
          groups: [
            { name: 'index', test: /\/src\/main\.tsx$/, priority: 2 },
            { name: 'app', test: APP_CHUNK, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sandbox': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
