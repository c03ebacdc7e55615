// The languages Baraat is read in (docs/product/texts.md#urdu).
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the device's choice is also kept in, so the server can send the first page in
 * that language before the app has run (server/src/http/static-client.ts). */
export const LANGUAGE_COOKIE = 'baraat-lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ur';
}

let current: Language = 'en';

/**
 * The language the app is read in: the client sets it when the person chooses; dates and
 * amounts (domain/format.ts) follow it unless a call names its own, as the server's do.
 */
export function currentLanguage(): Language {
  return current;
}

export function setCurrentLanguage(language: Language): void {
  current = language;
}
