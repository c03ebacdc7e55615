// What a person typed, read as Baraat's search reads it (docs/product/discovery.md#how-search-reads-words),
// the same on the server's two engines and on the device (docs/architecture.md#10-two-engines):
// a city named in the text becomes the city filter, filler words go, the words and phrases of
// the vocabulary (search-vocabulary.ts) become the business types they mean, and every other
// word is matched as a prefix of a vendor's words or by its spelling key (search-keys.ts). When
// nothing matches as typed, the words of names and types that look like it (trigram similarity,
// as PostgreSQL's pg_trgm measures it) are tried.
import { normaliseText, searchWords, spellingKey } from './search-keys';
import { CITY_WORDS, FILLER_WORDS, SEARCH_CONCEPTS, type SearchConcept } from './search-vocabulary';

export { normaliseText, searchWords, spellingKey, textKeys } from './search-keys';

const MAX_TERMS = 8;
/** The longest phrase of the vocabulary or of a city's names, in words. */
const MAX_PHRASE = 3;

/** One term: a word or a phrase of the text, and the ways a vendor may match it. */
export interface SearchTerm {
  /** What was typed, normalised: a word, or a phrase's words with a space. */
  typed: string;
  /** Words each matched as the start of a vendor's word (all of them, for a phrase). */
  prefixes: readonly string[];
  /** The prefixes are whole words (a phrase of the vocabulary). */
  whole?: boolean;
  /** Words matched whole, any of them: a word of the vocabulary, a misspelling's corrections. */
  exact: readonly string[];
  /** Spelling keys, all of them among the keys of the vendor's name, type and offers. */
  keys: readonly string[];
  /** The business types the word means, any of which matches. */
  types: readonly number[];
  /** A function of the wedding: dropped beside a word for a kind of vendor. */
  occasion?: boolean;
}

export interface ParsedSearch {
  terms: SearchTerm[];
  /** The city named in the text. */
  cityId?: number;
}

interface Entry<T> {
  words: string[];
  keys: (string | undefined)[];
  value: T;
}

function entries<T>(pairs: [string, T][]): Entry<T>[] {
  return pairs
    .map(([text, value]) => {
      const words = searchWords(text);
      return { words, keys: words.map(spellingKey), value };
    })
    .sort((a, b) => b.words.length - a.words.length);
}

const CONCEPTS = entries<SearchConcept>(
  SEARCH_CONCEPTS.flatMap((concept) =>
    concept.words.map((word): [string, SearchConcept] => [word, concept]),
  ),
);
const CITIES = entries<number>(
  Object.entries(CITY_WORDS).flatMap(([id, names]) =>
    names.map((name): [string, number] => [name, Number(id)]),
  ),
);
const FILLERS = new Set(FILLER_WORDS.map(normaliseText));

/**
 * Whether a typed word is another spelling of a listed one: the same key, and a key of three
 * letters or more or (for a city, never) words that look alike, so "ken" is not "khana".
 */
function sameWord(
  entryWord: string,
  entryKey: string | undefined,
  word: string,
  key: string | undefined,
  city: boolean,
) {
  if (entryWord === word) return true;
  if (key === undefined || key !== entryKey) return false;
  return key.length >= 3 || (!city && similarity(entryWord, word) >= SIMILAR);
}

/** The longest entry the words at `at` begin with: spelt as listed, else by the words' keys. */
function longestAt<T>(
  list: Entry<T>[],
  words: string[],
  keys: (string | undefined)[],
  at: number,
  city: boolean,
): Entry<T> | undefined {
  for (let length = Math.min(MAX_PHRASE, words.length - at); length > 0; length -= 1) {
    const sized = list.filter((entry) => entry.words.length === length);
    const spelt = sized.find((entry) => entry.words.every((word, i) => word === words[at + i]));
    if (spelt) return spelt;
    const folded = sized.find((entry) =>
      entry.words.every((word, i) =>
        sameWord(word, entry.keys[i], words[at + i]!, keys[at + i], city),
      ),
    );
    if (folded) return folded;
  }
  return undefined;
}

