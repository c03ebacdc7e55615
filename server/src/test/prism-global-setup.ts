// vitest globalSetup of server-through-prism: a folder each Prism proxy writes what it saw to,
// and the run's totals printed at the end (requests proxied, violations), for the note and CI.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProxyRecord } from './prism';

export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'baraat-prism-report-'));
  process.env.BARAAT_PRISM_REPORT = dir;
  return () => {
    const records = readdirSync(dir).flatMap((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ProxyRecord),
    );
    const sum = (pick: (record: ProxyRecord) => number) =>
      records.reduce((total, record) => total + pick(record), 0);
    console.log(
      `Prism: ${sum((r) => r.requests)} requests proxied over ${records.length} servers; ` +
        `${sum((r) => r.refusedRequests)} requests against the document (bad inputs, as tests send); ` +
        `${sum((r) => r.responseViolations.length)} response violations; ` +
        `${sum((r) => r.takenAgainstDocument.length)} requests taken against the document.`,
    );
    const taken = [...new Set(records.flatMap((record) => record.takenAgainstDocument))];
    if (taken.length) console.log(`Taken against the document:\n${taken.join('\n')}`);
    rmSync(dir, { recursive: true, force: true });
  };
}
