// Stoplight Prism as a validating proxy between the API suites and their servers (vitest project
// server-through-prism; docs/architecture.md#11-the-api-document). The run starts one Prism
// (prism-global-setup.ts) in front of a switch that passes each request on to the test server
// its header names; every `server.request` of a test goes that way. Prism checks the request
// and the server's response against the API document and reports each violation in the
// `sl-violations` header. A response that breaks the document fails the test file: the server
// is wrong, or the document is.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

/** The header that tells the switch which test server a request is for (its port). */
export const UPSTREAM_HEADER = 'x-baraat-upstream';

export interface Violation {
  location: string[];
  severity: string;
  code?: string;
  message: string;
}

/** What one test server's requests met, for the run's summary. */
export interface ProxyRecord {
  file: string;
  requests: number;
  responseViolations: string[];
  /** Requests Prism found against the document that the server still took (2xx). */
  takenAgainstDocument: string[];
  refusedRequests: number;
}

export interface PrismRoute {
  /** Prism's address, and the header that routes a request through it to this server. */
  url: string;
  headers: Record<string, string>;
  /** Reads a response's violations; called with every response `server.request` gets. */
  check(method: string, urlPath: string, status: number, headers: Headers): void;
  /** Records what this server's requests met; throws when a response broke the document. */
  close(): void;
}

/** Under server-through-prism, where the run's Prism must be up: never skipped quietly. */
export function prismWanted(): boolean {
  if (process.env.BARAAT_PRISM !== '1') return false;
  if (!process.env.BARAAT_PRISM_URL) {
    throw new Error(
      'BARAAT_PRISM=1 but no Prism runs: use the vitest project server-through-prism',
    );
  }
  return true;
}

function testFile(): string {
  const state = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__;
  return path.relative(process.cwd(), state?.filepath ?? 'unknown');
}

export function throughPrism(serverUrl: string): PrismRoute {
  const record: ProxyRecord = {
    file: testFile(),
    requests: 0,
    responseViolations: [],
    takenAgainstDocument: [],
    refusedRequests: 0,
  };
  return {
    url: process.env.BARAAT_PRISM_URL!,
    headers: { [UPSTREAM_HEADER]: new URL(serverUrl).port },
    check(method, urlPath, status, headers) {
      record.requests += 1;
      const header = headers.get('sl-violations');
      if (!header) return;
      const violations = JSON.parse(header) as Violation[];
      const at = `${method} ${urlPath} → ${status}`;
      for (const violation of violations) {
        const where = violation.location.join('.');
        if (violation.location[0] === 'response') {
          record.responseViolations.push(`${at}: ${where} ${violation.message}`);
        } else if (violation.severity === 'Error' && status < 300) {
          record.takenAgainstDocument.push(`${at}: ${where} ${violation.message}`);
        }
      }
      if (violations.some((v) => v.location[0] === 'request' && v.severity === 'Error')) {
        record.refusedRequests += 1;
      }
    },
    close() {
      const dir = process.env.BARAAT_PRISM_REPORT;
      if (dir)
        appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
      // A request the server took although Prism found it against the document (a number sent
      // as text) is listed in the run's summary, not failed: the server may take more than the
      // document promises, never answer other than it says.
      const broken = record.responseViolations;
      if (broken.length) {
        throw new Error(
          `Prism found ${broken.length} violations of the API document:\n${broken.join('\n')}`,
        );
      }
    },
  };
}