/** Every concept a word of that key stands for (dholl: dhol's and doli's), merged into one. */
function mergedByKey(word: string, key: string): SearchConcept {
  const found = CONCEPTS.filter(
    (entry) =>
      entry.words.length === 1 && sameWord(entry.words[0]!, entry.keys[0], word, key, false),
  );
  const types = new Set(found.flatMap((entry) => entry.value.types));
  return {
    words: found.map((entry) => entry.words[0]!),
    types: [...types],
    ...(found.every((entry) => entry.value.occasion) ? { occasion: true as const } : {}),
  };
}

function term(words: string[], keys: (string | undefined)[]): SearchTerm {
  return {
    typed: words.join(' '),
    prefixes: words,
    exact: [],
    keys: keys.every((key) => key !== undefined) ? (keys as string[]) : [],
    types: [],
  };
}

/**
 * A word or phrase of the vocabulary: its types, and a name that has it whole (a vendor called
 * "Royal Cards" is no answer to "car", nor "Baharan" to "biryani", whose key it shares). A
 * function of the wedding matches by type alone: "Wedding Cars" is no venue.
 */
function conceptTerm(words: string[], concept: SearchConcept): SearchTerm {
  const types = [...concept.types].sort((a, b) => a - b);
  const typed = words.join(' ');
  if (concept.occasion) return { typed, prefixes: [], exact: [], keys: [], types, occasion: true };
  return words.length > 1
    ? { typed, prefixes: words, whole: true, exact: [], keys: [], types }
    : { typed, prefixes: [], exact: words, keys: [], types };
}

/** The single words of the vocabulary: what a misspelt word may have meant. */
export const VOCABULARY_WORDS: readonly string[] = CONCEPTS.filter(
  (entry) => entry.words.length === 1,
).map((entry) => entry.words[0]!);

/** Reads a text into its terms and the city it names (the first named, if several). */
export function parseSearch(text: string): ParsedSearch {
  const words = searchWords(text);
  const keys = words.map(spellingKey);
  const terms: SearchTerm[] = [];
  let cityId: number | undefined;
  for (let at = 0; at < words.length && terms.length < MAX_TERMS; ) {
    const city = longestAt(CITIES, words, keys, at, true);
    if (city) {
      cityId ??= city.value;
      at += city.words.length;
      continue;
    }
    const concept = longestAt(CONCEPTS, words, keys, at, false);
    if (concept) {
      const length = concept.words.length;
      const spelt = concept.words.every((word, i) => word === words[at + i]);
      const meaning = spelt || length > 1 ? concept.value : mergedByKey(words[at]!, keys[at]!);
      terms.push(conceptTerm(words.slice(at, at + length), meaning));
      at += length;
      continue;
    }
    const word = words[at]!;
    if (!FILLERS.has(word)) terms.push(term([word], [keys[at]]));
    at += 1;
  }
  // A function beside a kind of vendor only says what the vendor is for.
  const kinds = terms.some((t) => t.types.length > 0 && !t.occasion);
  return {
    terms: kinds ? terms.filter((t) => !t.occasion) : terms,
    ...(cityId === undefined ? {} : { cityId }),
  };
}

/** The terms of a text, or undefined when it has none (only fillers and a city, or nothing). */
export function searchTerms(text: string): SearchTerm[] | undefined {
  const { terms } = parseSearch(text);
  return terms.length ? terms : undefined;
}

/** pg_trgm's trigrams of one word: lower-case, two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const chars = [...`  ${word} `];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) set.add(chars.slice(i, i + 3).join(''));
  return set;
}

/** pg_trgm's similarity() of two words: shared trigrams over all trigrams of either. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** pg_trgm's default similarity_threshold: the `%` operator's. */
export const SIMILAR = 0.3;
const MAX_CORRECTIONS = 5;
/** Words this short are the start of too many others to correct. */
export const MIN_CORRECTED_LENGTH = 3;

/**
 * A misspelt term's corrections: of the candidate words (the index's words of names and
 * types), those at least SIMILAR to it, most similar first (then alphabetical), at most five.
 */
