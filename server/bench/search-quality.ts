// `npm run search:quality [-- --engine sqlite|postgres|both] [--only <text>] [--verbose]`: the
// gold set (search-gold.json) through the real search on the demo marketplace, on SQLite and on
// a throwaway PostgreSQL holding a copy of the same vendors (docs/architecture.md#10-two-engines).
// Prints each query's results and the precision and recall of its first page, the means overall
// and per kind of query, and the queries that find nothing though they should; exits 1 when an
// engine misses the target (docs/product/discovery.md#how-to-add-a-word).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';
import type { Db } from '../src/db/connection';
import type { Database } from '../src/db/engine';
import { runPostgresMigrations } from '../src/db/migrate-postgres';
import { postgresDatabase } from '../src/db/postgres-engine';
import { writeReferenceLists } from '../src/db/reference-data';
import { sqliteDatabase } from '../src/db/sqlite-engine';
import { findRepoRoot } from '../src/paths';
import { startPostgresCluster } from '../src/test/postgres-cluster';
import { copySearchTables } from '../src/test/search-fixture';
import {
  type Figures,
  isRelevant,
  loadGoldSet,
  type QueryScore,
  shortfalls,
  summarise,
  TARGET,
} from './search-quality-metrics';
import { liveVendors, openDemoMarketplace, searchGoldSet } from './search-quality-run';

const ENGINES = ['sqlite', 'postgres', 'both'] as const;
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const engine = values.engine as (typeof ENGINES)[number];
if (!ENGINES.includes(engine)) {
  console.error(`--engine takes ${ENGINES.join(', ')}; got ${values.engine}`);
  process.exit(2);
}
const only = values.only?.toLowerCase();
const queries = loadGoldSet().filter((query) => !only || query.text.toLowerCase().includes(only));
if (queries.length === 0) {
  console.error(`No gold query holds "${values.only}"`);
  process.exit(2);
}

// What the run set up, undone in reverse at its end or when it is stopped half-way (Ctrl-C).
const undo: (() => void)[] = [];
const undoAll = () => {
  for (const step of undo.splice(0).reverse()) step();
};
process.once('exit', undoAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** A throwaway PostgreSQL holding a copy of the demo's search tables, ids and all. */
async function postgresCopy(from: Db): Promise<Database> {
  const cluster = await startPostgresCluster();
  undo.push(() => cluster.stop());
  // The cluster's own database: it goes with the cluster.
  await runPostgresMigrations(
    cluster.adminUrl,
    path.join(findRepoRoot(), 'postgres', 'migrations'),
  );
  const database = postgresDatabase(cluster.adminUrl);
  await writeReferenceLists(database);
  await copySearchTables(from, database);
  return database;
}

const nameOf = (list: typeof CITIES, id: number) => list.find((item) => item.id === id)?.name;
const figure = (value: number) => value.toFixed(2);

function markdown(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`]
    .concat(rows.slice(1).map(line))
    .join('\n');
}

/** A query's first page, a card a line, ✓ where it is relevant. */
function pageOf(score: QueryScore): string {
  const lines = score.page.map(
    (card) =>
      `    ${isRelevant(score.query, card) ? '✓' : '✗'} ${card.name} · ` +
      `${nameOf(BUSINESS_TYPES, card.typeId)} · ${nameOf(CITIES, card.cityId)}`,
  );
  return [
    `  "${score.query.text}": ${score.relevantInData} relevant in the demo data`,
    ...(score.error ? [`    error: ${score.error}`] : lines),
  ].join('\n');
}

function report(title: string, scores: QueryScore[]): string[] {
  const summary = summarise(scores);
  const kindRow = (kind: string, f: Figures) => [
    kind,
    String(f.queries),
    figure(f.precision),
    figure(f.recall),
  ];
  const errors = scores.filter((score) => score.error);
  return [
    `\n## ${title} (gold queries: ${scores.length})\n`,
    markdown([
      ['query', 'kind', 'results', 'P', 'R'],
      ...scores.map((score) => [
        score.query.text,
        score.query.kind,
        score.error ? 'error' : String(score.page.length),
        figure(score.precision),
        figure(score.recall),
      ]),
    ]),
    ...(values.verbose ? ['', ...scores.map(pageOf)] : []),
    `\n${title}: overall precision ${figure(summary.overall.precision)}, recall ${figure(summary.overall.recall)} (target ${TARGET})\n`,
    markdown([
      ['kind', 'queries', 'P', 'R'],
      ...Object.entries(summary.byKind).map(([kind, f]) => kindRow(kind, f)),
      kindRow('overall', summary.overall),
    ]),
    `\nNo results though the demo data has some: ${summary.emptyButExpected.length || 'none'}`,
    ...summary.emptyButExpected.map(
      (score) => `- "${score.query.text}" (${score.relevantInData} relevant)`,
    ),
    ...(errors.length
      ? [`\nThe search failed on ${errors.length}; first: ${errors[0]!.error}`]
      : []),
  ];
}

const demo = await openDemoMarketplace();
undo.push(demo.close);
const databases = [
  { name: 'sqlite', title: 'SQLite', open: async () => sqliteDatabase(demo.db) },
  { name: 'postgres', title: 'PostgreSQL', open: () => postgresCopy(demo.db) },
] as const;
let failed = false;
for (const { name, title, open } of databases) {
  if (engine !== 'both' && engine !== name) continue;
  const database = await open();
  const scores = await searchGoldSet(database, queries, await liveVendors(database));
  // SQLite's connection is the demo's, closed with it.
  if (name === 'postgres') await database.close();
  console.log(report(title, scores).join('\n'));
  const short = shortfalls(summarise(scores));
  failed ||= short.length > 0;
  console.log(
    short.length
      ? `\n${title} misses the target: ${short.length} shortfalls, the first ${short[0]}.`
      : `\n${title} meets the target.`,
  );
}
process.exit(failed ? 1 : 0);
