// What a person typed, as search terms both engines match alike (docs/architecture.md#10-two-engines):
// words (letters and numbers only, so quotes, stars and operators are plain text), each a word
// prefix, all required. A term has alternatives: the Roman-Urdu spellings of one word
// (mehndi, mehendi), and, when nothing matched as typed, the indexed words that look like it
// (trigram similarity, as PostgreSQL's pg_trgm measures it). ftsQuery renders the terms for
// SQLite's FTS5, tsQuery for PostgreSQL's to_tsquery.
const MAX_TERMS = 8;

/** Spellings of one word in Roman Urdu, any one of which finds the others. */
export const ROMAN_URDU_SPELLINGS: readonly (readonly string[])[] = [
  ['mehndi', 'mehendi', 'mehandi'],
  ['walima', 'valima'],
];

const SPELLINGS = new Map(
  ROMAN_URDU_SPELLINGS.flatMap((group) => group.map((spelling) => [spelling, group] as const)),
);

/** One term: the typed word and the words that stand for it, each matching as a prefix
 * (`exact` for words only matched whole: the corrections of a misspelling). */
export interface SearchTerm {
  typed: string;
  prefixes: readonly string[];
  exact: readonly string[];
}

/** The words of a text, lower-case, as the index splits them. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

export function searchTerms(text: string): SearchTerm[] | undefined {
  const words = searchWords(text).slice(0, MAX_TERMS);
  if (words.length === 0) return undefined;
  return words.map((typed) => ({ typed, prefixes: SPELLINGS.get(typed) ?? [typed], exact: [] }));
}

/** FTS5: `"word"*`, alternatives as `("a"* OR "b")`, terms joined by AND (implicit between
 * plain words; FTS5 wants it written next to a parenthesis). */
export function ftsMatch(terms: readonly SearchTerm[]): string {
  const groups = terms.map((term) => {
    const words = [...term.prefixes.map((w) => `"${w}"*`), ...term.exact.map((w) => `"${w}"`)];
    return words.length === 1 ? words[0]! : `(${words.join(' OR ')})`;
  });
  return groups.join(groups.some((group) => group.startsWith('(')) ? ' AND ' : ' ');
}

/** PostgreSQL's to_tsquery: `'word':*`, alternatives `('a':* | 'b')`, terms joined by &. */
export function tsQuery(terms: readonly SearchTerm[]): string {
  return terms
    .map((term) => {
      const words = [...term.prefixes.map((w) => `'${w}':*`), ...term.exact.map((w) => `'${w}'`)];
      return words.length === 1 ? words[0] : `(${words.join(' | ')})`;
    })
    .join(' & ');
}

export function ftsQuery(text: string): string | undefined {
  const terms = searchTerms(text);
  return terms && ftsMatch(terms);
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
