import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (the search's 500 ms, docs/product/texts.md#limits). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
