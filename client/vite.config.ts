import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { urduPage } from './i18n-build/urdu-page';
import { linguiPlugins } from './i18n-build/vite';

const apiTarget = `http://localhost:${process.env.PORT ?? 8000}`;

/**
 * react-router's package exports name its development build alone; its production build,
 * shipped beside it, leaves out the development checks (~0.5 KB gzip of every page's first
 * download). Builds use it; the dev server and the tests keep the checks.
 */
const reactRouterPackage = pathToFileURL(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(new URL(`dist/production/${file}`, reactRouterPackage)),
}));
const THEME = '#8a1538';

/**
 * What of react-router's production build the app does not use stays out of the bundle: the
 * build names its components' `displayName` in statements of their own and creates them
 * (forwardRef, createContext, memo) in calls the bundler cannot know are pure, so every
 * component of the package (its Form, ScrollRestoration, Scripts…) would be kept (~1.4 KB
 * gzip of every page's first download). This drops the one and marks the others pure.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'baraat:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return undefined;
      return code
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        .replace(
          /^(var \w+ = )(React\d*\.(forwardRef|createContext|memo)\()/gm,
          '$1/* @__PURE__ */ $2',
        );
    },
  };
}

/**
 * The app's own chunk: start.tsx with all it imports, and the few small pieces many screens
 * show (alerts, the offline notice, fields, an e-mail address), which as files of their own
 * cost each screen a request and more bytes than their content. Money and date formats are
 * not among them: the home page shows none (docs/architecture.md#3-client).
 */
const APP_CHUNK =
  /\/src\/(app\/start\.tsx|components\/(ui\/(alert|retry-alert|field-shell|select-field|text-field|email-address)|feedback\/offline-notice)\.tsx|lib\/realtime-status\.ts)$|\/shared\/src\/domain\/names\.ts$/;

/**
 * A screen's reads: the query client (lib/query-client.ts with TanStack's core), the query
 * hook and observer, the offline copy's wrapper, the device's database module (lib/db.ts,
 * which loads Dexie when opened) and the HTTP client (ky), fetched as one file. The landing
 * pages paint without it and load it after that paint (app/reading-part.tsx); other
 * screens wait for it with their own code. The hooks of writes and
 * lists (useMutation, useInfiniteQuery, useQueries) stay with the screens that use them.
 */
const QUERY_CHUNK = (id: string) =>
  /\/@tanstack\/(query-core|react-query)\/|\/node_modules\/ky\/|\/src\/lib\/(offline-query|http|query-client|db)\.ts$/.test(
    id,
  ) && !/\/(QueryClientProvider|\w*(Mutation|Infinite|Queries)\w*|queryOptions)\.js$/i.test(id);

/**
 * The search form the home page, the listings and the search share (its fields and the
 * suggestions): one file rather than three small ones.
 */
const SEARCH_FORM_CHUNK =
  /\/src\/(features\/listings\/components\/search-fields|components\/search\/search-text-field|components\/ui\/catalog-options)\.tsx$|\/src\/components\/search\/use-search-suggestions\.ts$/;

/**
 * The header's signed-in half (app/layout/signed-in-header.tsx) with the reads only a
 * signed-in user makes (the business, the unread counts): one file, never a visitor's.
 */
const SIGNED_IN_CHUNK =
  /\/src\/(app\/layout\/signed-in-header\.tsx|features\/(business\/api\/get-my-business|notifications\/api\/get-unread-count)\.ts|lib\/unread-messages\.ts)$/;

/**
 * How Baraat writes dates, times, amounts and lists (shared/src/domain/format.ts, with the
 * Pakistan clock it reads): one file that a visitor's screens and the signed-in header both
 * import. Left to the bundler it joined the signed-in header's file, which a visitor's profile
 * then downloaded, with the query client it imports, before its first paint.
 */
const FORMAT_CHUNK = /\/shared\/src\/domain\/(format|dates)\.ts$/;

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

/**
 * The script index.html loads (main.tsx's file, the `index` group below). It has run before any
 * lazy import starts, so no lazy import needs it preloaded. Vite's preload helper looks for a
 * file among the page's `<link>`s only, not its `<script>`s, and so appended a
 * `<link rel=modulepreload>` for this one at the first lazy import whose list named it: a
 * redundant element and a style recalculation. A lazy import's list names every chunk the
 * imported code imports from, and most chunks (the app's among them) import from this one, so
 * it happened on every page, in both languages. This notes the file as Vite writes the page;
 * `resolveDependencies` (build.modulePreload below), which Vite calls after that, as it writes
 * the lazy imports' lists, leaves it out of every one. Were that order ever to change, the
 * build fails rather than keep the link.
 */
function pageScript(): { plugin: Plugin; leaveOut: (deps: string[]) => string[] } {
  let script: string | undefined;
  return {
    plugin: {
      name: 'baraat:page-script',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html) {
          const scripts = Array.from(
            html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
            ([, file]) => file,
          );
          if (scripts.length !== 1) {
            throw new Error(`page-script: the page loads ${scripts.join(', ') || 'no module'}`);
          }
          script = scripts[0];
        },
      },
    },
    leaveOut(deps) {
      if (!script) throw new Error('page-script: the preload lists came before the page');
      return deps.filter((dep) => dep !== script);
    },
  };
}
const PAGE_SCRIPT = pageScript();

/** The installed app's manifest, in English (the spec's words). */
const MANIFEST: Partial<ManifestOptions> = {
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
};

/**
 * The same manifest in Urdu, right to left, beside the English one: the page names it while
 * Urdu is chosen (src/lib/device-language.ts), so the app installs with its Urdu name.
 */
const URDU_MANIFEST = {
  ...MANIFEST,
  name: 'بارات — پاکستان کے شادی وینڈرز',
  short_name: 'بارات',
  description: 'پاکستان بھر میں شادی کے وینڈر تلاش کریں، ان کا موازنہ کریں اور بک کریں۔',
  lang: 'ur-PK',
  dir: 'rtl',
};

function urduManifest(): Plugin {
  return {
    name: 'baraat:urdu-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest-ur.webmanifest',
        source: JSON.stringify(URDU_MANIFEST),
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  // `@/…` is client/src, so imports name where a module lives instead of climbing `../../`.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  plugins: [
    ...linguiPlugins(),
    react(),
    reactRouterTreeShaking(),
    preloadApp(),
    PAGE_SCRIPT.plugin,
    urduPage(),
    urduManifest(),
    // The app shell is precached; API data lives in IndexedDB, never in the SW cache
    // (docs/product/offline.md#the-promise). Prompt mode: a new version waits until the user applies it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: MANIFEST,
      workbox: {
        // woff2: Urdu's fonts (styles/urdu.css), only their Arabic-script files, ~430 KB,
        // kept for offline use like the rest of the shell.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
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
    modulePreload: {
      polyfill: false,
      // The page's own list (hostType 'html') is written before the page is.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : PAGE_SCRIPT.leaveOut(deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app (React, the router, the layout) is one chunk that every screen needs, not
          // a dozen small ones each paying its own request and compression overhead. What
          // main.tsx runs first stays out of it, or it would wait for the app to download.
          groups: [
            { name: 'index', test: /\/src\/main\.tsx$/, priority: 2 },
            { name: 'app', test: APP_CHUNK, priority: 1 },
            { name: 'query', test: QUERY_CHUNK, priority: 1 },
            { name: 'signed-in', test: SIGNED_IN_CHUNK, priority: 1 },
            { name: 'format', test: FORMAT_CHUNK, priority: 2 },
            { name: 'search-form', test: SEARCH_FORM_CHUNK, priority: 1 },
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
}));
