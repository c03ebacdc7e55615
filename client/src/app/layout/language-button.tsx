// The language switch (docs/product/texts.md#urdu): in the header at every width, named in the
// language it switches to, so a reader of either finds it. The choice applies at once and is
// kept on the device.
import { useState } from 'react';
import type { Language } from '@/lib/device-language';
import { useLingui } from '@/lib/i18n-react';
import { chooseLanguage } from '@/lib/language';

const NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

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
