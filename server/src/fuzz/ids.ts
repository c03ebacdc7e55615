// Which rows an id names, read from the field or the address that carries it, so the fuzz
// sends the id of a slot where a slot is asked for (`slot_id`, `/slots/{id}`) and its requests
// reach past "not found" to the rules behind it.

/** The fixture's rows by kind: `slot` → the slots' ids. */
export type IdPools = Record<string, number[]>;

/** Words of field names and addresses, as the kind of row they name. */
const KINDS: Record<string, string> = {
  business: 'business',
  businesses: 'business',
  listings: 'business',
  favorites: 'business',
  slots: 'slot',
  slot: 'slot',
  bookings: 'booking',
  booking: 'booking',
  excludebooking: 'booking',
  hall: 'hall',
  halls: 'hall',
  worker: 'hall',
  workers: 'hall',
  worker_assigned: 'hall',
  resources: 'hall',
  package: 'package',
  packages: 'package',
  package_selected: 'package',
  pid: 'package',
  media: 'media',
  user: 'user',
  users: 'user',
  receiver: 'user',
  start: 'user',
  conversation: 'conversation',
  conversations: 'conversation',
  payments: 'payment',
  mapping: 'mapping',
  user_business_mapping: 'mapping',
  weddings: 'wedding',
  notification: 'notification',
  notifications: 'notification',
};

/** The kind of row a field's name names: `package_selected_id` → `package`. */
export function kindOfField(name: string): string | undefined {
  const word = name.toLowerCase();
  return KINDS[word] ?? KINDS[word.replace(/_?ids?$/, '')];
}

/** The kind of row a path parameter names: by its own name, else by the words before it. */
export function kindOfPathParameter(path: string, name: string): string | undefined {
  if (name !== 'id') return kindOfField(name);
  const before = path.slice(0, path.indexOf('{id}')).split('/').filter(Boolean).reverse();
  for (const word of before) {
    const kind = KINDS[word];
    if (kind) return kind;
  }
  return undefined;
}
