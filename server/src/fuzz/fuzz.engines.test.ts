// The API fuzzed on both engines (item 6; docs/architecture.md#11-the-api-document):
// every operation of /api/openapi.json called anonymously, as a customer and as a business
// owner (with another owner's rows among the ids), with valid and broken inputs made from one
// seed, against the real server on a SQLite file and on the run's PostgreSQL. No answer may be
// a 5xx, and every answer keeps the document. The seed is printed; FUZZ_SEED replays it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/engines';
import { type EngineTestServer, startTestServerOn } from '../test/harness';
import { buildFixture, type Fixture } from './fixture';
import type { ApiDocument } from './operations';
import { describeRequest, type Failure, runFuzz } from './run';
import { fuzzSettings } from './settings';

const settings = fuzzSettings(process.env);
/** Failures printed in full; the count says how many more. */
const SHOWN_FAILURES = 40;
/** Limits a fuzz would run into at once; where it still meets one, a listed 429 is right. */
const GENEROUS_LIMITS = {
  SOCKET_TICKETS_PER_MINUTE: '100000',
  MESSAGES_PER_MINUTE: '100000',
};

describe.each(ENGINES)('the API fuzzed on %s', (engine) => {
  let test: TestDatabase;
  let server: EngineTestServer;
  let fixture: Fixture;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    server = await startTestServerOn(test.database, GENEROUS_LIMITS);
    fixture = await buildFixture(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await test.close();
  });

  it(
    `answers ${settings.runs} requests to each operation, valid and broken, within the document and without a 5xx`,
    async () => {
      const document = (await server.request<ApiDocument>('/api/openapi.json')).body;
      const started = Date.now();
      const result = await runFuzz(server.url, document, fixture, settings);
      const leftOut = settings.leaveOut.length
        ? ` FUZZ_LEAVE_OUT=${settings.leaveOut.join(',')}`
        : '';
      const replay = `FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs}${leftOut}`;
      console.info(
        `fuzz on ${engine}: seed ${settings.seed}, ${result.requests} requests over ${result.operations} operations in ${Date.now() - started} ms; statuses ${JSON.stringify(result.statuses)}`,
      );
      // A 5xx or a request left unanswered first, then answers the document does not list.
      const worst = ({ problems }: Failure) => /^(5\d\d:|no answer)/.test(problems[0]!);
      const failures = [
        ...result.failures.filter(worst),
        ...result.failures.filter((f) => !worst(f)),
      ];
      const report = failures.map(
        ({ request, problems }) =>
          `${describeRequest(request)}\n    ${problems.join('\n    ')}\n    replay: ${replay} FUZZ_ONLY=${request.operation.id} npm run fuzz`,
      );
      expect(result.operations).toBeGreaterThan(settings.only ? 0 : 150);
      const shown = report.slice(0, SHOWN_FAILURES).join('\n');
      expect(report.length, `${report.length} failures on ${engine}, the first:\n${shown}`).toBe(0);
    },
    120_000 + settings.runs * 5_000,
  );
});
