import { useEffect, useState } from 'react';
import { type BaraatDb, database, loadedDatabase } from './db';

/**
 * The database for a screen that reads Dexie with useLiveQuery: undefined until Dexie has
 * loaded, so live queries only ever await Dexie's own promises. Once Dexie is there (main.tsx
 * loads it at once with no signal) it is the first render's, so the first query starts then.
 */
export function useDatabase(): BaraatDb | undefined {
  const [db, setDb] = useState(loadedDatabase);
  useEffect(() => {
    if (!db) void database().then(setDb);
  }, [db]);
  return db;
}
