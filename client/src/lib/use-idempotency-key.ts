// One Idempotency-Key per write (docs/architecture.md#4-offline-model): the same input sent
// again (after a lost answer) reuses its key, so the server stores it once; changed input is
// another write and gets a new key.
import { useRef } from 'react';

/** Returns `keyFor(input)`: the key of this input, kept while the input stays the same. */
export function useIdempotencyKey() {
  const last = useRef<{ input: string; key: string } | null>(null);
  return (input: unknown): string => {
    const text = JSON.stringify(input);
    if (last.current?.input !== text) last.current = { input: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}
