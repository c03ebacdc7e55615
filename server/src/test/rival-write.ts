// Another writer's row landing just before the write under test: a TEMP trigger on the test
// server's own connection, fired by the statement it names (temporary triggers run before the
// schema's own), for as long as `act` runs. Two writers at once, which the database's last
// guards exist for, reached through the API with nothing of ours mocked.
import type { TestServer } from './harness';

export async function withRivalWrite<T>(
  server: TestServer,
  rival: { when: string; writes: string },
  act: () => Promise<T>,
): Promise<T> {
  server.db.exec(`CREATE TEMP TRIGGER rival_write ${rival.when} BEGIN ${rival.writes}; END`);
  try {
    return await act();
  } finally {
    server.db.exec('DROP TRIGGER IF EXISTS temp.rival_write');
  }
}
