// Engine differences live in db/ (docs/architecture.md#10-two-engines): a module writes each
// statement once and takes what the engines say differently from db/dialect.ts, so no code
// outside db/ picks an engine's text. The search module keeps its own until it is written for
// both engines; tests and their support run on each engine by design.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const KEPT = ['src/db/', 'src/modules/search/', 'src/test/'];

/** How an engine-specific branch looks in code, and in the SQL a module writes. */
const BRANCHES: readonly [string, RegExp][] = [
  ['perEngine', /\bperEngine\b/],
  ['an SQL half per engine', /\b(sqlite|postgres)\s*:(?!\/\/)/],
  ['a test of the engine', /\b(engine|kind)\s*[!=]==?\s*['"`](sqlite|postgres)/],
  ['a test of the engine', /['"`](sqlite|postgres)['"`]\s*[!=]==?\s*\w*\.?(engine|kind)\b/],
  ['an engine taken to pick SQL', /\btype Engine\b|\[engine\]|\.engine\s*[!=]==/],
  ['an engine’s own SQL', /\bjson_(each|extract|array_elements\w*)\b|\bjsonb\b|\bjulianday\b/],
  ['an engine’s own SQL', /\bstrftime\b|\bNOT INDEXED\b|\bCROSS JOIN\b|\bILIKE\b/],
  ['an engine’s own SQL', /COLLATE (NOCASE|"C")|\bgreatest\(|\bEXTRACT\(|::(big)?int|::text/],
];

/** The source with its comments blanked, so a comment may name what the code must not do. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Each line of `text` holding an engine branch, as "line: what it is". */
export function branchesIn(text: string): string[] {
  return code(text)
    .split('\n')
    .flatMap((line, i) =>
      BRANCHES.filter(([, pattern]) => pattern.test(line)).map(
        ([what]) => `${i + 1}: ${what}: ${line.trim()}`,
      ),
    );
}

function sources(dir: string): string[] {
  return readdirSync(path.join(SERVER, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}${entry.name}`;
    if (entry.isDirectory()) return sources(`${file}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('engine differences live in db/', () => {
  it('finds each kind of branch, and none in comments', () => {
    const found = branchesIn(`// perEngine and engine === 'sqlite' in a comment
const a = perEngine((engine) => engine === 'sqlite' ? 'max' : 'greatest');
const b = { sqlite: 'SELECT 1', postgres: 'SELECT 2' };
if (database.engine === 'postgres') run(x);
const c = \`SELECT value FROM json_each(@ids) WHERE name ILIKE @q\`;
const url = 'postgres://localhost/baraat';`);
    expect(found.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      '2: perEngine',
      '2: a test of the engine',
      '3: an SQL half per engine',
      '4: a test of the engine',
      '4: an engine taken to pick SQL',
      '5: an engine’s own SQL',
      '5: an engine’s own SQL',
    ]);
  });

  it('no server code outside db/, the search module and test support picks an engine', () => {
    const found = sources('src/')
      .filter((file) => !KEPT.some((kept) => file.startsWith(kept)))
      .flatMap((file) =>
        branchesIn(readFileSync(path.join(SERVER, file), 'utf8')).map((line) => `${file}:${line}`),
      );
    expect(found).toEqual([]);
  });
});
