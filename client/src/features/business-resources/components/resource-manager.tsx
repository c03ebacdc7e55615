// Halls or workers of the owner's business (docs/product/resources.md#halls-and-teams): search, a card grid, the create
// or edit modal and delete with a confirmation, with the "Workers" texts in the business's
// own word (Hall, Worker or Vehicle). A role that may not change them reads them alone
// (docs/product/business-desk.md#what-each-role-sees).
import { resourceTexts } from '@baraat/shared/constants/business-resources';
import { isHallBusiness, managementTile } from '@baraat/shared/domain/business-kind';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { Resource, ResourceFormInput } from '@baraat/shared/schemas/workers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useDeskCan } from '@/lib/desk-role';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useCreateResource } from '../api/create-resource';
import { useDeleteResource } from '../api/delete-resource';
import { useResources } from '../api/get-resources';
import { useUpdateResource } from '../api/update-resource';
import { NOUN_FORMS } from '../resource-words';
import { ResourceCard } from './resource-card';
import { ResourceForm } from './resource-form';

/** Workers' toasts last 3 seconds (docs/product/texts.md#limits). */
const TOAST_MS = 3000;

/** resourceTexts' words (shared/constants/business-resources.ts), in the reader's language. */
function useResourceTexts(forms: (typeof NOUN_FORMS)[keyof typeof NOUN_FORMS]) {
  const { t, i18n } = useLingui();
  const name = i18n._(forms.name);
  const lower = i18n._(forms.lower);
  const lowerPlural = i18n._(forms.lowerPlural);
  const plural = i18n._(forms.plural);
  return {
    name,
    lower,
    lowerPlural,
    plural,
    loadFailed: t`Failed to load ${lowerPlural}`,
    authFailed: i18n._(resourceTexts('Worker').authFailed),
    endpointMissing: t`${plural} API endpoint not found. Please contact support.`,
    deleteFailed: t`Failed to delete ${lower}`,
    saveFailed: t`Failed to save ${lower}`,
    created: t`${name} created successfully`,
    updated: t`${name} updated successfully`,
    deleted: t`${name} deleted successfully`,
  };
}

type ResourceTexts = ReturnType<typeof useResourceTexts>;

function loadFailure(error: unknown, texts: ResourceTexts) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return texts.authFailed;
  if (status === 404) return texts.endpointMissing;
  return texts.loadFailed;
}

export function ResourceManager({ business }: { business: MyBusiness }) {
  const typeName = business.business_type.business_type_name;
  const isHall = isHallBusiness(typeName, business.business_name);
  const tile = managementTile(typeName);
  const noun = isHall ? 'Hall' : tile.resource;
  const { t, i18n } = useLingui();
  const texts = useResourceTexts(NOUN_FORMS[noun]);
  const title = isHall ? t`Hall Management` : i18n._(tile.label);
  const resources = useResources(business.business_id);
  const create = useCreateResource(business.business_id, isHall);
  const update = useUpdateResource(business.business_id, isHall);
  const drop = useDeleteResource(business.business_id, isHall);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const mayChange = useDeskCan('resources');

  const save = async (input: ResourceFormInput) => {
    try {
      if (editing === 'new') await create.mutateAsync(input);
      else if (editing) await update.mutateAsync({ id: editing.resource_id, input });
    } catch (failure) {
      // Field problems show on their fields; anything else is the failure text.
      if (!(failure instanceof ApiError && failure.status === 422)) {
        showToast('error', texts.saveFailed, TOAST_MS);
      }
      throw failure;
    }
    showToast('success', editing === 'new' ? texts.created : texts.updated, TOAST_MS);
    setEditing(null);
  };

  const remove = async (resource: Resource) => {
    const { name } = resource;
    const question = t`Are you sure you want to delete ${name}?`;
    if (!(await confirm({ question, confirmLabel: t`Delete` }))) return;
    try {
      await drop.mutateAsync(resource.resource_id);
      showToast('success', texts.deleted, TOAST_MS);
    } catch (failure) {
      // A 409 says which bookings hold it: more use to the owner than the generic text.
      const held = failure instanceof ApiError && failure.status === 409 && failure.detail;
      showToast('error', held || texts.deleteFailed, held ? 8000 : TOAST_MS);
    }
  };

  const { name, lower, lowerPlural, plural } = texts;
  const typed = search.trim();
  const words = typed.toLowerCase();
  const shown = (resources.data ?? []).filter(
    (resource) =>
      !words ||
      [resource.name, resource.location, resource.description, ...resource.features].some((text) =>
        text.toLowerCase().includes(words),
      ),
  );

  return (
    <section className="desk-section" aria-labelledby="resources-title">
      <div className="toolbar">
        <h2 id="resources-title">{title}</h2>
        {mayChange && (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            <Trans>Add {name}</Trans>
          </button>
        )}
      </div>
      <TextField
        label={t`Search ${lowerPlural}`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {resources.status === 'pending' && <Spinner />}
      {resources.status === 'error' && (
        <RetryAlert onRetry={() => void resources.refetch()}>
          {loadFailure(resources.error, texts)}
        </RetryAlert>
      )}
      {resources.data?.length === 0 && (
        <div className="empty-state">
          <p>
            <Trans>No {lowerPlural} yet.</Trans>
          </p>
          {mayChange && (
            <p className="muted">
              <Trans>Add your first {lower} so that you can assign it to bookings.</Trans>
            </p>
          )}
        </div>
      )}
      {resources.data && resources.data.length > 0 && shown.length === 0 && (
        <p className="muted">
          <Trans>
            No {lowerPlural} match “{typed}”.
          </Trans>
        </p>
      )}
      {shown.length > 0 && (
        <ul className="resource-grid" aria-label={plural}>
          {shown.map((resource) => (
            <ResourceCard
              key={resource.resource_id}
              resource={resource}
              isHall={isHall}
              actions={
                mayChange
                  ? { onEdit: () => setEditing(resource), onDelete: () => void remove(resource) }
                  : null
              }
            />
          ))}
        </ul>
      )}
      {editing && (
        <ResourceForm
          noun={noun}
          isHall={isHall}
          existing={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </section>
  );
}
