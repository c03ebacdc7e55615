// Pieces of SQL that each engine says in its own words (docs/architecture.md#10-two-engines), so
// a module writes every statement once: `sql` joins text and these pieces into the statement
// each engine runs, and no module names an engine (db/engine-branches.test.ts holds them to it).
import { type Engine, get, type Sql, type Step, sqlFor } from './engine';

/** Each engine's text of one piece. */
const perEngine = (build: (engine: Engine) => string): Sql => ({
  sqlite: build('sqlite'),
  postgres: build('postgres'),
});

/** Each engine's own words for one piece, and nothing else. */
const says = (sqlite: string, postgres: string): Sql => ({ sqlite, postgres });

/**
 * A statement written once: its text with pieces (plain text, or what the helpers below give)
 * in it. Plain text when no piece differs, else each engine's text.
 */
export function sql(strings: TemplateStringsArray, ...pieces: readonly Sql[]): Sql {
  const build = (engine: Engine) =>
    strings.reduce((text, part, i) => text + sqlFor(pieces[i - 1]!, engine) + part);
  return pieces.every((piece) => typeof piece === 'string') ? build('sqlite') : perEngine(build);
}

/** `column IN` the ids of a JSON list (`[1,2]`) bound as `@name`. */
export const idsIn = (column: string, name: string): Sql =>
  says(
    `${column} IN (SELECT value FROM json_each(@${name}))`,
    `${column} IN (SELECT value::bigint FROM json_array_elements_text(CAST(@${name} AS json)))`,
  );

/** `column IN` the texts of a JSON list (`["a","b"]`) bound as `@name`. */
export const textsIn = (column: string, name: string): Sql =>
  says(
    `${column} IN (SELECT value FROM json_each(@${name}))`,
    `${column} IN (SELECT jsonb_array_elements_text(CAST(@${name} AS jsonb)))`,
  );

/** Whether the number at `key` of the JSON object in `column` is `@name`. */
export const jsonNumberIs = (column: string, key: string, name: string): Sql =>
  says(
    `json_extract(${column}, '$.${key}') = @${name}`,
    `CAST(${column} AS jsonb) -> '${key}' = to_jsonb(CAST(@${name} AS BIGINT))`,
  );

/**
 * `column` equals `@name` ignoring the case of letters, as an e-mail and a username compare:
 * SQLite's NOCASE (the collation of those columns and their unique indexes), PostgreSQL's lower()
 * (its unique indexes are on lower()).
 */
export const sameIgnoringCase = (column: string, name: string): Sql =>
  says(`${column} = @${name}`, `lower(${column}) = lower(CAST(@${name} AS TEXT))`);

/** `expression` matches the LIKE pattern `@name` (`\` escaping), ignoring the case of ASCII
 * letters: SQLite's LIKE, PostgreSQL's ILIKE. */
export const likeIgnoringCase = (expression: string, name: string): Sql =>
  says(`${expression} LIKE @${name} ESCAPE '\\'`, `${expression} ILIKE @${name} ESCAPE '\\'`);

/** Text ordered byte by byte, as SQLite orders it: PostgreSQL's "C" collation. */
export const bytewise = (expression: string): Sql => says(expression, `${expression} COLLATE "C"`);

/** Text ordered ignoring the case of ASCII letters, then byte by byte: SQLite's NOCASE,
 * PostgreSQL's lower() under the "C" collation. */
export const orderIgnoringCase = (expression: string): Sql =>
  says(`${expression} COLLATE NOCASE`, `lower(${expression} COLLATE "C")`);

/** The larger of two values: SQLite's max() of several arguments, PostgreSQL's greatest(). */
export const larger = (a: Sql, b: Sql): Sql =>
  perEngine(
    (engine) =>
      `${engine === 'sqlite' ? 'max' : 'greatest'}(${sqlFor(a, engine)}, ${sqlFor(b, engine)})`,
  );

/** Hours (a fraction) from one ISO moment to another, as a double on both engines. */
export const hoursBetween = (from: string, to: string): Sql =>
  says(
    `(julianday(${to}) - julianday(${from})) * 24`,
    `CAST(EXTRACT(EPOCH FROM (CAST(${to} AS timestamptz) - CAST(${from} AS timestamptz))) / 3600 AS double precision)`,
  );

/** The weekday of an ISO date, 0 for Sunday, as an integer. */
export const weekdayOf = (date: string): Sql =>
  says(
    `CAST(strftime('%w', ${date}) AS INTEGER)`,
    `CAST(EXTRACT(DOW FROM CAST(${date} AS date)) AS integer)`,
  );

/** A join whose tables SQLite must loop in the order written (its CROSS JOIN; see 0013), where
 * ANALYZE's statistics would lead it elsewhere. PostgreSQL knows no CROSS JOIN with ON, and its
 * planner keeps the order from the statistics it gathers itself. */
export const JOIN_IN_ORDER: Sql = says('CROSS JOIN', 'JOIN');

/** A table read without its indexes on SQLite (NOT INDEXED), where an index would tempt its
 * planner into a worse plan; PostgreSQL has no such hint and needs none. */
export const notIndexed = (table: string): Sql => says(`${table} NOT INDEXED`, table);

/** An INSERT of one row, giving back its id (RETURNING, which both engines know). */
export function* insertedId(statement: string, params: object): Step<number> {
  return (yield* get<{ id: number }>(`${statement} RETURNING id`, params))!.id;
}

/** The version of the searchable data (SQLite's search_meta, 0004, which every business and
 * package write moves), so what is counted from it can be cached; NULL on PostgreSQL, which
 * keeps none (one row every such write would update, and so wait on, under SERIALIZABLE). */
export const SEARCH_DATA_VERSION: Sql = says(
  'SELECT version FROM search_meta WHERE id = 1',
  'SELECT NULL AS version',
);
