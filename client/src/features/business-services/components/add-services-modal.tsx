// The add-services modal (docs/product/resources.md#services): the business type's services it does not offer yet,
// with a search; each is added with its own button.
import type { ServiceType } from '@baraat/shared/schemas/catalog';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';

interface AddServicesModalProps {
  available: ServiceType[];
  onAdd: (type: ServiceType) => Promise<void>;
  onClose: () => void;
}

export function AddServicesModal({ available, onAdd, onClose }: AddServicesModalProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<number | null>(null);
  const words = search.trim().toLowerCase();
  const shown = available.filter(
    (type) =>
      !words ||
      type.service_type_name.toLowerCase().includes(words) ||
      type.description.toLowerCase().includes(words),
  );

  const add = async (type: ServiceType) => {
    setAdding(type.service_type_id);
    await onAdd(type);
    setAdding(null);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Add Services</h2>
      <TextField
        label="Search services"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {available.length === 0 && (
        <p className="muted">You already offer every service of your business type.</p>
      )}
      {available.length > 0 && shown.length === 0 && (
        <p className="muted">No services match “{search.trim()}”.</p>
      )}
      <ul className="service-admin-list" aria-label="Available services">
        {shown.map((type) => (
          <li key={type.service_type_id}>
            <div>
              <strong>{type.service_type_name}</strong>
              <p className="muted">{type.description}</p>
            </div>
            <button
              type="button"
              className="button"
              disabled={adding !== null}
              onClick={() => void add(type)}
              aria-label={`Add ${type.service_type_name}`}
            >
              {adding === type.service_type_id ? 'Adding...' : 'Add'}
            </button>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
