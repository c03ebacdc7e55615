// The language a person reads Baraat in (docs/product/texts.md#urdu): English, the spec's
// texts, or Urdu, right to left. Activating one loads what it needs and sets every text, date
// and amount in it; device-language.ts keeps the choice and applies it to the page.
import { setCurrentLanguage } from '@baraat/shared/i18n/languages';
import { applyToDocument, type Language, storeDeviceLanguage } from './device-language';
import { i18n } from './i18n';
import { whenIdle } from './idle';

let urdu: Promise<void> | undefined;

/**
 * Urdu's catalog, its styles and the Naskh face, fetched once when Urdu is first chosen (never
 * for an English reader), and Nastaliq when the browser is next idle. A failed fetch may be
 * tried again.
 */
function loadUrdu(): Promise<void> {
  urdu ??= Promise.all([
    import('../locales/ur/messages.po'),
    import('./urdu-fonts').then(async ({ loadUrduFirstScreen, loadNastaliq }) => {
      await loadUrduFirstScreen();
      whenIdle(() => void loadNastaliq().catch(() => undefined));
    }),
  ]).then(
    ([{ messages }]) => i18n.load('ur', messages),
    (error: unknown) => {
      urdu = undefined;
      throw error;
    },
  );
  return urdu;
}

/** Starts Urdu's download; activateLanguage('ur') waits for it. */
export function preloadUrdu(): void {
  loadUrdu().catch(() => undefined);
}

/** Makes `language` the app's: its catalog loaded, then every text, date and amount in it. */
export async function activateLanguage(language: Language): Promise<void> {
  if (language === 'ur') await loadUrdu();
  // English has no catalog: each text's English source is compiled into the code beside its
  // id (client/i18n-build/vite.ts), and the runtime shows it when no catalog holds the id.
  else i18n.load('en', {});
  setCurrentLanguage(language);
  i18n.activate(language);
}

/** The app in `language`, kept on the device: the texts swapped, the page turned. */
export async function showLanguage(language: Language): Promise<void> {
  storeDeviceLanguage(language);
  await activateLanguage(language);
  applyToDocument(language);
}

/** The person's choice: shown at once, kept on the device and, signed in, on the account. */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  void import('./account-language').then(({ saveAccountLanguage }) =>
    saveAccountLanguage(language),
  );
}
