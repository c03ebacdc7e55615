// The device's language (docs/product/texts.md#urdu): the person's choice, kept on the device,
// else the first of the browser's languages Baraat speaks, else English. main.tsx applies it to
// the page before anything paints, so the page never flashes the other language. Small and
// free of the i18n runtime: main.tsx runs it first.
import { LANGUAGE_COOKIE, type Language } from '@baraat/shared/i18n/languages';

export type { Language };

const STORAGE_KEY = 'language';

/** The language chosen on this device, if one was. */
export function chosenOnDevice(storage: Pick<Storage, 'getItem'> = localStorage): Language | null {
  const stored = storage.getItem(STORAGE_KEY);
  return stored === 'en' || stored === 'ur' ? stored : null;
}

export function deviceLanguage(
  storage: Pick<Storage, 'getItem'> = localStorage,
  browser: readonly string[] = navigator.languages,
): Language {
  const stored = chosenOnDevice(storage);
  if (stored) return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ur' || primary === 'en') return primary;
  }
  return 'en';
}

/**
 * A link may name the language (`?lang=ur`, a shared link, a poster's QR code): it becomes the
 * device's choice, and the address loses it before the screens read their query.
 */
export function takeLanguageFromAddress(location: Location = window.location): void {
  const params = new URLSearchParams(location.search);
  const named = params.get('lang');
  if (named !== 'en' && named !== 'ur') return;
  storeDeviceLanguage(named);
  params.delete('lang');
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
}

export function storeDeviceLanguage(language: Language, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEY, language);
  // Also a cookie, a year long: the server sends the first page of a visit the service worker
  // does not answer already right to left in Urdu, naming what its first screen waits for.
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, no Cookie Store API in Safari
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** `<html lang dir>`: Urdu reads right to left; the app installs with the language's name. */
export function applyToDocument(language: Language, root = document.documentElement): void {
  root.lang = language;
  root.dir = language === 'ur' ? 'rtl' : 'ltr';
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) {
    manifest.href = language === 'ur' ? '/manifest-ur.webmanifest' : '/manifest.webmanifest';
  }
}
