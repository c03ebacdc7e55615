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
        <h1>My profile</h1>
        <p>Business accounts manage their details under Manage.</p>
      </section>
    );
  }
  return (
    <section className="page narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">My profile</h1>
      <ProfilePanel userId={user.user_id} />
    </section>
  );
}
