// vitest globalSetup of server-through-prism (test/prism.ts): the API document written to a
// file, one Stoplight Prism proxy reading it, and behind Prism a switch that passes each request
// on to the test server its header names, so every suite's servers share the one Prism. At the
// end, the run's totals (requests proxied, violations) for the note and CI.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '../api-document';
import { freePort } from './free-port';
import { type ProxyRecord, UPSTREAM_HEADER } from './prism';

const PRISM = path.resolve(import.meta.dirname, '../../../node_modules/.bin/prism');

/** Passes each request on to 127.0.0.1 at the port its header names. */
async function startSwitch(): Promise<{ server: Server; url: string }> {
  const server = createServer((incoming, answer) => {
    const port = Number(incoming.headers[UPSTREAM_HEADER]);
    if (!port) {
      answer.writeHead(502).end(`No ${UPSTREAM_HEADER} header`);
      return;
    }
    const onward = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
      },
    );
    onward.on('error', (error) => answer.writeHead(502).end(String(error)));
    incoming.pipe(onward);
  });
  // Prism keeps its connections to the switch open: longer than it would, as main.ts does.
  server.keepAliveTimeout = 65_000;
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}` };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

async function startPrism(documentFile: string, upstream: string): Promise<[ChildProcess, string]> {
  const port = await freePort();
  // Prism logs every request; only its failure to start is read.
  const child = spawn(
    PRISM,
    ['proxy', documentFile, upstream, '--port', String(port), '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const started = Date.now();
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill();
      throw new Error(`Prism did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [child, `http://127.0.0.1:${port}`];
}

function summary(dir: string): string {
  const records = readdirSync(dir).flatMap((file) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProxyRecord),
  );
  const sum = (pick: (record: ProxyRecord) => number) =>
    records.reduce((total, record) => total + pick(record), 0);
  const taken = [...new Set(records.flatMap((record) => record.takenAgainstDocument))];
  return [
    `Prism: ${sum((r) => r.requests)} requests proxied for ${records.length} test servers; ` +
      `${sum((r) => r.refusedRequests)} against the document (bad inputs, as the tests send); ` +
      `${sum((r) => r.responseViolations.length)} response violations; ` +
      `${taken.length} requests the server took against the document.`,
    ...taken,
  ].join('\n');
}

export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'baraat-prism-'));
  const documentFile = path.join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(openApiDocument()));
  const reports = path.join(dir, 'reports');
  mkdirSync(reports);
  const relay = await startSwitch();
  const [prism, prismUrl] = await startPrism(documentFile, relay.url);
  // The test workers start after this, with these in their environment.
  process.env.BARAAT_PRISM_URL = prismUrl;
  process.env.BARAAT_PRISM_REPORT = reports;
  return async () => {
    prism.kill();
    await new Promise<void>((resolve) => relay.server.close(() => resolve()));
    console.log(summary(reports));
    rmSync(dir, { recursive: true, force: true });
  };
}
