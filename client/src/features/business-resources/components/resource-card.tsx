import { dateOfMoment, formatDate } from '@baraat/shared/domain/format';
import { RESOURCE_STATUS_LABELS, type Resource } from '@baraat/shared/schemas/workers';
import { Trans, useLingui } from '@lingui/react/macro';
import { written } from '@/lib/written';

const updated = (iso: string) => formatDate(dateOfMoment(iso));

interface ResourceCardProps {
  resource: Resource;
  isHall: boolean;
  /** Edit and Delete; none for a role that may not change halls and teams (read-only card). */
  actions: { onEdit: () => void; onDelete: () => void } | null;
}

/** One hall or worker in the grid (docs/product/resources.md#halls-and-teams): name, capacity where it applies, status, updated date. */
export function ResourceCard({ resource, isHall, actions }: ResourceCardProps) {
  const { t, i18n } = useLingui();
  const name = written(resource.name);
  const capacity = resource.capacity.toLocaleString('en-US');
  const when = updated(resource.modified_at);
  return (
    <li className="resource-card">
      <div className="resource-card-head">
        <h3 translate="no" dir="auto">
          {resource.name}
        </h3>
        <span className={`status-pill status-${resource.status}`}>
          {i18n._(RESOURCE_STATUS_LABELS[resource.status])}
        </span>
      </div>
      {/* A hall always has one; a photographer or driver only if the owner gave one. */}
      {(isHall || resource.capacity > 0) && (
        <p>
          {isHall ? (
            <Trans>
              Capacity: <strong>{capacity}</strong> guests
            </Trans>
          ) : (
            <Trans>
              Capacity: <strong>{capacity}</strong>
            </Trans>
          )}
        </p>
      )}
      {resource.location && <p className="muted">{resource.location}</p>}
      {resource.description && <p>{resource.description}</p>}
      {resource.features.length > 0 && (
        <ul className="feature-tags" aria-label={t`Features`}>
          {resource.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <p className="muted small">
        <Trans>Updated {when}</Trans>
      </p>
      {actions && (
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary"
            onClick={actions.onEdit}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className="button button-secondary button-danger"
            onClick={actions.onDelete}
            aria-label={t`Delete ${name}`}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
