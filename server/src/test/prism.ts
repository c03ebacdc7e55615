// Stoplight Prism as a validating proxy in front of a test's server (vitest project
// server-through-prism; docs/architecture.md#11-the-api-document). Every request a test makes
// goes through it; Prism checks the request and the server's response against the API
// document and reports each violation in the `sl-violations` header. A response that breaks
// the document fails the test file: the server is wrong, or the document is.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '../openapi/document';
import { freePort } from './free-port';

export interface Violation {
  location: string[];
  severity: string;
  code?: string;
  message: string;
}

/** What one proxy saw, for the run's summary. */
export interface ProxyRecord {
  file: string;
  requests: number;
  responseViolations: string[];
  /** Requests Prism found against the document that the server still took (2xx). */
  takenAgainstDocument: string[];
  refusedRequests: number;
}

const PRISM = path.resolve(import.meta.dirname, '../../../node_modules/.bin/prism');

let documentFile: string | undefined;
function writeDocument(): string {
  if (documentFile) return documentFile;
  const dir = path.join(tmpdir(), `baraat-openapi-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  documentFile = path.join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(openApiDocument()));
  return documentFile;
}

export interface PrismProxy {
  url: string;
  /** Reads a response's violations; call with every response a test gets. */
  check(method: string, urlPath: string, status: number, headers: Headers): void;
  /** Stops Prism; throws when a response broke the document. */
  close(): Promise<void>;
}

export async function startPrism(upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const child = spawn(
    PRISM,
    ['proxy', writeDocument(), upstream, '--port', String(port), '--host', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Until it listens, its output is kept for the error should it fail to; after, only the
  // response violations of its log, which also catch a request a test made with fetch itself.
  let output = '';
  let started = false;
  const logged: string[] = [];
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    if (!started) output += text;
    for (const line of text.split('\n')) {
      if (line.includes('Violation: response')) logged.push(line.replace(/^.*Violation: /, ''));
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const url = `http://127.0.0.1:${port}`;
  await ready(child, () => output);
  started = true;
  output = '';
  const record: ProxyRecord = {
    file: testFile(),
    requests: 0,
    responseViolations: [],
    takenAgainstDocument: [],
    refusedRequests: 0,
  };
  return {
    url,
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
    async close() {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      const dir = process.env.BARAAT_PRISM_REPORT;
      if (dir)
        appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
      // A request the server took although Prism found it against the document (a number sent
      // as text, a field the server fills in) is listed in the run's summary, not failed: the
      // server may take more than the document promises, never answer other than it says.
      const broken = [...record.responseViolations];
      // A response read with fetch directly: its violation is only in Prism's log.
      if (logged.length > record.responseViolations.length) broken.push(...logged);
      if (broken.length) {
        throw new Error(
          `Prism found ${broken.length} violations of the API document:\n${broken.join('\n')}`,
        );
      }
    },
  };
}

function testFile(): string {
  // vitest names the file it runs in the worker's state.
  const state = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__;
  return state?.filepath ?? 'unknown';
}

async function ready(child: ChildProcess, output: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`Prism stopped: ${output()}`);
    if (/Prism is listening/.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`Prism did not start in 30 s: ${output()}`);
}

/** Under server-through-prism; Prism must then be installed (npm install), never skipped. */
export function prismWanted(): boolean {
  if (process.env.BARAAT_PRISM !== '1') return false;
  if (!existsSync(PRISM)) throw new Error(`BARAAT_PRISM=1 but Prism is not installed at ${PRISM}`);
  return true;
}
