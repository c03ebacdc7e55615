// The long run of the desks' fault test (docs/architecture.md#7-tests):
//   npm run fault:desks -- --desks 10 --seconds 60 [--rate 30] [--seed 12345]
// runs client/desk-faults/desk-faults.test.ts with those figures and prints its seed,
// operations, faults and the time the desks took to converge.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    desks: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '30' },
    seed: { type: 'string' },
  },
});
const env = {
  ...process.env,
  DESK_FAULTS_DESKS: values.desks,
  DESK_FAULTS_SECONDS: values.seconds,
  DESK_FAULTS_RATE: values.rate,
  ...(values.seed ? { DESK_FAULTS_SEED: values.seed } : {}),
};
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'client', 'client/desk-faults/desk-faults.test.ts'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
