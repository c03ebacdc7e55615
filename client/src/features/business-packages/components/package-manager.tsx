// The owner's packages (docs/product/resources.md#packages): a list, an add form, inline edit and delete with a
// confirmation. The spec's screen failed silently; Baraat says what went wrong.
import { PACKAGE_TEXTS } from '@baraat/shared/constants/business-resources';
import { formatPkr } from '@baraat/shared/domain/format';
import { PRICE_BASIS_LABEL } from '@baraat/shared/domain/pricing';
import type { PackageFormInput } from '@baraat/shared/schemas/business-packages';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { written } from '@/lib/written';
import { useCreatePackage } from '../api/create-package';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/get-packages';
import { useUpdatePackage } from '../api/update-package';
import { PackageForm } from './package-form';

export function PackageManager({ business }: { business: MyBusiness }) {
  const { t, i18n } = useLingui();
  const businessId = business.business_id;
  const packages = usePackages(businessId);
  const create = useCreatePackage(businessId);
  const update = useUpdatePackage(businessId);
  const drop = useDeletePackage(businessId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  /** Saves, toasting a failure that is not a field's own (those show on the form). */
  const save = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 422)) {
        showToast('error', i18n._(PACKAGE_TEXTS.saveFailed));
      }
      throw failure;
    }
    showToast('success', done);
  };

  const add = async (input: PackageFormInput) => {
    await save(() => create.mutateAsync(input), i18n._(PACKAGE_TEXTS.created));
    setAdding(false);
  };
  const edit = (id: number) => async (input: PackageFormInput) => {
    await save(() => update.mutateAsync({ id, input }), i18n._(PACKAGE_TEXTS.updated));
    setEditing(null);
  };
  const remove = async (pkg: Package) => {
    const name = pkg.package_name;
    const question = t`Are you sure you want to delete the package ${name}?`;
    if (!(await confirm({ question, confirmLabel: t`Delete` }))) return;
    try {
      await drop.mutateAsync(pkg.package_id);
      showToast('success', i18n._(PACKAGE_TEXTS.deleted));
    } catch {
      showToast('error', i18n._(PACKAGE_TEXTS.deleteFailed));
    }
  };

  const editLabel = ({ package_name }: Package) => {
    const name = written(package_name);
    return t`Edit ${name}`;
  };
  const deleteLabel = ({ package_name }: Package) => {
    const name = written(package_name);
    return t`Delete ${name}`;
  };

  return (
    <section className="desk-section" aria-labelledby="packages-title">
      <div className="toolbar">
        <h2 id="packages-title">
          <Trans>Package Management</Trans>
        </h2>
        {!adding && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            <Trans>Add Package</Trans>
          </button>
        )}
      </div>
      {adding && (
        <div className="desk-panel">
          <h3>
            <Trans>New package</Trans>
          </h3>
          <PackageForm
            existing={null}
            label={t`Add package`}
            onSave={add}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      {packages.status === 'pending' && <Spinner />}
      {packages.status === 'error' && (
        <RetryAlert onRetry={() => void packages.refetch()}>
          {i18n._(PACKAGE_TEXTS.loadFailed)}
        </RetryAlert>
      )}
      {packages.data?.length === 0 && !adding && (
        <div className="empty-state">
          <p>
            <Trans>No packages yet.</Trans>
          </p>
          <p className="muted">
            <Trans>Customers choose a package when they book: add your first one.</Trans>
          </p>
        </div>
      )}
      {packages.data && packages.data.length > 0 && (
        <ul className="package-admin-list" aria-label={t`Packages`}>
          {packages.data.map((pkg) => (
            <li key={pkg.package_id} className="desk-panel">
              {editing === pkg.package_id ? (
                <PackageForm
                  existing={pkg}
                  label={editLabel(pkg)}
                  onSave={edit(pkg.package_id)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <div className="resource-card-head">
                    <h3 translate="no" dir="auto">
                      {pkg.package_name}
                    </h3>
                    {pkg.is_popular && (
                      <span className="status-pill status-active">
                        <Trans>Popular</Trans>
                      </span>
                    )}
                  </div>
                  <p className="package-admin-price">
                    {formatPkr(pkg.price)} {i18n._(PRICE_BASIS_LABEL[pkg.price_basis])}
                  </p>
                  {pkg.description && (
                    <p translate="no" dir="auto">
                      {pkg.description}
                    </p>
                  )}
                  <p className="muted">
                    <PackageSize hours={pkg.duration_hours} guests={pkg.max_guests} />
                  </p>
                  {pkg.features.length > 0 && (
                    <ul className="feature-tags" aria-label={t`Features`}>
                      {pkg.features.map((feature) => (
                        <li key={feature} translate="no" dir="auto">
                          {feature}
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setEditing(pkg.package_id)}
                      aria-label={editLabel(pkg)}
                    >
                      <Trans>Edit</Trans>
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-danger"
                      onClick={() => void remove(pkg)}
                      aria-label={deleteLabel(pkg)}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}

/** "6 hours · up to 1,000 guests". */
function PackageSize({ hours, guests }: { hours: number; guests: number }) {
  const most = guests.toLocaleString('en-US');
  return (
    <Trans>
      {hours} hours · up to {most} guests
    </Trans>
  );
}
