// A public GET started at page start, before the app's code has arrived, and handed once to
// the screen that asks for the same URL. Only a fresh 200 is handed over; anything else
// (an error, no network, an old answer) makes the screen send its own request as usual.

const FRESH_FOR_MS = 10_000;

/** Each started request's JSON (undefined for anything but a 200), and it once it has come. */
const started = new Map<string, { at: number; json: Promise<unknown>; arrived?: [unknown] }>();

/** `onJson` sees a 200's body as soon as it arrives, e.g. to preload the images it names. */
export function startEarlyFetch(url: string, onJson?: (json: unknown) => void): void {
  const json = fetch(url, { headers: { Accept: 'application/json' } })
    .then((answer) => (answer.ok ? answer.json() : undefined))
    // Nobody may take it: a failure must not surface as an unhandled rejection.
    .catch(() => undefined);
  const early: { at: number; json: Promise<unknown>; arrived?: [unknown] } = {
    at: Date.now(),
    json,
  };
  void json.then((body) => {
    early.arrived = [body];
    if (body !== undefined) onJson?.(body);
  });
  started.set(url, early);
}

/** An early answer seen without taking it: already there, or still to come. */
export type EarlyPeek<T> =
  | { arrived: true; json: T | undefined }
  | { arrived: false; json: Promise<T | undefined> };

function fresh(url: string) {
  const early = started.get(url);
  return early && Date.now() - early.at <= FRESH_FOR_MS ? early : undefined;
}

/**
 * The early answer's JSON for `url` without taking it, for a first paint that shows it
 * before the screen's reading code has come; undefined when none was started.
 */
export function peekEarlyJson<T>(url: string): EarlyPeek<T> | undefined {
  const early = fresh(url);
  if (!early) return undefined;
  return early.arrived
    ? { arrived: true, json: early.arrived[0] as T | undefined }
    : { arrived: false, json: early.json as Promise<T | undefined> };
}

/** The early answer's JSON for `url`, once; undefined when there is none to use. */
export async function takeEarlyJson<T>(url: string): Promise<T | undefined> {
  const early = fresh(url);
  started.delete(url);
  return (await early?.json) as T | undefined;
}
