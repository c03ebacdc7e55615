// A bare node:http server running the same search code over the same SQLite file: the limit
// of an HTTP JSON API on this machine, for comparison with the real Koa app (DESIGN.md §9).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchQuerySchema } from '@baraat/shared/schemas/listings';
import { openDatabase } from '../src/db/connection';
import { createListingsService } from '../src/modules/listings/service';

const db = openDatabase(process.argv[2]!);
const listings = createListingsService(db);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bench');
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const body = parsed.success ? listings.search(parsed.data) : { detail: 'bad query' };
  response.writeHead(parsed.success ? 200 : 422, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
