// Renders the app. Loaded by main.tsx, which has started the landing screen's download first
// (and, with no signal, the device's database). The first render waits for what the first
// screen needs, so it shows whole: a screen rendered before its code arrived would show
// React's Suspense fallback, which React keeps up at least 300 ms, and its own lazy parts
// would only then be found and fetched.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyToDocument, deviceLanguage } from '@/lib/device-language';
import { activateLanguage } from '@/lib/language';
import { currentSession, initSession } from '@/lib/session';
import { App } from './app';
import { loadSignedInHeader } from './layout/header';
import { loadQueryClient } from './query-provider';
import { loadScreensAt } from './router';
import { preloadOnIntent, readsAtFirstPaint } from './screens';

/**
 * The device's language, its texts in before the first render. Urdu's catalog comes from the
 * service worker's cache offline; should it fail to load, the app opens in English.
 */
async function startLanguage(): Promise<void> {
  const language = deviceLanguage();
  try {
    await activateLanguage(language);
  } catch {
    applyToDocument('en');
    await activateLanguage('en');
  }
}

async function start(root: HTMLElement): Promise<void> {
  // The stored session is restored before the first render, so the guards see the user at
  // once; only a token about to expire keeps them on "Loading..." while it is refreshed.
  void initSession();
  // A screen whose code cannot be fetched is tried again by the router, which shows its error;
  // the header's signed-in half, loaded for a signed-in user alone, then loads when it renders.
  // The query client, the screen's parts that read and that half come first unless the first
  // screen paints before it reads.
  const { pathname, search } = window.location;
  const signedIn = currentSession() !== null;
  const reads = readsAtFirstPaint(pathname);
  await Promise.all([
    startLanguage(),
    loadScreensAt(pathname, search, reads)?.catch(() => undefined),
    signedIn && reads ? loadSignedInHeader().catch(() => undefined) : undefined,
    reads ? loadQueryClient().catch(() => undefined) : undefined,
  ]);
  // The first render is a transition, which React does in slices of a few milliseconds with the
  // browser free between them, not in one long task: the screen's code is all here, so nothing
  // in it suspends, and a phone stays responsive while it renders (Lighthouse's Total Blocking
  // Time on the vendor profile: 442 -> 192 ms, docs/architecture.md#3-client).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  preloadOnIntent();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
