// A public GET started at page start, before the app's code has arrived, and handed once to
// the screen that asks for the same URL. Only a fresh 200 is handed over; anything else
// (an error, no network, an old answer) makes the screen send its own request as usual.

const FRESH_FOR_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** `onJson` sees a 200's body as soon as it arrives, e.g. to preload the images it names. */
export function startEarlyFetch(url: string, onJson?: (json: unknown) => void): void {
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  response
    .then(async (answer) => {
      if (answer.ok && onJson) onJson(await answer.clone().json());
    })
    // Nobody may take it: a failure must not surface as an unhandled rejection.
    .catch(() => undefined);
  started.set(url, { at: Date.now(), response });
}

/** The early answer's JSON for `url`, once; undefined when there is none to use. */
export async function takeEarlyJson<T>(url: string): Promise<T | undefined> {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  if (Date.now() - early.at > FRESH_FOR_MS) return undefined;
  try {
    const response = await early.response;
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}
