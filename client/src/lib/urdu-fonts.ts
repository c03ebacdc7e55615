// Urdu's stylesheet and fonts (styles/urdu.css and urdu-faces.css,
// docs/architecture.md#right-to-left), fetched when Urdu is chosen: lazy imports make them
// chunks of their own, which index.html never names, so an English page neither preloads nor
// downloads them. The fonts themselves come only when a page shows Urdu letters (their
// unicode-range), and the service worker keeps them for offline use.

/** Loads the Urdu stylesheet once; calling it again costs nothing. */
export async function loadUrduStyles(): Promise<void> {
  await import('../styles/urdu.css');
}

/**
 * Loads Urdu's faces once. Asked for when the browser is next idle, after the first Urdu
 * screen has painted in the system's letters: ~214 KB of fonts on a slow line would otherwise
 * hold that first paint back, and shaping Nastaliq is the costliest layout the page has.
 */
export async function loadUrduFaces(): Promise<void> {
  await import('../styles/urdu-faces.css');
}
