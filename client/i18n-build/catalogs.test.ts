// @vitest-environment node
// The catalogs are whole (docs/product/texts.md#urdu): every text the code wraps or marks is in
// the Urdu catalog with a translation that keeps the English's arguments and elements, so a
// screen never falls back to English and a translation never loses a name or a link.

import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/** The arguments and element tags a text holds, sorted: `{name}`, `<0>`, `</0>`, `<1/>`. */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*(?:[,}])/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('the Urdu catalog', () => {
  it('knows placeholders: an argument, a plural and an element each count', () => {
    expect(placeholdersOf('Read <0>the terms</0> for {name}')).toEqual(['</0>', '<0>', '{name}']);
    expect(placeholdersOf('{count, plural, one {# hall} other {# halls}}')).toEqual(['{count}']);
  });

  it('holds every text of the code, translated, with the same arguments and elements', async () => {
    const [catalog] = await getCatalogs(getConfig({ configPath }));
    const extracted = await catalog!.collect();
    const urdu = await catalog!.read('ur');
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [id, message] of Object.entries(extracted ?? {})) {
      const source = message.message ?? id;
      const translation = urdu?.[id]?.translation;
      if (!translation) {
        missing.push(source);
        continue;
      }
      const expected = placeholdersOf(source);
      if (JSON.stringify(placeholdersOf(translation)) !== JSON.stringify(expected)) {
        mismatched.push(`${source} → ${translation}`);
      }
    }
    expect(missing, 'texts without Urdu: run `npm run i18n:extract` and translate them').toEqual(
      [],
    );
    expect(mismatched, 'translations whose arguments or elements differ').toEqual([]);
  }, 60_000);
});
