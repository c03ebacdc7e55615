// The owner's services (docs/product/resources.md#services): what the business offers, the statistics (Active
// Services, Available to Add) and the add-services modal, with the "Services" texts.
import { SERVICE_TEXTS } from '@baraat/shared/constants/business-resources';
import type { BusinessService } from '@baraat/shared/schemas/business-services';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { ServiceType } from '@baraat/shared/schemas/catalog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toasts';
import { useAddService } from '../api/add-service';
import { useBusinessServices } from '../api/get-business-services';
import { useServiceTypes } from '../api/get-service-types';
import { useRemoveService } from '../api/remove-service';
import { AddServicesModal } from './add-services-modal';

export function ServiceManager({ business }: { business: MyBusiness }) {
  const { t, i18n } = useLingui();
  const businessId = business.business_id;
  const services = useBusinessServices(businessId);
  const types = useServiceTypes(business.business_type.business_type_id);
  const addOne = useAddService(businessId);
  const removeOne = useRemoveService(businessId);
  const [open, setOpen] = useState(false);
  const [confirm, confirmDialog] = useConfirm();

  const offered = new Set((services.data ?? []).map((service) => service.service_type_id));
  const available = (types.data ?? []).filter((type) => !offered.has(type.service_type_id));

  const add = async (type: ServiceType) => {
    try {
      await addOne.mutateAsync(type.service_type_id);
      showToast('success', `${i18n._(SERVICE_TEXTS.added)}: ${i18n._(type.service_type_name)}`);
    } catch {
      showToast('error', i18n._(SERVICE_TEXTS.addFailed));
    }
  };
  const remove = async (service: BusinessService) => {
    // A service type is one of the app's fixed kinds (shared/src/constants/catalog.ts).
    const name = i18n._(service.service_type.service_type_name);
    const question = t`Remove ${name} from your services?`;
    if (!(await confirm({ question, confirmLabel: t`Remove` }))) return;
    try {
      await removeOne.mutateAsync(service.service_id);
      showToast('success', `${i18n._(SERVICE_TEXTS.removed)}: ${name}`);
    } catch {
      showToast('error', i18n._(SERVICE_TEXTS.removeFailed));
    }
  };

  const removeLabel = ({ service_type }: BusinessService) => {
    const name = i18n._(service_type.service_type_name);
    return t`Remove ${name}`;
  };

  return (
    <section className="desk-section" aria-labelledby="services-title">
      <div className="toolbar">
        <h2 id="services-title">
          <Trans>Service Management</Trans>
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => setOpen(true)}
          disabled={!types.data || !services.data}
        >
          <Trans>Add Services</Trans>
        </button>
      </div>
      <dl className="desk-stats">
        <div>
          <dt>
            <Trans>Active Services</Trans>
          </dt>
          <dd>{services.data ? services.data.length : '–'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Available to Add</Trans>
          </dt>
          <dd>{services.data && types.data ? available.length : '–'}</dd>
        </div>
      </dl>
      {types.status === 'error' && (
        <RetryAlert onRetry={() => void types.refetch()}>
          {i18n._(SERVICE_TEXTS.loadAvailableFailed)}
        </RetryAlert>
      )}
      {services.status === 'pending' && <Spinner />}
      {services.status === 'error' && (
        <RetryAlert onRetry={() => void services.refetch()}>
          {i18n._(SERVICE_TEXTS.loadFailed)}
        </RetryAlert>
      )}
      {services.data?.length === 0 && (
        <div className="empty-state">
          <p>
            <Trans>No services yet.</Trans>
          </p>
          <p className="muted">
            <Trans>Add the services you offer so that customers find you by them.</Trans>
          </p>
        </div>
      )}
      {services.data && services.data.length > 0 && (
        <ul className="service-admin-list" aria-label={t`Current services`}>
          {services.data.map((service) => (
            <li key={service.service_id}>
              <div>
                <strong>{i18n._(service.service_type.service_type_name)}</strong>
                <p className="muted">{i18n._(service.service_type.description)}</p>
              </div>
              <button
                type="button"
                className="button button-secondary button-danger"
                onClick={() => void remove(service)}
                aria-label={removeLabel(service)}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <AddServicesModal available={available} onAdd={add} onClose={() => setOpen(false)} />
      )}
      {confirmDialog}
    </section>
  );
}
