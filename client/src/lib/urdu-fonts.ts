// Urdu's stylesheet and fonts (styles/urdu.css, docs/architecture.md#right-to-left), fetched
// when Urdu is chosen: a lazy import makes them a chunk of their own, which index.html never
// names, so an English page neither preloads nor downloads them. The fonts themselves come
// only when a page shows Urdu letters (their unicode-range), and the service worker keeps
// them for offline use.

/** Loads the Urdu stylesheet once; calling it again costs nothing. */
export async function loadUrduStyles(): Promise<void> {
  await import('../styles/urdu.css');
}
