// The bench's command line (`npm run bench -- --help` prints BENCH_USAGE). Every number must
// be a whole number above 0, and --only names known groups: a typo stops the bench before
// it builds anything, instead of measuring nothing or NaN seconds.
import { parseArgs } from 'node:util';

export const GROUPS = [
  'search',
  'profile',
  'slots',
  'booking',
  'wedding',
  'accept',
  'client',
  'desk',
  'sockets',
  'rss',
  'processes',
] as const;

/**
 * The engines the API groups run on; client, desk, sockets and rss run on SQLite alone, and
 * processes (several server processes) on PostgreSQL alone.
 */
export const ENGINES = ['sqlite', 'postgres'] as const;
export type BenchEngine = (typeof ENGINES)[number];

export const BENCH_USAGE = `Usage: npm run bench -- [options]

Builds the production server and client, then measures Baraat beside a bare node:http server
running the same queries, and prints one table of figures, ratios and budgets.

Options:
  --businesses N    vendors in the bench database (default 50000); seeded once into
                    sqlite/data/bench-N/seed, copied to bench-N/run for each run
  --fresh           seed the bench database anew before measuring
  --seconds N       seconds per server and API figure, in two halves (default 10)
  --connections N   concurrent connections of each API load (default 20)
  --rss-seconds N   seconds of mixed load before the RSS rows (default 60)
  --only LIST       groups to run, comma-separated (default all):
                    ${GROUPS.join(',')}
  --engines LIST    engines to run on, comma-separated (default both): ${ENGINES.join(',')};
                    on postgres, search, profile, slots, booking, wedding and accept run again
                    with Baraat and the bare server both on a throwaway PostgreSQL cluster
                    holding a copy of the same seed (client, desk, sockets and rss are SQLite's
                    alone);
                    processes, PostgreSQL's alone, runs Baraat as npm start does with
                    PROCESSES=2 and PROCESSES=1 on that database, each with a throwaway Redis
  --save FILE       where this run's rows are written as JSON (default
                    sqlite/data/bench-N/last-run.json, replaced by each run)
  --compare FILE    a run saved before (by --save or last-run.json): after the table, print
                    each figure before and now, the change and both runs' results
  -h, --help        print this and exit

Files are relative to the repository root. The table's last column, noise, is the spread of
Baraat's two halves of a figure, |h1 − h2| / their mean (— where a figure is not measured in
halves).
`;

export interface BenchOptions {
  businesses: number;
  fresh: boolean;
  seconds: number;
  connections: number;
  rssSeconds: number;
  only: Set<string>;
  engines: Set<BenchEngine>;
  /** Where the rows are saved; undefined: sqlite/data/bench-N/last-run.json. */
  save?: string;
  /** A saved run to print beside this one. */
  compare?: string;
}

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} takes a whole number above 0, got ${text}`);
  }
  return value;
}

/** The options in `args`, or 'help' when they ask for the usage; throws on anything unknown. */
export function readBenchOptions(args: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      businesses: { type: 'string', default: '50000' },
      fresh: { type: 'boolean', default: false },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      'rss-seconds': { type: 'string', default: '60' },
      only: { type: 'string', default: GROUPS.join(',') },
      engines: { type: 'string', default: ENGINES.join(',') },
      save: { type: 'string' },
      compare: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const only = new Set(values.only.split(','));
  for (const name of only) {
    if (!(GROUPS as readonly string[]).includes(name)) throw new Error(`--only: unknown ${name}`);
  }
  const engines = new Set(values.engines.split(',') as BenchEngine[]);
  for (const name of engines) {
    if (!ENGINES.includes(name)) throw new Error(`--engines: unknown ${name}`);
  }
  for (const name of ['save', 'compare'] as const) {
    if (values[name] === '') throw new Error(`--${name} takes a file name`);
  }
  return {
    businesses: wholeNumber('businesses', values.businesses),
    fresh: values.fresh,
    seconds: wholeNumber('seconds', values.seconds),
    connections: wholeNumber('connections', values.connections),
    rssSeconds: wholeNumber('rss-seconds', values['rss-seconds']),
    only,
    engines,
    save: values.save,
    compare: values.compare,
  };
}
