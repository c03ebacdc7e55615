// The writes the vendor desk queues in its outbox and that POST /api/sync/outbox may run
// together: walk-ins, new slots, blocks and unblocks, slot removals and booking
// decisions; a walk-in wedding, a wedding's payments and answers
// (docs/product/weddings.md#calls); the answers to customers' transfers
// (docs/product/payments.md#bank-transfer-and-raast); a booking's payment (cash taken with no
// signal, docs/product/payments.md#holding-a-date). The server runs nothing else in a batch, and the device
// batches nothing else (a message goes on its own). Paths are as the device stores them,
// relative to /api/. Kept free of zod: the device's drainer reads it and loads no schema
// library.
const ID = '\\d{1,15}';

export const OUTBOX_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^business\/walkins$/ },
  { method: 'POST', path: /^business\/walkin-weddings$/ },
  { method: 'POST', path: /^slots$/ },
  { method: 'PATCH', path: new RegExp(`^slots/${ID}/(block|unblock)$`) },
  { method: 'DELETE', path: new RegExp(`^slots/${ID}$`) },
  { method: 'PATCH', path: new RegExp(`^bookings/${ID}/(approve|decline)$`) },
  { method: 'POST', path: new RegExp(`^weddings/${ID}/payments$`) },
  { method: 'POST', path: /^payments\/?$/ },
  { method: 'PATCH', path: new RegExp(`^weddings/${ID}/(approve|decline)$`) },
  { method: 'PATCH', path: new RegExp(`^transfers/${ID}/(confirm|reject)$`) },
];

/** Whether `method path` is one of the desk's outbox writes. */
export const isOutboxRoute = (method: string, path: string): boolean =>
  OUTBOX_ROUTES.some((route) => route.method === method && route.path.test(path));
