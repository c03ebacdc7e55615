// A value people wrote (a name, a title) inside a text the app puts in an attribute, an
// aria-label or an alt, where no <bdi> can go (docs/architecture.md#right-to-left): outside
// English it is isolated between U+2068 and U+2069, the attribute's <bdi>, so a Latin name
// neither reorders the Urdu around it nor is taken for words left untranslated. English keeps
// its texts as they are.
import { i18n } from './i18n';

export const written = (value: string): string =>
  i18n.locale === 'en' ? value : `\u2068${value}\u2069`;
