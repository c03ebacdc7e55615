// How much the fuzz sends and from which seed: a short run in `npm test`, a long one by
// `npm run fuzz` with FUZZ_RUNS (requests per operation and engine), FUZZ_SEED (replays a
// run), FUZZ_ONLY (operation ids, comma-separated: replays one operation's requests) and
// FUZZ_LEAVE_OUT (classes of input left out, to look at the others while one is being fixed: control,
// report-dates, long-query, anonymous-upload; FUZZ_CONTROL_CHARS=0 is `control`).

export interface FuzzSettings {
  seed: number;
  runs: number;
  only?: string[];
  leaveOut: string[];
}

/** Requests per operation and engine in `npm test`. */
export const RUNS_IN_TESTS = 30;

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function fuzzSettings(env: NodeJS.ProcessEnv): FuzzSettings {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  const runs = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : RUNS_IN_TESTS;
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1) {
    throw new Error(
      `FUZZ_SEED and FUZZ_RUNS are whole numbers (got ${env.FUZZ_SEED}, ${env.FUZZ_RUNS})`,
    );
  }
  const leaveOut = list(env.FUZZ_LEAVE_OUT);
  if (env.FUZZ_CONTROL_CHARS === '0') leaveOut.push('control');
  const only = list(env.FUZZ_ONLY);
  return { seed, runs, leaveOut, ...(only.length ? { only } : {}) };
}
