// Pieces of SQL that each engine says in its own words (docs/architecture.md#10-two-engines),
// for statements written once around them.
import { type Engine, get, type Step } from './engine';

/** A statement built for each engine from the pieces that differ. */
export function perEngine(build: (engine: Engine) => string): Readonly<Record<Engine, string>> {
  return { sqlite: build('sqlite'), postgres: build('postgres') };
}

/** `column IN` the ids of a JSON list (`[1,2]`) bound as `@name`. */
export function inJsonIds(engine: Engine, column: string, name: string): string {
  return engine === 'sqlite'
    ? `${column} IN (SELECT value FROM json_each(@${name}))`
    : `${column} IN (SELECT value::bigint FROM json_array_elements_text(CAST(@${name} AS json)))`;
}

/** The larger of two values: SQLite's max() of several arguments, PostgreSQL's greatest(). */
export function larger(engine: Engine, a: string, b: string): string {
  return `${engine === 'sqlite' ? 'max' : 'greatest'}(${a}, ${b})`;
}

/** An INSERT of one row, giving back its id (RETURNING, which both engines know). */
export function* insertedId(sql: string, params: object): Step<number> {
  return (yield* get<{ id: number }>(`${sql} RETURNING id`, params))!.id;
}

/** Text ordered byte by byte, as SQLite orders it: PostgreSQL's "C" collation. */
export function bytewise(engine: Engine, expression: string): string {
  return engine === 'sqlite' ? expression : `${expression} COLLATE "C"`;
}
