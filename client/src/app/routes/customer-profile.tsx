import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useCustomerProfile } from '../../features/customer-profile/api';
import { ProfileForm } from '../../features/customer-profile/profile-form';
import { useSessionStore } from '../../lib/session';

const UPDATED = 'Profile updated successfully!';

/** /profile and /customers/profile: view mode, then edit mode (001 §2, §4). */
export default function CustomerProfileRoute() {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const [version, setVersion] = useState(0);
  const profile = useCustomerProfile(
    user && !user.is_business_owner ? user.user_id : null,
    version,
  );
  const [editing, setEditing] = useState(false);
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => setUpdated(false), 3000);
    return () => clearTimeout(timer);
  }, [updated]);

  if (user?.is_business_owner) {
    return (
      <section className="page narrow">
        <h1>My profile</h1>
        <p>Business accounts manage their details under Manage.</p>
      </section>
    );
  }
  const data = profile.data;
  return (
    <section className="page narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">My profile</h1>
      {updated && <Alert tone="success">{UPDATED}</Alert>}
      {profile.status === 'error' && (
        <Alert tone="error">
          Failed to load profile data{' '}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={profile.reload}
          >
            Try Again
          </button>
        </Alert>
      )}
      {!data && profile.status === 'loading' && <Spinner />}
      {data && editing && (
        <ProfileForm
          profile={data}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setUpdated(true);
            setVersion((n) => n + 1);
          }}
        />
      )}
      {data && !editing && (
        <>
          <dl className="profile-view">
            <dt>Name</dt>
            <dd>
              {data.user.first_name} {data.user.last_name}
            </dd>
            <dt>Email</dt>
            <dd>{data.user.email}</dd>
            <dt>Mobile</dt>
            <dd>{data.user.mobile ?? '—'}</dd>
            <dt>Address</dt>
            <dd>{data.address ?? '—'}</dd>
            <dt>Bio</dt>
            <dd>{data.bio ?? '—'}</dd>
          </dl>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
        </>
      )}
    </section>
  );
}
