import { useEffect, useState } from 'react';
import { type BaraatDb, database } from './db';

/**
 * The database for a screen that reads Dexie with useLiveQuery: undefined until Dexie has
 * loaded, so live queries only ever await Dexie's own promises.
 */
export function useDatabase(): BaraatDb | undefined {
  const [db, setDb] = useState<BaraatDb>();
  useEffect(() => {
    void database().then(setDb);
  }, []);
  return db;
}
