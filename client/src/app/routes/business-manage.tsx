// /business/manage (docs/product/business-desk.md#business-management): Business Management. Quick Management opens the desk's
// packages, the tile of the business's kind (halls, a team or a fleet) and services;
// Additional Management opens the profile form (the owner's: docs/product/business-desk.md#what-each-role-sees)
// and the media page.
import { managementTile } from '@baraat/shared/domain/business-kind';
import { Trans, useLingui } from '@lingui/react/macro';
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
        <h1 id="business-manage-title">
          <Trans>Business Management</Trans>
        </h1>
        <Link className="button button-secondary" to={paths.businessHome}>
          <Trans>Back</Trans>
        </Link>
      </div>
      {business.status === 'pending' && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          <Trans>Failed to load business information</Trans>
        </RetryAlert>
      )}
      {business.data && <Sections typeName={business.data.business_type.business_type_name} />}
    </section>
  );
}

function Sections({ typeName }: { typeName: string }) {
  const { t, i18n } = useLingui();
  const tile = managementTile(typeName);
  const settings = useDeskCan('settings');
  const quick = t`Quick Management`;
  const additional = t`Additional Management`;
  return (
    <>
      <h2>{quick}</h2>
      <Tiles
        label={quick}
        tiles={[
          {
            to: link.businessTab('packages'),
            title: t`Manage Packages`,
            text: t`Add, price and edit the packages customers book.`,
          },
          {
            to: link.businessTab(tile.tab),
            title: i18n._(tile.label),
            text:
              tile.tab === 'halls'
                ? t`Keep your halls and their capacity up to date.`
                : t`Keep who does the work up to date.`,
          },
          {
            to: link.businessTab('services'),
            title: t`Manage Services`,
            text: t`Choose the services your business offers.`,
          },
        ]}
      />
      <h2>{additional}</h2>
      <Tiles
        label={additional}
        tiles={[
          ...(settings
            ? [
                {
                  to: paths.businessUpdateBasicInfo,
                  title: t`Update Profile`,
                  text: t`Name, contact details, bio and links.`,
                },
              ]
            : []),
          {
            to: paths.businessAddMedia,
            title: t`Manage Media`,
            text: t`Upload photos and choose the thumbnail.`,
          },
        ]}
      />
    </>
  );
}
