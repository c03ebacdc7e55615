// /business/edit and /business/update_basic_info (docs/product/business-desk.md#business-management): the business info form, with
// quick buttons to the desk's packages, halls or workers (by the business's kind) and services.
import { BUSINESS_PROFILE_TEXT } from '@baraat/shared/constants/business-profile';
import { managementTile } from '@baraat/shared/domain/business-kind';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { BusinessEditForm } from '@/features/business/components/business-edit-form';
import { useSessionStore } from '@/lib/session';

export default function BusinessEditRoute() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  const business = useMyBusiness(ownerId);
  const goHome = useCallback(() => navigate(paths.businessHome), [navigate]);

  return (
    <section className="page business-edit" aria-labelledby="business-edit-title">
      <div className="toolbar">
        <h1 id="business-edit-title">
          <Trans>Edit Business</Trans>
        </h1>
        <Link className="button button-secondary" to={paths.businessHome}>
          <Trans>Back to Dashboard</Trans>
        </Link>
      </div>
      {business.data && <QuickLinks typeName={business.data.business_type.business_type_name} />}
      {business.status === 'pending' && <Spinner />}
      {business.status === 'error' &&
        (business.error.status === 404 ? (
          <Alert tone="error">{i18n._(BUSINESS_PROFILE_TEXT.notAvailable)}</Alert>
        ) : (
          <RetryAlert onRetry={() => void business.refetch()}>
            {i18n._(BUSINESS_PROFILE_TEXT.loadFailed)}
          </RetryAlert>
        ))}
      {business.data && ownerId !== null && (
        <BusinessEditForm
          business={business.data}
          ownerId={ownerId}
          onSaved={goHome}
          onCancel={goHome}
        />
      )}
    </section>
  );
}

/** The spec's quick buttons; halls or workers by the kind of business (docs/product/business-desk.md#business-management). */
function QuickLinks({ typeName }: { typeName: string }) {
  const { t, i18n } = useLingui();
  const tile = managementTile(typeName);
  return (
    <nav className="button-row business-quick-links" aria-label={t`Manage your business`}>
      <Link className="button button-secondary" to={link.businessTab('packages')}>
        <Trans>Manage Packages</Trans>
      </Link>
      <Link className="button button-secondary" to={link.businessTab(tile.tab)}>
        {i18n._(tile.label)}
      </Link>
      <Link className="button button-secondary" to={link.businessTab('services')}>
        <Trans>Manage Services</Trans>
      </Link>
    </nav>
  );
}
