// The language switch (docs/product/texts.md#urdu): in the header at every width, named in the
// language it switches to, so a reader of either finds it. The choice applies at once and is
// kept on the device.
import { useState } from 'react';
import { applyToDocument, type Language, storeDeviceLanguage } from '@/lib/device-language';
import { useLingui } from '@/lib/i18n-react';
import { activateLanguage } from '@/lib/language';

const NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** Switches the app to `language`: stored on the device, the page turned, the texts swapped. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeDeviceLanguage(language);
  await activateLanguage(language);
  applyToDocument(language);
}

export function LanguageButton() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const other: Language = i18n.locale === 'ur' ? 'en' : 'ur';
  return (
    <button
      type="button"
      className="language-button"
      lang={other}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        chooseLanguage(other).finally(() => setBusy(false));
      }}
    >
      {NAMES[other]}
    </button>
  );
}
