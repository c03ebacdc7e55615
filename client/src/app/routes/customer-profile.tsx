import { Trans } from '@lingui/react/macro';
import { ProfilePanel } from '@/features/customer-profile/components/profile-panel';
import { worksDesk } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';

/** /profile and /customers/profile (docs/product/discovery.md#the-customer-screens). */
export default function CustomerProfileRoute() {
  const user = useSessionStore((state) => state.session?.user ?? null);
  if (!user) return null;
  if (worksDesk(user)) {
    return (
      <section className="page narrow">
        <h1>
          <Trans>My profile</Trans>
        </h1>
        <p>
          <Trans>Business accounts manage their details under Manage.</Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <Trans>My profile</Trans>
      </h1>
      <ProfilePanel userId={user.user_id} />
    </section>
  );
}
