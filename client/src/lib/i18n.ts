// The app's translation runtime (docs/architecture.md#urdu). Lingui's macros write every text
// (client/i18n-build/vite.ts), its CLI keeps the catalogs and its Vite plugin compiles them;
// this reads what they produce, in ~1 KB instead of @lingui/core and @lingui/react's ~2.8 KB
// gzip of every page's first download. A text is known by its English source: English ships
// no catalog (the source, compiled at build time, is in the code), and Urdu's catalog is keyed
// by the same source, so a text of shared/ marked with `tx` translates here too.
import type { Language } from '@baraat/shared/i18n/languages';
import type { MessageDescriptor } from '@lingui/core';

/** A compiled message: plain text, or Lingui's tokens (text, arguments, plurals, selects). */
export type Compiled = string | Token[];
type Token = string | [name: string, kind?: string, cases?: unknown];
export type Values = Record<string, unknown>;
/** What the macros leave in the code: a compiled text, with its values when it has any. */
export type Descriptor = Compiled | { message: Compiled; values?: Values; context?: string };
export type Catalog = Record<string, Compiled>;

/**
 * The catalog key of a compiled English source: a 32-bit FNV-1a hash of it, in base 36. The
 * Urdu catalog is keyed by these rather than by the English itself, which would be as long as
 * its translations; the build refuses two texts with one key (client/i18n-build/vite.ts).
 */
export function catalogKey(source: Compiled, context?: string): string {
  const text = typeof source === 'string' ? source : JSON.stringify(source);
  const keyed = context ? `${context}\u0004${text}` : text;
  let hash = 0x811c9dc5;
  for (let i = 0; i < keyed.length; i++) {
    hash ^= keyed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Latin digits grouped in thousands, in both languages (docs/product/texts.md#urdu). */
const NUMBER = new Intl.NumberFormat('en-PK');
const pluralRules = new Map<string, Intl.PluralRules>();

/** A locale's plural rules, made once: a list renders a plural per row. */
function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

function formatted(compiled: Compiled, values: Values, locale: string, count?: string): string {
  if (typeof compiled === 'string') {
    return compiled.replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  }
  let text = '';
  for (const token of compiled) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, kind, cases] = token;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal') {
      const { offset = 0, ...forms } = cases as Record<string, Compiled> & { offset?: number };
      const n = Number(value) - Number(offset);
      const rule = pluralRule(locale, kind === 'plural' ? 'cardinal' : 'ordinal').select(n);
      const form = forms[String(value)] ?? forms[rule] ?? forms.other ?? '';
      text += formatted(form, values, locale, NUMBER.format(n));
    } else if (kind === 'select') {
      const forms = cases as Record<string, Compiled>;
      text += formatted(forms[String(value)] ?? forms.other ?? '', values, locale, count);
    } else if (kind === 'number' && typeof value === 'number') {
      text += NUMBER.format(value);
    } else {
      text += value === undefined || value === null ? '' : String(value);
    }
  }
  return text;
}

type Listener = () => void;

class I18n {
  locale: Language = 'en';
  private catalogs: Partial<Record<Language, Catalog>> = {};
  private listeners = new Set<Listener>();

  /** A text in the active language, its arguments filled. Bound: the hooks hand it out. */
  _ = (written: Descriptor | MessageDescriptor, values?: Values): string => {
    // What the macros write is a Descriptor; TypeScript sees Lingui's types for them.
    const descriptor = written as Descriptor;
    const plain = typeof descriptor === 'string' || Array.isArray(descriptor);
    const source = plain ? descriptor : descriptor.message;
    const context = plain ? undefined : descriptor.context;
    const catalog = this.catalogs[this.locale];
    const message = catalog?.[catalogKey(source, context)] ?? source;
    return formatted(message, (plain ? values : descriptor.values) ?? {}, this.locale);
  };

  /** Alias of `_`, as Lingui names it. */
  t = this._;

  load(language: Language, catalog: Catalog): void {
    this.catalogs[language] = catalog;
  }

  activate(language: Language): void {
    this.locale = language;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The app's one instance: the macros' `t` and `msg` call it, the hooks re-render with it. */
export const i18n = new I18n();
