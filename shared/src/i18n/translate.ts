// Translates a finished English text, as the server wrote it, by the catalog's English sources
// (docs/product/texts.md#urdu). A text with no arguments is found by its source; one filled
// by `fill` (text.ts) is found by its template: each `{name}` of a source reads any text, the
// rest must be as written, and the values read fill the translation. Pure and synchronous, so
// the server (server/src/i18n) and the client may both use it.
import { markDates, unmarkDates } from '../domain/rewritten-dates';
import type { Language } from './languages';

/** A compiled translation, as @lingui/message-utils' compileMessage gives it: plain text or tokens. */
export type CompiledMessage = string | MessageToken[];
export type MessageToken = string | [name: string, kind?: string, cases?: unknown];

/** One entry of a catalog: the English source (ICU, `Up to {max} guests`) and its translation. */
export interface CatalogEntry {
  source: string;
  translation: CompiledMessage;
}

interface Template {
  pattern: RegExp;
  names: string[];
  translation: CompiledMessage;
  /** How much of the source is literal text: the longest wins when several match. */
  literal: number;
  /** It only joins its values, with no word of its own ("{event}: {reason}", "{event} ({when})"). */
  joinsOnly: boolean;
  /** It opens with its own text, not a value ("Number of people must be at most {n}"). */
  opensWithText: boolean;
}

const PLACEHOLDER = /\{(\w+)\}/g;
/** A source that uses more of ICU than `{name}` (a plural, a select) is matched whole only. */
const BEYOND_PLACEHOLDERS = /[{}]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(entry: CatalogEntry): Template | undefined {
  const names: string[] = [];
  let pattern = '^';
  let literal = 0;
  let last = 0;
  for (const match of entry.source.matchAll(PLACEHOLDER)) {
    const text = entry.source.slice(last, match.index);
    if (BEYOND_PLACEHOLDERS.test(text)) return undefined;
    pattern += `${escapeRegExp(text)}(.+?)`;
    literal += text.length;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  const rest = entry.source.slice(last);
  if (names.length === 0 || BEYOND_PLACEHOLDERS.test(rest)) return undefined;
  pattern += `${escapeRegExp(rest)}$`;
  literal += rest.length;
  const words = entry.source.replace(PLACEHOLDER, '');
  return {
    pattern: new RegExp(pattern, 's'),
    names,
    translation: entry.translation,
    literal,
    joinsOnly: literal > 0 && !/\p{L}/u.test(words),
    opensWithText: !entry.source.startsWith('{'),
  };
}

/** A compiled message with its arguments filled: a plural or select picks its case. */
export function formatMessage(
  message: CompiledMessage,
  values: Record<string, string>,
  locale: string,
  count?: string,
): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, kind, cases] = token;
    const value = values[name] ?? '';
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      const forms = cases as Record<string, CompiledMessage>;
      const rule =
        kind === 'select'
          ? 'other'
          : new Intl.PluralRules(locale, {
              type: kind === 'plural' ? 'cardinal' : 'ordinal',
            }).select(Number(value));
      const form = forms[`=${value}`] ?? forms[value] ?? forms[rule] ?? forms.other ?? '';
      text += formatMessage(form, values, locale, kind === 'select' ? count : value);
    } else {
      text += value;
    }
  }
  return text;
}

export type Translate = (english: string) => string | undefined;

/** How deep a value is read as a text of its own: a wedding's refusal nests three deep
 * ("{event}: {reason}", whose event is "{event} ({when})", whose event is "Walima"). */
const NESTING = 3;
/**
 * A template reads a value only when it only joins, or opens with words of its own and has
 * this much of them: a value is often a name or a title someone wrote, which a template that
 * opens with a value would misread ("{count} of {title}" reads Bank of Punjab, "{name}'s
 * wedding" a couple's own title), as would a short one.
 */
const NESTED_LITERAL_MIN = 8;

/**
 * The translation of an English text, or undefined when the catalog has none: an exact source
 * first, else the template with the most literal text that reads the whole text. The dates
 * and times format.ts wrote are set aside first and written in the language (so no template
 * reads a date's "pm" as a word). A value a template reads is said in the language when it is
 * itself a text of the app (an instalment's "Balance", a refusal's reason) or one that joins
 * such texts (a wedding event's title inside its refusal); any other (a name, an amount)
 * stays as it was written.
 */
export function createTranslate(entries: Iterable<CatalogEntry>, locale: Language): Translate {
  const exact = new Map<string, CompiledMessage>();
  const templates: Template[] = [];
  for (const entry of entries) {
    // A source with arguments is never the finished text: it is read only as a template.
    const template = templateOf(entry);
    if (template) templates.push(template);
    else exact.set(entry.source, entry.translation);
  }
  templates.sort((a, b) => b.literal - a.literal);
  const nested = templates.filter(
    (template) =>
      template.joinsOnly || (template.opensWithText && template.literal >= NESTED_LITERAL_MIN),
  );
  const translate = (english: string, depth: number): string | undefined => {
    const found = exact.get(english);
    if (found !== undefined) return formatMessage(found, {}, locale);
    if (depth > NESTING) return undefined;
    for (const { pattern, names, translation } of depth === 0 ? templates : nested) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      names.forEach((name, index) => {
        const value = match[index + 1]!;
        values[name] = translate(value, depth + 1) ?? value;
      });
      return formatMessage(translation, values, locale);
    }
    return undefined;
  };
  return (english) => {
    const found = exact.get(english);
    if (found !== undefined) return formatMessage(found, {}, locale);
    const { marked, dates } = markDates(english, locale);
    const text = translate(marked, 0);
    return text === undefined ? undefined : unmarkDates(text, dates);
  };
}
