// An answer as two engines' runs compare it (docs/architecture.md#10-two-engines): ids become
// their type and moments the word 'moment', which differ between runs; everything else stays.
const ID_KEYS = new Set([
  'slot_id',
  'worker_id',
  'user_business_mapping_id',
  'booking_id',
  'id',
  'cursor',
]);
const MOMENT_KEYS = new Set(['modified_at', 'decided_at']);
export function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => [
        key,
        ID_KEYS.has(key) ? typeof member : MOMENT_KEYS.has(key) ? 'moment' : plain(member),
      ]),
    );
  }
  return value;
}
