// "A booking holds its slot" has one home on each side: `holdsSlot` of
// shared/src/domain/booking.ts for code, the slot_holding_bookings view (migration 0027) for
// SQL. These tests fail when the two disagree, or when code or SQL states the statuses again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOKING_STATUSES, holdsSlot } from '@baraat/shared/domain/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnerDesk } from './test/booking-desk';
import { startTestServer, type TestServer } from './test/harness';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const HOME = 'shared/src/domain/booking.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Ways of saying "verified or completed" again: a list, a || of comparisons, an SQL OR. */
const RESTATEMENTS = [
  /(['"`])verified\1\s*,\s*(['"`])completed\2/,
  /(['"`])completed\1\s*,\s*(['"`])verified\2/,
  /===\s*(['"`])verified\1\s*\|\|[^|&;]{0,60}===\s*(['"`])completed\2/,
  /===\s*(['"`])completed\1\s*\|\|[^|&;]{0,60}===\s*(['"`])verified\2/,
  /=\s*'verified'\s+OR\s[^;]{0,60}=\s*'completed'/i,
  /=\s*'completed'\s+OR\s[^;]{0,60}=\s*'verified'/i,
];

/** The files, among `files`, that state the holding statuses themselves. */
function restating(files: string[]): string[] {
  return files.filter((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return RESTATEMENTS.some((pattern) => pattern.test(text));
  });
}

describe('who holds a slot, said once', () => {
  it('leaves the statuses to the view in every server file’s SQL', () => {
    const files = sourceFiles('server/src');
    expect(files.length).toBeGreaterThan(100);
    expect(restating(files)).toEqual([]);
  });

  it('leaves them to holdsSlot in the client and the rest of shared', () => {
    const files = [...sourceFiles('client/src'), ...sourceFiles('shared/src')];
    expect(files).toContain(HOME);
    expect(restating(files.filter((file) => file !== HOME))).toEqual([]);
  });

  it('notices a restatement in any of its forms', () => {
    const samples = [
      "k.status IN ('verified', 'completed')",
      "new Set(['completed', 'verified'])",
      "row.status === 'verified' || row.status === 'completed'",
      "status = 'verified' OR status = 'completed'",
    ];
    for (const sample of samples) {
      expect(
        RESTATEMENTS.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(RESTATEMENTS.some((pattern) => pattern.test("status === 'verified'"))).toBe(false);
  });
});

describe('the slot_holding_bookings view', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('holds a booking in exactly the statuses holdsSlot names', async () => {
    const desk = await buildOwnerDesk(server);
    const { id } = await desk.request((await desk.slot()).id);
    const held: string[] = [];
    for (const status of BOOKING_STATUSES) {
      await server.sql.run('UPDATE bookings SET status = @status WHERE id = @id', { status, id });
      const inView = await server.sql.get<{ n: number }>(
        'SELECT count(*) AS n FROM slot_holding_bookings WHERE id = @id',
        { id },
      );
      if (inView!.n === 1) held.push(status);
    }
    expect(held).toEqual(BOOKING_STATUSES.filter(holdsSlot));
    expect(held.length).toBeGreaterThan(0);
  });
});