export function corrections(typed: string, candidates: Iterable<string>): string[] {
  const scored: { word: string; score: number }[] = [];
  for (const word of candidates) {
    if (word === typed) continue;
    const score = similarity(typed, word);
    if (score >= SIMILAR) scored.push({ word, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, MAX_CORRECTIONS)
    .map((entry) => entry.word);
}

/** A plain word long enough to be corrected when nothing matches. */
export const correctable = (term: SearchTerm) =>
  term.types.length === 0 && [...term.typed].length >= MIN_CORRECTED_LENGTH;

/**
 * The terms again with each correctable word's look-alikes (a misspelling such as
 * "photograhper", a spelling the vendors do not use): the vocabulary word it looks most like
 * (one keeping its first letter preferred, as a typo seldom changes it) makes it that word's
 * term; else `lookAlikes` (the words of vendors' names and types) are matched whole.
 * Undefined when no word has any (docs/product/discovery.md#how-search-reads-words).
 */
export function correctedTerms(
  terms: readonly SearchTerm[],
  lookAlikes: (typed: string) => Iterable<string>,
): SearchTerm[] | undefined {
  let changed = false;
  const next = terms.map((term) => {
    if (!correctable(term)) return term;
    const alike = corrections(term.typed, VOCABULARY_WORDS);
    const word = alike.find((w) => w[0] === term.typed[0]) ?? alike[0];
    const meant = word === undefined ? undefined : parseSearch(word).terms[0];
    if (meant && meant.types.length > 0) {
      changed = true;
      return { ...meant, typed: term.typed };
    }
    const exact = corrections(term.typed, lookAlikes(term.typed)).filter(
      (found) => !term.prefixes.some((prefix) => found.startsWith(prefix)),
    );
    if (exact.length > 0) changed = true;
    return { ...term, exact };
  });
  return changed ? next : undefined;
}

/** The words of the vocabulary alone, where there are others: a search finding nothing tries them last. */
export function vocabularyTerms(terms: readonly SearchTerm[]): SearchTerm[] | undefined {
  const known = terms.filter((term) => term.types.length > 0);
  return known.length > 0 && known.length < terms.length ? known : undefined;
}

/** What the device knows of a vendor to match it as the server does. */
export interface SearchableVendor {
  name: string;
  typeId: number;
  /** The type's name, the vendor's services and packages. */
  offers: string;
  /** City, address and bio. */
  other: string;
}

/** How well a vendor matches: 0 by its name, 1 by its type or offers, 2 by anything else. */
export type MatchTier = 0 | 1 | 2;

/** A text's words and their keys. */
function wordsOf(text: string) {
  const words = searchWords(text);
  return { words, keys: new Set(words.map(spellingKey)) };
}

/** Whether words (with their keys) hold the term: every prefix, a correction, or every key. */
function holds(
  term: SearchTerm,
  { words, keys }: { words: string[]; keys: Set<string | undefined> },
) {
  return (
    (term.prefixes.length > 0 &&
      term.prefixes.every((prefix) => words.some((word) => word.startsWith(prefix)))) ||
    term.exact.some((word) => words.includes(word)) ||
    (term.keys.length > 0 && term.keys.every((key) => keys.has(key)))
  );
}

/**
 * The tier a vendor matches the terms at, or undefined when it does not match: a word of the
 * vocabulary by the vendor's type or its name, any other word by its name, its type and offers,
 * or its city, address and bio. The worst tier of the terms is the vendor's; the server orders
 * by it (docs/product/discovery.md#how-search-reads-words) and the device with this function.
 */
export function matchTier(
  vendor: SearchableVendor,
  terms: readonly SearchTerm[],
): MatchTier | undefined {
  const name = wordsOf(vendor.name);
  let offers: ReturnType<typeof wordsOf> | undefined;
  let other: ReturnType<typeof wordsOf> | undefined;
  let tier: MatchTier = 0;
  for (const term of terms) {
    if (holds(term, name)) continue;
    if (term.types.length > 0) {
      if (!term.types.includes(vendor.typeId)) return undefined;
      tier = Math.max(tier, 1) as MatchTier;
      continue;
    }
    offers ??= wordsOf(vendor.offers);
    if (holds(term, offers)) {
      tier = Math.max(tier, 1) as MatchTier;
      continue;
    }
    other ??= wordsOf(vendor.other);
    if (!holds(term, { words: other.words, keys: new Set() })) return undefined;
    tier = 2;
  }
  return tier;
}
