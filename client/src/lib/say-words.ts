// A sentence shared/ gives as its template and values (shared/src/domain/plan-words.ts `Words`),
// said in the reader's language (docs/product/texts.md#urdu): each template from the catalog,
// each value that is a fixed word (an event type) translated, sentences within said first.
import type { Words } from '@baraat/shared/domain/plan-words';
import { i18n } from './i18n';

export function sayWords(words: Words): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values)) {
    values[name] =
      typeof value === 'object'
        ? sayWords(value)
        : typeof value === 'string'
          ? i18n._(value)
          : value;
  }
  return i18n._(words.text, values);
}
