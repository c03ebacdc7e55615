import { personName } from '@baraat/shared/domain/names';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmailAddress } from '@/components/ui/email-address';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useCustomerProfile } from '../api/get-customer-profile';
import { ProfileForm } from './profile-form';

const UPDATED = 'Profile updated successfully!';

/** The customer's profile, view mode then edit mode (docs/product/discovery.md#the-customer-screens): on /profile and the dashboard. */
export function ProfilePanel({ userId }: { userId: number }) {
  const profile = useCustomerProfile(userId);
  const [editing, setEditing] = useState(false);
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => setUpdated(false), 3000);
    return () => clearTimeout(timer);
  }, [updated]);

  const data = profile.data;
  return (
    <>
      {updated && <Alert tone="success">{UPDATED}</Alert>}
      {profile.status === 'error' && (
        <RetryAlert onRetry={() => void profile.refetch()}>Failed to load profile data</RetryAlert>
      )}
      {!data && profile.isFetching && <Spinner />}
      {data && editing && (
        <ProfileForm
          profile={data}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setUpdated(true);
          }}
        />
      )}
      {data && !editing && (
        <>
          <dl className="profile-view">
            <dt>Name</dt>
            <dd>{personName(data.user)}</dd>
            <dt>Email</dt>
            <dd>
              <EmailAddress address={data.user.email} />
            </dd>
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
    </>
  );
}
