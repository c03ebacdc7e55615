// Measures the client budgets alone against a server that is already running, e.g.
//   npm run build && PORT=8791 DATA_DIR=/tmp/perf-data node server/dist/main.js
//   tsx server/bench/client-budgets-cli.ts --url http://127.0.0.1:8791
// The demo seed's accounts and vendor are the defaults. `--only js` skips Lighthouse (minutes)
// and measures the initial JS per route alone.
import { parseArgs } from 'node:util';
import { measureClientBudgets } from './client-budgets';
import { renderTable } from './table';

const DEMO_PASSWORD = 'Baraat#2026';
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8000' },
    slug: { type: 'string', default: 'shalimar-marquee' },
    only: { type: 'string' },
  },
});
if (values.only !== undefined && values.only !== 'js') {
  throw new Error(`--only ${values.only}: the one part measurable alone is js`);
}

const rows = await measureClientBudgets(values.url, {
  vendorSlug: values.slug,
  customer: { email: 'customer@baraat.pk', password: DEMO_PASSWORD },
  owner: { email: 'owner@baraat.pk', password: DEMO_PASSWORD },
  jsOnly: values.only === 'js',
});
console.log(renderTable(rows));
