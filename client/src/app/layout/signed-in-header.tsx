// The header's signed-in half: the desk's people and sync status, the bell and messages with
// their counts, and the user menu. Loaded for a signed-in user alone (start.tsx fetches it
// beside the first screen when a session is stored), so a visitor's first download carries
// none of it (docs/architecture.md#3-client).
import type { User } from '@baraat/shared/schemas/auth';
import { lazy, Suspense } from 'react';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { worksDesk } from '@/lib/desk-role';
import DeskHeader from './desk-header';
import { HeaderIcons } from './header-icons';
import { UserMenu } from './user-menu';

// Reads Dexie: loaded for the desk's people once the page has settled, never for visitors.
const SyncStatus = lazy(() => import('./sync-status'));

/** `deskReady`: the page has settled, so the desk's sync status may load. */
export default function SignedInHeader({ user, deskReady }: { user: User; deskReady: boolean }) {
  const atDesk = worksDesk(user);
  const business = useMyBusiness(atDesk ? user.user_id : null);
  return (
    <>
      {atDesk && <DeskHeader user={user} />}
      {atDesk && deskReady && (
        <Suspense fallback={null}>
          <SyncStatus ownerId={user.user_id} />
        </Suspense>
      )}
      <HeaderIcons userId={user.user_id} />
      <UserMenu user={user} businessName={business.data?.business_name} />
    </>
  );
}
