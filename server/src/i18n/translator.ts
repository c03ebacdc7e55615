// The server's translator (docs/architecture.md#urdu-on-the-server): an English text as the
// server wrote it, in the reader's language. English is the source and passes as it is; a
// text the catalog does not hold stays English. Matching is shared/src/i18n/translate.ts's;
// this keeps what it found for the texts asked most (refusals repeat), so a busy refusal
// costs one Map lookup.
import type { Language } from '@baraat/shared/i18n/languages';
import { type CatalogEntry, createTranslate } from '@baraat/shared/i18n/translate';

export type Translator = (english: string, language: Language) => string;

/** Texts remembered per language; past it, the oldest go first. */
const REMEMBERED = 2_000;

/** A translator over the catalogs given (Urdu's today). */
export function createTranslator(catalogs: Partial<Record<Language, CatalogEntry[]>>): Translator {
  const byLanguage = new Map<Language, (english: string) => string>();
  for (const [language, entries] of Object.entries(catalogs) as [Language, CatalogEntry[]][]) {
    if (language === 'en' || entries.length === 0) continue;
    const translate = createTranslate(entries, language);
    const remembered = new Map<string, string>();
    byLanguage.set(language, (english) => {
      const known = remembered.get(english);
      if (known !== undefined) return known;
      const text = translate(english) ?? english;
      if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(english, text);
      return text;
    });
  }
  return (english, language) => byLanguage.get(language)?.(english) ?? english;
}

/** The translator of an English-only server: every text as it is. */
export const ENGLISH_ONLY: Translator = (english) => english;
