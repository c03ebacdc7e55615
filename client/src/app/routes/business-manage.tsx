// /business/manage (docs/product/business-desk.md#business-management): Business Management. Quick Management opens the desk's
// packages, the tile of the business's kind (halls, a team or a fleet) and services;
// Additional Management opens the profile form (the owner's: docs/product/business-desk.md#what-each-role-sees)
// and the media page.
import { managementTile } from '@baraat/shared/domain/business-kind';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { useDeskCan } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';

interface Tile {
  to: string;
  title: string;
  text: string;
}

function Tiles({ label, tiles }: { label: string; tiles: Tile[] }) {
  return (
    <ul className="quick-actions" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <Link className="quick-action" to={tile.to}>
            <strong>{tile.title}</strong>
            <span className="muted">{tile.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function BusinessManageRoute() {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  const business = useMyBusiness(ownerId);

  return (
    <section className="page business-manage" aria-labelledby="business-manage-title">
      <div className="toolbar">
        <h1 id="business-manage-title">Business Management</h1>
        <Link className="button button-secondary" to={paths.businessHome}>
          Back
        </Link>
      </div>
      {business.status === 'pending' && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          Failed to load business information
        </RetryAlert>
      )}
      {business.data && <Sections typeName={business.data.business_type.business_type_name} />}
    </section>
  );
}

function Sections({ typeName }: { typeName: string }) {
  const tile = managementTile(typeName);
  const settings = useDeskCan('settings');
  const resources = tile.tab === 'halls' ? 'your halls and their capacity' : 'who does the work';
  return (
    <>
      <h2>Quick Management</h2>
      <Tiles
        label="Quick Management"
        tiles={[
          {
            to: link.businessTab('packages'),
            title: 'Manage Packages',
            text: 'Add, price and edit the packages customers book.',
          },
          {
            to: link.businessTab(tile.tab),
            title: tile.label,
            text: `Keep ${resources} up to date.`,
          },
          {
            to: link.businessTab('services'),
            title: 'Manage Services',
            text: 'Choose the services your business offers.',
          },
        ]}
      />
      <h2>Additional Management</h2>
      <Tiles
        label="Additional Management"
        tiles={[
          ...(settings
            ? [
                {
                  to: paths.businessUpdateBasicInfo,
                  title: 'Update Profile',
                  text: 'Name, contact details, bio and links.',
                },
              ]
            : []),
          {
            to: paths.businessAddMedia,
            title: 'Manage Media',
            text: 'Upload photos and choose the thumbnail.',
          },
        ]}
      />
    </>
  );
}
