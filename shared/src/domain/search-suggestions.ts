// Suggestions as a visitor types in a search box (docs/product/discovery.md#suggestions-as-you-type):
// vendor types, cities and the names of vendors the device has seen, from the first letters,
// in the script typed. A suggestion completes the words being typed, so choosing it gives the
// search text it stands for, which the search then reads as any text (search-text.ts).
import { BUSINESS_TYPES, CITIES } from '../constants/catalog';
import { searchWords, spellingKey } from './search-keys';
import { CITY_WORDS } from './search-vocabulary';

/** What each business type is called in a suggestion: in Roman (its catalogue name first, then
 * the words of Roman Urdu and English people type for it) and in Urdu script. Each of them,
 * searched, finds vendors of that type (search-suggestions.test.ts holds them to it). */
export const TYPE_LABELS: Readonly<Record<number, { roman: readonly string[]; urdu: string }>> = {
  1: { roman: ['Shadi hall', 'Marquee', 'Banquet hall'], urdu: 'شادی ہال / مارکی' },
  2: { roman: ['Photographer', 'Videographer'], urdu: 'فوٹوگرافر' },
  3: { roman: ['Rent a car'], urdu: 'کار رینٹل' },
  4: { roman: ['Jewellers'], urdu: 'جیولرز' },
  5: { roman: ['Caterers'], urdu: 'کیٹرنگ' },
  6: { roman: ['Dhol', 'Qawwali'], urdu: 'موسیقی اور ڈی جے' },
  7: { roman: ['Designer'], urdu: 'ڈیزائنر' },
  8: { roman: ['Bridal makeup', 'Parlour'], urdu: 'بیوٹی پارلر' },
  9: { roman: [], urdu: 'ویڈنگ کیک' },
  10: { roman: [], urdu: 'ویڈنگ پلانر' },
  11: { roman: ['Decor', 'Stage decoration'], urdu: 'ڈیکوریشن' },
  12: { roman: [], urdu: 'بوتیک' },
  13: { roman: ['Lehenga', 'Sherwani'], urdu: 'عروسی لباس' },
  14: { roman: ['Shadi card'], urdu: 'پرنٹنگ' },
};

export type SuggestionKind = 'type' | 'city' | 'vendor';

export interface SearchSuggestion {
  kind: SuggestionKind;
  /** What the list shows. */
  label: string;
  /** The search text once it is chosen: the words typed before it, then the label. */
  text: string;
}

export const MAX_SUGGESTIONS = 8;
/** Letters typed before anything is suggested: one of Urdu script says more than one Roman. */
export const MIN_LETTERS = { roman: 2, urdu: 1 } as const;
/** The most words at the end of the text a suggestion completes ("shadi h" → Shadi hall). */
const MAX_PART = 3;
/** A key this long or longer matches as the start of a longer one ("fotog" → photographer). */
const MIN_KEY_PREFIX = 3;

const URDU_SCRIPT = /[\u0600-\u06FF]/;
const isUrdu = (text: string) => URDU_SCRIPT.test(text);

interface Word {
  word: string;
  key: string | undefined;
}

const wordsOf = (text: string): Word[] =>
  searchWords(text).map((word) => ({ word, key: spellingKey(word) }));

interface Entry {
  kind: SuggestionKind;
  label: string;
  urdu: boolean;
  /** One suggestion per group: a type's or city's several labels and names give one. */
  group: string;
  /** Texts that suggest it: the label, and for a city its other names. */
  names: Word[][];
}

function entry(kind: SuggestionKind, label: string, group: string, also: string[] = []): Entry {
  return { kind, label, urdu: isUrdu(label), group, names: [label, ...also].map(wordsOf) };
}

let catalogue: Entry[] | undefined;

/** The types' and cities' entries, in the catalogue's order (made on first use). */
function catalogueEntries(): Entry[] {
  catalogue ??= [
    ...BUSINESS_TYPES.flatMap(({ id, name }) =>
      [name, ...TYPE_LABELS[id]!.roman, TYPE_LABELS[id]!.urdu].map((label) =>
        entry('type', label, `type:${id}`),
      ),
    ),
    ...CITIES.flatMap(({ id, name }) => {
      const words = CITY_WORDS[id] ?? [];
      const urdu = words.filter(isUrdu);
      const roman = words.filter((word) => !isUrdu(word));
      return [
        entry('city', name, `city:${id}`, roman),
        ...(urdu[0] ? [entry('city', urdu[0], `city:${id}`, urdu.slice(1))] : []),
      ];
    }),
  ];
  return catalogue;
}

