// The translator the app runs with: the Urdu catalog at config.urduCatalog, read once at start.
import type { Logger } from 'pino';
import { readCatalog } from './catalog';
import { createTranslator, type Translator } from './translator';

export function loadTranslator(urduCatalog: string, logger: Logger): Translator {
  const ur = readCatalog(urduCatalog);
  if (ur.length === 0)
    logger.warn({ file: urduCatalog }, 'no Urdu translations: answering in English');
  return createTranslator({ ur });
}
