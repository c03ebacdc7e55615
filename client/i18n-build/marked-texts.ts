// The catalogs' extractor. shared/ and server/ run without Lingui's macros (the server loads
// them with tsx), so their texts are marked with `tx` (shared/src/i18n/text.ts) and found here;
// the client's files go to Lingui's Babel extractor, which reads its macros, and are searched
// for `tx` marks too.

import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

const SHARED_OR_SERVER = /[\\/](shared|server)[\\/]src[\\/]/;

/** `tx('…')` or `tx("…")` with one literal, the only form the marker takes; the formatter
 * puts a long one on a line of its own, with a trailing comma. */
const MARKED = /\btx\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")\s*,?\s*\)/g;

function unquote(literal: string): string {
  return literal.replace(/\\(.)/g, '$1');
}

/** Each marked text of a file with its line, in source order. */
export function markedTextsOf(code: string): Array<{ text: string; line: number }> {
  const found: Array<{ text: string; line: number }> = [];
  for (const match of code.matchAll(MARKED)) {
    const text = unquote(match[1] ?? match[2] ?? '');
    const line = code.slice(0, match.index).split('\n').length;
    found.push({ text, line });
  }
  return found;
}

/** A test of shared/ or server/: the config's `exclude` globs do not reach paths above the
 * client's root, so its texts would join the catalogs. */
const TEST_FILE = /\.test\.tsx?$/;

export const markedTexts: ExtractorType = {
  match: (filename) => SHARED_OR_SERVER.test(filename) || babel.match(filename),
  async extract(filename, code, onMessageExtracted, ctx) {
    // A client file may mark a text with tx too: one kept as a key (an outbox entry's
    // last_error) and translated where shown.
    if (!SHARED_OR_SERVER.test(filename))
      await babel.extract(filename, code, onMessageExtracted, ctx);
    if (TEST_FILE.test(filename)) return;
    for (const { text, line } of markedTextsOf(code)) {
      onMessageExtracted({ id: generateMessageId(text), message: text, origin: [filename, line] });
    }
  },
};