/** What suggestions are drawn from: the catalogue and the vendor names the device holds. */
export interface SuggestionIndex {
  entries: readonly Entry[];
}

export function suggestionIndex(vendorNames: Iterable<string>): SuggestionIndex {
  const vendors = new Map<string, Entry>();
  for (const name of vendorNames) {
    const group = `vendor:${searchWords(name).join(' ')}`;
    if (name.trim() && !vendors.has(group)) vendors.set(group, entry('vendor', name.trim(), group));
  }
  const sorted = [...vendors.values()].sort((a, b) => a.label.localeCompare(b.label));
  return { entries: [...catalogueEntries(), ...sorted] };
}

const sameWord = (name: Word, typed: Word) =>
  name.word === typed.word || (typed.key !== undefined && name.key === typed.key);

const startsLike = (name: Word, typed: Word) =>
  name.word.startsWith(typed.word) ||
  (typed.key !== undefined &&
    name.key !== undefined &&
    (name.key === typed.key ||
      (typed.key.length >= MIN_KEY_PREFIX && name.key.startsWith(typed.key))));

/** Where in a name the typed words are, the last as a start of a word; undefined if nowhere. */
function foundAt(name: Word[], part: Word[]): number | undefined {
  for (let at = 0; at + part.length <= name.length; at += 1) {
    const last = part.length - 1;
    const fits = part.every((typed, i) =>
      i === last ? startsLike(name[at + i]!, typed) : sameWord(name[at + i]!, typed),
    );
    if (fits) return at;
  }
  return undefined;
}

interface Found {
  entry: Entry;
  /** The word of the name the typed words start at: 0 is the name's start. */
  at: number;
  /** Where in the text the words it completes begin. */
  from: number;
  order: number;
}

const KIND_ORDER: Record<SuggestionKind, number> = { type: 0, city: 1, vendor: 2 };

/** Where each typed word begins in the text, so a suggestion keeps the words before it. */
function wordStarts(text: string): number[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)]
    .filter((match) => searchWords(match[0]).length > 0)
    .map((match) => match.index);
}

/**
 * Up to eight suggestions for a text being typed: types, then cities, then vendor names, each
 * completing the last words typed (one to three of them) in the script they are written in,
 * once at least two Roman letters or one Urdu letter are typed.
 */
export function suggestSearch(
  text: string,
  index: SuggestionIndex,
  limit = MAX_SUGGESTIONS,
): SearchSuggestion[] {
  const typed = wordsOf(text);
  const starts = wordStarts(text);
  const found = new Map<string, Found>();
  for (let size = Math.min(MAX_PART, typed.length); size > 0; size -= 1) {
    const part = typed.slice(typed.length - size);
    const partText = part.map((w) => w.word).join('');
    const urdu = isUrdu(partText);
    if ([...partText].length < (urdu ? MIN_LETTERS.urdu : MIN_LETTERS.roman)) continue;
    const from = starts.length === typed.length ? starts[typed.length - size]! : 0;
    // Completing more of the words typed wins: a group found for a longer part stays.
    const thisPart = new Map<string, Found>();
    index.entries.forEach((candidate, order) => {
      if (candidate.urdu !== urdu || found.has(candidate.group)) return;
      const at = Math.min(
        ...candidate.names.map((name) => foundAt(name, part) ?? Number.POSITIVE_INFINITY),
      );
      if (at === Number.POSITIVE_INFINITY) return;
      const best = thisPart.get(candidate.group);
      if (!best || at < best.at)
        thisPart.set(candidate.group, { entry: candidate, at, from, order });
    });
    for (const [group, match] of thisPart) found.set(group, match);
  }
  return [...found.values()]
    .sort(
      (a, b) =>
        KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
        Number(a.at > 0) - Number(b.at > 0) ||
        a.order - b.order,
    )
    .slice(0, limit)
    .map(({ entry: { kind, label }, from }) => ({
      kind,
      label,
      text: `${text.slice(0, from)}${label}`,
    }));
}
