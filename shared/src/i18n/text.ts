// Texts of shared/ and server/ that a person reads (docs/product/texts.md#urdu). They stay
// plain English strings, as the spec words them, so the server and the tests use them as they
// are; `tx` marks one for the catalogs (`npm run i18n:extract` finds each), and the
// screen or the server's answer translates it by its English source. Placeholders are ICU
// arguments, `{max}`, filled by `fill`.

/** Marks an English text for translation. It returns the text unchanged. */
export function tx<const T extends string>(text: T): T {
  return text;
}

/** The text with each `{name}` replaced by its value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A marked text in the reader's language, its `{name}`s filled. A function of shared/ that
 * builds a sentence takes one: a screen passes its translation (the client's `i18n._`, which
 * finds the text by its English source), the server and the tests get English as it is.
 */
export type Say = (text: string, values?: Record<string, string | number>) => string;

/** English as it is: `Say` where nobody translates. */
export const inEnglish: Say = (text, values) => (values ? fill(text, values) : text);
