import { personName } from '@baraat/shared/domain/names';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmailAddress } from '@/components/ui/email-address';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useCustomerProfile } from '../api/get-customer-profile';
import { ProfileForm } from './profile-form';

/** The customer's profile, view mode then edit mode (docs/product/discovery.md#the-customer-screens): on /profile and the dashboard. */
export function ProfilePanel({ userId }: { userId: number }) {
  const { t } = useLingui();
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
      {updated && <Alert tone="success">{t`Profile updated successfully!`}</Alert>}
      {profile.status === 'error' && (
        <RetryAlert onRetry={() => void profile.refetch()}>
          <Trans>Failed to load profile data</Trans>
        </RetryAlert>
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
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd translate="no" dir="auto">
              {personName(data.user)}
            </dd>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>
              <EmailAddress address={data.user.email} />
            </dd>
            <dt>
              <Trans>Mobile</Trans>
            </dt>
            <dd>
              <bdi>{data.user.mobile ?? '—'}</bdi>
            </dd>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd translate="no" dir="auto">
              {data.address ?? '—'}
            </dd>
            <dt>
              <Trans>Bio</Trans>
            </dt>
            <dd translate="no" dir="auto">
              {data.bio ?? '—'}
            </dd>
          </dl>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            <Trans>Edit Profile</Trans>
          </button>
        </>
      )}
    </>
  );
}
