// The server's catalogs (docs/architecture.md#urdu-on-the-server): the Urdu PO file the
// client's catalogs are kept in (client/lingui.config.ts), read once at start. Its msgids are
// the English sources, `tx()` texts of shared/ and server/ among them; each translated one is
// compiled as Lingui's runtime would, and entries without a translation are left out (their
// English stands).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogEntry } from '@baraat/shared/i18n/translate';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

/** Where the Urdu catalog lies in the repository, from the sources and from server/dist alike. */
export const urduCatalogPath = (repoRoot: string) =>
  path.join(repoRoot, 'client', 'src', 'locales', 'ur', 'messages.po');

/** A PO text's translated entries; one with a context or an explicit id is the client's own. */
export function catalogEntries(poText: string): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  for (const item of PO.parse(poText).items) {
    const translation = item.msgstr[0];
    if (!item.msgid || !translation || item.obsolete || item.flags.fuzzy) continue;
    if (item.msgctxt || item.msgid_plural) continue;
    if (item.extractedComments.some((comment) => comment.startsWith('js-lingui-explicit-id'))) {
      continue;
    }
    entries.push({ source: item.msgid, translation: compileMessage(translation) });
  }
  return entries;
}

/** The catalog at `file`; none (English everywhere) when the file is not there. */
export function readCatalog(file: string): CatalogEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return catalogEntries(text);
}
