// The bench's data folder. The booking and accept loads add rows on every run (bookings,
// notifications, 80,000 pending requests), so a database the runs shared would grow and later
// runs would measure a bigger one. Instead the seed is made once per vendor count into
// sqlite/data/bench-N/seed, which no server ever opens, and each run measures a copy of it in
// bench-N/run, replaced by the next run: every run starts from the same bytes, and a run that
// stops half-way leaves nothing behind. A copy was chosen over deleting what a run added: that
// would have to know every table the services write, and would still leave the file's free
// pages and ids moved on; the copy costs 1-2 s (540 MB at 50,000 vendors) of a run of minutes.
// PostgreSQL's rows start from a copy of their own in bench-N/run-postgres (postgres.ts copies
// it into a throwaway cluster), so neither engine's run sees what the other's wrote.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface BenchData {
  /** Where the pristine seed lives. */
  seedDir: string;
  /** The DATA_DIR the servers of this run use. */
  runDir: string;
}

export function benchDataDirs(
  root: string,
  businesses: number,
): BenchData & { postgresRunDir: string } {
  const folder = path.join(root, 'sqlite', 'data', `bench-${businesses}`);
  return {
    seedDir: path.join(folder, 'seed'),
    runDir: path.join(folder, 'run'),
    postgresRunDir: path.join(folder, 'run-postgres'),
  };
}

/** Replaces `runDir` with a copy of the seed. */
export function copySeed(seedDir: string, runDir: string): void {
  rmSync(runDir, { recursive: true, force: true });
  cpSync(seedDir, runDir, { recursive: true });
}

/**
 * Makes the seed when it is missing or `fresh` asks for it (`seed` fills the folder it is
 * given; it lands under its final name only once it has finished), then replaces the run's
 * copy with a copy of the seed.
 */
export async function prepareBenchData(
  dirs: BenchData,
  options: { fresh: boolean; seed: (dataDir: string) => Promise<void> },
): Promise<void> {
  if (options.fresh) rmSync(dirs.seedDir, { recursive: true, force: true });
  if (!existsSync(dirs.seedDir)) {
    const partial = `${dirs.seedDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    await options.seed(partial);
    renameSync(partial, dirs.seedDir);
  }
  copySeed(dirs.seedDir, dirs.runDir);
}
