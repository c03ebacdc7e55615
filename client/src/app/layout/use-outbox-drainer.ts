// One outbox drainer for the whole app (docs/product/offline.md#the-promise): started for the signed-in user once
// the page has settled, stopped at logout or when another account signs in.
import type { User } from '@baraat/shared/schemas/auth';
import { useEffect } from 'react';
import { worksDesk } from '@/lib/desk-role';
import { useSyncActivity } from '@/lib/sync-activity';

export function useOutboxDrainer(user: User | null, settled: boolean): void {
  const userId = user?.user_id;
  const owner = worksDesk(user);
  const wanted = useSyncActivity((state) => state.drainerWanted);
  useEffect(() => {
    if (!settled || userId === undefined) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./desk-sync')
      .then(({ startDrainer }) => startDrainer(userId, owner, wanted))
      .then((started) => {
        if (cancelled) started?.();
        else stop = started;
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [settled, userId, owner, wanted]);
}
