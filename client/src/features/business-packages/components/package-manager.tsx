// The owner's packages (docs/product/resources.md#packages): a list, an add form, inline edit and delete with a
// confirmation. The spec's screen failed silently; Baraat says what went wrong.
import { PACKAGE_TEXTS } from '@baraat/shared/constants/business-resources';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import type { PackageFormInput } from '@baraat/shared/schemas/business-packages';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useCreatePackage } from '../api/create-package';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/get-packages';
import { useUpdatePackage } from '../api/update-package';
import { PackageForm } from './package-form';

export function PackageManager({ business }: { business: MyBusiness }) {
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
        showToast('error', PACKAGE_TEXTS.saveFailed);
      }
      throw failure;
    }
    showToast('success', done);
  };

  const add = async (input: PackageFormInput) => {
    await save(() => create.mutateAsync(input), PACKAGE_TEXTS.created);
    setAdding(false);
  };
  const edit = (id: number) => async (input: PackageFormInput) => {
    await save(() => update.mutateAsync({ id, input }), PACKAGE_TEXTS.updated);
    setEditing(null);
  };
  const remove = async (pkg: Package) => {
    const question = `Are you sure you want to delete the package ${pkg.package_name}?`;
    if (!(await confirm({ question, confirmLabel: 'Delete' }))) return;
    try {
      await drop.mutateAsync(pkg.package_id);
      showToast('success', PACKAGE_TEXTS.deleted);
    } catch {
      showToast('error', PACKAGE_TEXTS.deleteFailed);
    }
  };

  return (
    <section className="desk-section" aria-labelledby="packages-title">
      <div className="toolbar">
        <h2 id="packages-title">Package Management</h2>
        {!adding && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add Package
          </button>
        )}
      </div>
      {adding && (
        <div className="desk-panel">
          <h3>New package</h3>
          <PackageForm
            existing={null}
            label="Add package"
            onSave={add}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      {packages.status === 'pending' && <Spinner />}
      {packages.status === 'error' && (
        <RetryAlert onRetry={() => void packages.refetch()}>{PACKAGE_TEXTS.loadFailed}</RetryAlert>
      )}
      {packages.data?.length === 0 && !adding && (
        <div className="empty-state">
          <p>No packages yet.</p>
          <p className="muted">Customers choose a package when they book: add your first one.</p>
        </div>
      )}
      {packages.data && packages.data.length > 0 && (
        <ul className="package-admin-list" aria-label="Packages">
          {packages.data.map((pkg) => (
            <li key={pkg.package_id} className="desk-panel">
              {editing === pkg.package_id ? (
                <PackageForm
                  existing={pkg}
                  label={`Edit ${pkg.package_name}`}
                  onSave={edit(pkg.package_id)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <div className="resource-card-head">
                    <h3>{pkg.package_name}</h3>
                    {pkg.is_popular && <span className="status-pill status-active">Popular</span>}
                  </div>
                  <p className="package-admin-price">{packagePriceText(pkg)}</p>
                  {pkg.description && <p>{pkg.description}</p>}
                  <p className="muted">
                    {pkg.duration_hours} hours · up to {pkg.max_guests.toLocaleString('en-US')}{' '}
                    guests
                  </p>
                  {pkg.features.length > 0 && (
                    <ul className="feature-tags" aria-label="Features">
                      {pkg.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  )}
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setEditing(pkg.package_id)}
                      aria-label={`Edit ${pkg.package_name}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-danger"
                      onClick={() => void remove(pkg)}
                      aria-label={`Delete ${pkg.package_name}`}
                    >
                      Delete
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
