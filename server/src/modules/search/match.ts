// A text's terms (shared/src/domain/search-text.ts) as each engine's full-text query, for each
// tier of match (docs/product/discovery.md#how-search-reads-words): by name; by name, type or
// offers; by anything. A word of the vocabulary matches by the vendor's type or name only.
// SQLite's FTS5 columns (sqlite/migrations/0031) and PostgreSQL's tsvector (every word; the
// name's words and keys marked `@`, the type's and offers' words `#`; keys as `~key`, the type
// as `~t<id>`, postgres/migrations/0031) hold the same words, so the two queries find the same
// vendors.
// Words reach the query only as the shared module's normalised letters and digits, quoted.
import type { MatchTier, SearchTerm } from '@baraat/shared/domain/search-text';

export type Level = MatchTier;
export const LEVELS: readonly Level[] = [0, 1, 2];

const join = (parts: readonly string[], operator: string) =>
  parts.length === 1 ? parts[0]! : `(${parts.join(` ${operator} `)})`;

/** Every term's part, joined; undefined when a term cannot match there. */
function every(parts: (string | undefined)[], operator: string): string | undefined {
  return parts.every((part) => part !== undefined) ? join(parts as string[], operator) : undefined;
}

const quoted = (words: readonly string[], suffix = '') => words.map((w) => `"${w}"${suffix}`);

/** FTS5: the term's words in these columns, as prefixes (all) or whole words (any). */
function ftsWords(columns: string, term: SearchTerm): string[] {
  const parts: string[] = [];
  const star = term.whole ? '' : '*';
  if (term.prefixes.length) parts.push(`${columns} : ${join(quoted(term.prefixes, star), 'AND')}`);
  if (term.exact.length) parts.push(`${columns} : ${join(quoted(term.exact), 'OR')}`);
  return parts;
}

const ftsKeys = (column: string, term: SearchTerm) =>
  term.keys.length ? [`${column} : ${join(quoted(term.keys), 'AND')}`] : [];

/** FTS5: the ways one term matches at a level or better (none: undefined). */
function ftsTerm(term: SearchTerm, level: Level): string | undefined {
  const parts = [...ftsWords('business_name', term), ...ftsKeys('name_keys', term)];
  if (level >= 1 && term.types.length) {
    parts.push(
      `facets : ${join(
        term.types.map((id) => `t${id}`),
        'OR',
      )}`,
    );
  } else if (level >= 1) {
    parts.push(...ftsWords('{business_type offers}', term), ...ftsKeys('offer_keys', term));
    if (level === 2) parts.push(...ftsWords('{city address bio}', term));
  }
  return parts.length ? join(parts, 'OR') : undefined;
}

/** FTS5: the vendors matching every term at a level or better (none can: undefined). */
export function ftsMatch(terms: readonly SearchTerm[], level: Level = 2): string | undefined {
  return every(
    terms.map((term) => ftsTerm(term, level)),
    'AND',
  );
}

/** FTS5: the vendors matching at exactly this level (no better). */
export function ftsLevel(terms: readonly SearchTerm[], level: Level): string | undefined {
  const match = ftsMatch(terms, level);
  const before = level === 0 ? undefined : ftsMatch(terms, (level - 1) as Level);
  return match === undefined || before === undefined ? match : `(${match}) NOT (${before})`;
}

/**
 * PostgreSQL's marks of a word by where it stands (postgres/migrations/0031): '@' in the name,
 * '#' in the type and offers, none anywhere; a query names the mark rather than a weight, which
 * would have every match's document read to check it.
 */
const MARKS: Record<Level, readonly string[]> = { 0: ['@'], 1: ['@', '#'], 2: [''] };

/** tsquery: the term's words where the marks say, as prefixes (all) or whole words (any). */
function tsWords(term: SearchTerm, marks: readonly string[]): string[] {
  const parts: string[] = [];
  const whole = (w: string) =>
    join(
      marks.map((mark) => `'${mark}${w}'`),
      '|',
    );
  const prefix = (w: string) =>
    join(
      marks.map((mark) => `'${mark}${w}':*`),
      '|',
    );
  if (term.prefixes.length) parts.push(join(term.prefixes.map(term.whole ? whole : prefix), '&'));
  if (term.exact.length) parts.push(join(term.exact.map(whole), '|'));
  return parts;
}

/** tsquery: the term's keys, of the name ('@~') or of the name, type and offers ('~'). */
function tsKeys(term: SearchTerm, level: Level): string[] {
  const mark = level === 0 ? '@~' : '~';
  return term.keys.length
    ? [
        join(
          term.keys.map((k) => `'${mark}${k}'`),
          '&',
        ),
      ]
    : [];
}

/** tsquery: the ways one term matches at a level or better (none: undefined). */
function tsTerm(term: SearchTerm, level: Level): string | undefined {
  if (term.types.length) {
    const name = [...tsWords(term, MARKS[0]), ...tsKeys(term, 0)];
    const parts = level === 0 ? name : [...name, ...term.types.map((id) => `'~t${id}'`)];
    return parts.length ? join(parts, '|') : undefined;
  }
  return join([...tsWords(term, MARKS[level]), ...tsKeys(term, level)], '|');
}

/** tsquery: the vendors matching every term at a level or better (none can: undefined). */
export function tsMatch(terms: readonly SearchTerm[], level: Level = 2): string | undefined {
  return every(
    terms.map((term) => tsTerm(term, level)),
    '&',
  );
}

/** tsquery: the vendors matching at exactly this level (no better). */
export function tsLevel(terms: readonly SearchTerm[], level: Level): string | undefined {
  const match = tsMatch(terms, level);
  const before = level === 0 ? undefined : tsMatch(terms, (level - 1) as Level);
  return match === undefined || before === undefined ? match : `${match} & !${before}`;
}
