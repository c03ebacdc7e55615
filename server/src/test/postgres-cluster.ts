// A throwaway PostgreSQL cluster for the server's tests (docs/architecture.md#10-two-engines):
// initdb into a temp folder, started on a free port of 127.0.0.1 with its socket inside that
// folder and fsync off, stopped and removed at the end. PostgreSQL refuses to run as root, so
// as root the folder is handed to the `postgres` user and every command runs as it.
import { execFile, execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const execFileAsync = promisify(execFile);

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** Debian puts each major's programs in /usr/lib/postgresql/<major>/bin, not in PATH. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const majors = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    throw new Error(
      `No PostgreSQL server under ${DEBIAN_ROOT}/*/bin: install it (apt-get install -y postgresql, as .ci/run does) or set PG_BIN`,
    );
  }
  return path.join(DEBIAN_ROOT, majors[0]!, 'bin');
}

export interface PostgresCluster {
  /** A URL of the cluster's `postgres` database, for creating and dropping others. */
  adminUrl: string;
  /** The URL of `database` on this cluster. */
  urlOf: (database: string) => string;
  stop: () => void;
  /** What operators do to a database under load (the fault tests' own cluster only, never the
   * run's shared one): `pg_ctl restart -m fast`, a stop (fast) and a start again on the same
   * port. Asynchronous, so a test's load goes on meanwhile. */
  restart: () => Promise<void>;
  shutDown: () => Promise<void>;
  startUp: () => Promise<void>;
}

/** `work` on a connection of its own to the database at `url`, closed after it. */
export async function onConnection<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const asRoot = userInfo().uid === 0;
  const command = (program: string, args: string[]): [string, string[]] => [
    asRoot ? 'runuser' : path.join(bin, program),
    asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
  ];
  const run = (program: string, args: string[]) =>
    execFileSync(...command(program, args), { stdio: ['ignore', 'pipe', 'pipe'] });
  const runAsync = async (program: string, args: string[]) => {
    await execFileAsync(...command(program, args));
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'baraat-pg-'));
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'sockets');
  mkdirSync(sockets);
  if (asRoot) {
    const postgres = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    for (const owned of [dir, sockets]) chownSync(owned, Number(postgres), Number(group));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  const serverArgs = [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-k ${sockets}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' '),
  ];
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [...serverArgs, 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start a throwaway PostgreSQL: ${stderr}`, { cause: error });
  }
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    restart: () => runAsync('pg_ctl', [...serverArgs, '-m', 'fast', 'restart']),
    shutDown: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startUp: () => runAsync('pg_ctl', [...serverArgs, 'start']),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
