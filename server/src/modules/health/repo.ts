import type { Db } from '../../db/connection';

export function createHealthRepo(db: Db) {
  return {
    /** True when the database answers a trivial query; false when it is closed or broken. */
    ping(): boolean {
      try {
        return db.prepare('SELECT 1 AS ok').get() !== undefined;
      } catch {
        return false;
      }
    },
  };
}
