import type { Favorite } from '@baraat/shared/schemas/favorites';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { link } from '@/config/paths';
import { showToast } from '@/lib/toasts';
import { removeFavorite } from '../api/remove-favorite';

/** The customer's saved vendors (docs/product/discovery.md#favourites), each with a Remove. */
export function FavoritesList({
  favorites,
  onChanged,
}: {
  favorites: Favorite[];
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const [confirm, confirmDialog] = useConfirm();
  const remove = async (businessId: number) => {
    const question = t`Remove this vendor from your favorites?`;
    if (!(await confirm({ question, confirmLabel: t`Remove` }))) return;
    try {
      await removeFavorite(businessId);
      onChanged();
    } catch {
      showToast('error', t`Failed to remove from favorites`);
    }
  };
  if (favorites.length === 0)
    return (
      <p className="muted">
        <Trans>No favourite vendors yet. Save vendors from their profiles.</Trans>
      </p>
    );
  return (
    <>
      <ul className="related-grid" aria-label={t`Favorite vendors`}>
        {favorites.map((favorite) => (
          <li key={favorite.id} className="package-card">
            <Link to={link.vendorProfile(favorite.business.slug)}>
              <strong>{favorite.business.business_name}</strong>
            </Link>
            <p className="muted">
              {i18n._(favorite.business.user_business_mapping.business_type.business_type_name)} ·{' '}
              {favorite.business.city_name}
            </p>
            <p>★ {favorite.business.rating.toFixed(1)}</p>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => remove(favorite.business_id)}
            >
              <Trans>Remove</Trans>
            </button>
          </li>
        ))}
      </ul>
      {confirmDialog}
    </>
  );
}
