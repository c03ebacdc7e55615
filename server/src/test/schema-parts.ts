// The parts of a schema the engines test compares beyond tables, columns and named indexes
// (docs/architecture.md#10-two-engines): each table's CHECK constraints, each column's DEFAULT,
// each whole-table unique key by its columns and each table's triggers, read from either engine
// as lines of one form (`check payments: amount > 0`, `default slots.is_deleted = 0`,
// `unique favorites: user_id, business_id`, `trigger slots: slot_holds_moved`), so that the two
// engines' lines can be compared as sets.
import type { Db } from '../db/connection';
import { all, type Database } from '../db/engine';

/** PostgreSQL's casts of the types our migrations use, which SQLite's texts do not carry. */
const CAST = /::(?:double precision|text|json|jsonb|integer|bigint|smallint|numeric)(?:\[\])?/gi;

/** GLOB's whole-text pattern as the regular expression PostgreSQL's half writes for it. */
function globAsRegex(pattern: string): string {
  const repeated = pattern.replace(
    /(\[[^\]]+\])\1+/g,
    (run, one: string) => `${one}{${run.length / one.length}}`,
  );
  return `~ '^${repeated}$'`;
}

/**
 * An expression (a check, a default, a partial index's condition) in the words both engines'
 * texts reduce to: PostgreSQL gives it back with brackets, casts, `= ANY (ARRAY[…])` and
 * `a >= x AND a <= y` where SQLite keeps what the migration wrote (`IN (…)`, `BETWEEN`, `GLOB`).
 */
export function sqlWords(text: string | null | undefined): string | null {
  if (!text) return null;
  return text
    .replace(CAST, '')
    .replace(/=\s*ANY\s*\(\s*ARRAY\[([^\]]*)\]\s*\)/gi, 'IN ($1)')
    .replace(/GLOB\s*'([^']*)'/gi, (_, pattern: string) => globAsRegex(pattern))
    .replace(
      /([\w.]+(?:\([^()]*\))?)\s+BETWEEN\s+(\S+)\s+AND\s+([^\s()]+)/gi,
      '$1 >= $2 AND $1 <= $3',
    )
    .replace(/!=/g, '<>')
    .replace(/"/g, '')
    .replace(/[()]/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The inside of each `CHECK (…)` of a CREATE TABLE text, brackets balanced, strings skipped. */
export function checksOf(createTable: string): string[] {
  const checks: string[] = [];
  for (const match of createTable.matchAll(/\bCHECK\s*\(/gi)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let at = start;
    for (; at < createTable.length && depth > 0; at += 1) {
      const char = createTable[at];
      if (char === "'") at = createTable.indexOf("'", at + 1);
      else if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
    }
    checks.push(createTable.slice(start, at - 1));
  }
  return checks;
}

/** A schema's checks, defaults, unique keys and triggers on the tables named, one line each. */
export function sqliteSchemaParts(db: Db, tables: string[]): string[] {
  const created = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table'`).all() as {
    name: string;
    sql: string;
  }[];
  const onTables = created.filter((table) => tables.includes(table.name));
  return [
    ...onTables.flatMap((table) =>
      checksOf(table.sql).map((check) => `check ${table.name}: ${sqlWords(check)}`),
    ),
    ...onTables.flatMap((table) =>
      (
        db.pragma(`table_info(${JSON.stringify(table.name)})`) as {
          name: string;
          dflt_value: string | null;
        }[]
      )
        .filter((column) => column.dflt_value !== null)
        .map((column) => `default ${table.name}.${column.name} = ${sqlWords(column.dflt_value)}`),
    ),
    ...onTables.flatMap((table) =>
      (
        db.pragma(`index_list(${JSON.stringify(table.name)})`) as {
          name: string;
          unique: 0 | 1;
          origin: string;
          partial: 0 | 1;
        }[]
      )
        .filter((index) => index.unique === 1 && index.origin !== 'pk' && index.partial === 0)
        .map(
          (index) =>
            `unique ${table.name}: ${(
              db.pragma(`index_info(${JSON.stringify(index.name)})`) as { name: string | null }[]
            )
              .map((column) => column.name ?? 'expression')
              .join(', ')}`,
        ),
    ),
    ...(
      db.prepare(`SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger'`).all() as {
        name: string;
        tbl_name: string;
      }[]
    )
      .filter((trigger) => tables.includes(trigger.tbl_name))
      .map((trigger) => `trigger ${trigger.tbl_name}: ${trigger.name}`),
  ];
}

export async function postgresSchemaParts(database: Database, tables: string[]): Promise<string[]> {
  const [checks, defaults, triggers, uniques] = await Promise.all([
    database.read(
      all<{ table_name: string; definition: string }>(
        `SELECT c.conrelid::regclass::text AS table_name, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c WHERE c.connamespace = 'public'::regnamespace AND c.contype = 'c'`,
      ),
    ),
    database.read(
      all<{ table_name: string; column_name: string; column_default: string }>(
        `SELECT table_name, column_name, column_default FROM information_schema.columns
         WHERE table_schema = 'public' AND column_default IS NOT NULL`,
      ),
    ),
    database.read(
      all<{ table_name: string; name: string }>(
        `SELECT tgrelid::regclass::text AS table_name, tgname AS name FROM pg_trigger
         WHERE NOT tgisinternal`,
      ),
    ),
    database.read(
      all<{ table_name: string; columns: string }>(
        `SELECT x.indrelid::regclass::text AS table_name,
           regexp_replace(pg_get_indexdef(x.indexrelid), '^.* USING \\w+ \\((.*)\\)$', '\\1') AS columns
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE i.relnamespace = 'public'::regnamespace AND x.indisunique AND NOT x.indisprimary
           AND x.indpred IS NULL`,
      ),
    ),
  ]);
  const onTables = <T extends { table_name: string }>(rows: T[]) =>
    rows.filter((row) => tables.includes(row.table_name));
  return [
    ...onTables(checks).map(
      (check) => `check ${check.table_name}: ${sqlWords(check.definition.replace(/^CHECK/, ''))}`,
    ),
    ...onTables(defaults).map(
      (column) =>
        `default ${column.table_name}.${column.column_name} = ${sqlWords(column.column_default)}`,
    ),
    ...onTables(uniques).map((index) => `unique ${index.table_name}: ${sqlWords(index.columns)}`),
    ...onTables(triggers).map((trigger) => `trigger ${trigger.table_name}: ${trigger.name}`),
  ];
}
