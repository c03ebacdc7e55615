// Writes sent all at once, as a busy desk and its customers send them: on PostgreSQL they meet
// as serialization failures, which the engine runs again; none may reach a caller as a 500
// (db/postgres-engine.ts, isRetryable). This file runs again under server-on-postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { customer, owner } from '../test/messaging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a burst of idempotent message sends', () => {
  it('answers every send, each key stored once, and never 500', async () => {
    const vendor = await owner(server);
    const brides = await Promise.all([customer(server), customer(server), customer(server)]);
    const sends = brides.flatMap((bride, who) =>
      Array.from({ length: 8 }, (_, n) => ({
        bride,
        key: `${bride.userId}-${n}`,
        text: `${who}:${n}`,
      })),
    );
    // Each message sent twice at once with its key, as an outbox that lost the first answer.
    const answers = await Promise.all(
      [...sends, ...sends].map(({ bride, key, text }) =>
        server.request(`/api/messaging/conversations/${vendor.userId}/messages`, {
          token: bride.token,
          json: { receiver_id: vendor.userId, message_body: text, message_type: 'text' },
          headers: { 'Idempotency-Key': `burst-${key}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    const stored = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM messages WHERE receiver_id = @vendor',
      { vendor: vendor.userId },
    );
    expect(Number(stored?.n)).toBe(sends.length);
  });
});
