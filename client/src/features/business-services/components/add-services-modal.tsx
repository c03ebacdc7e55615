// The add-services modal (docs/product/resources.md#services): the business type's services it does not offer yet,
// with a search; each is added with its own button.
import type { ServiceType } from '@baraat/shared/schemas/catalog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';

interface AddServicesModalProps {
  available: ServiceType[];
  onAdd: (type: ServiceType) => Promise<void>;
  onClose: () => void;
}

export function AddServicesModal({ available, onAdd, onClose }: AddServicesModalProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<number | null>(null);
  const typed = search.trim();
  const words = typed.toLowerCase();
  const shown = available.filter(
    (type) =>
      !words ||
      i18n._(type.service_type_name).toLowerCase().includes(words) ||
      i18n._(type.description).toLowerCase().includes(words),
  );

  const add = async (type: ServiceType) => {
    setAdding(type.service_type_id);
    await onAdd(type);
    setAdding(null);
  };

  const addLabel = (type: ServiceType) => {
    const name = i18n._(type.service_type_name);
    return t`Add ${name}`;
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>
        <Trans>Add Services</Trans>
      </h2>
      <TextField
        label={t`Search services`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {available.length === 0 && (
        <p className="muted">
          <Trans>You already offer every service of your business type.</Trans>
        </p>
      )}
      {available.length > 0 && shown.length === 0 && (
        <p className="muted">
          <Trans>No services match “{typed}”.</Trans>
        </p>
      )}
      <ul className="service-admin-list" aria-label={t`Available services`}>
        {shown.map((type) => (
          <li key={type.service_type_id}>
            <div>
              <strong>{i18n._(type.service_type_name)}</strong>
              <p className="muted">{i18n._(type.description)}</p>
            </div>
            <button
              type="button"
              className="button"
              disabled={adding !== null}
              onClick={() => void add(type)}
              aria-label={addLabel(type)}
            >
              {adding === type.service_type_id ? t`Adding...` : t`Add`}
            </button>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </div>
    </Modal>
  );
}
