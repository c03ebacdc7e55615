import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { worksDesk } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';
import { showToast } from '@/lib/toasts';
import { addFavorite } from '../api/add-favorite';
import { checkFavorite } from '../api/check-favorite';
import { removeFavorite } from '../api/remove-favorite';
import { FAVORITE_TEXTS } from '../texts';
import { FavoriteBeforeCheck } from './favorite-before-check';

/** Save or unsave a vendor; for signed-in customers (visitors are offered sign-in). */
export function FavoriteButton({ businessId }: { businessId: number }) {
  const { t, i18n } = useLingui();
  const user = useSessionStore((state) => state.session?.user ?? null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const customer = user !== null && !worksDesk(user);

  useEffect(() => {
    if (!customer) return;
    let live = true;
    checkFavorite(businessId).then(
      (value) => live && setSaved(value),
      () => live && setSaved(false),
    );
    return () => {
      live = false;
    };
  }, [businessId, customer]);

  if (!customer || saved === null) return <FavoriteBeforeCheck />;

  const toggle = async () => {
    const next = !saved;
    setBusy(true);
    try {
      await (next ? addFavorite(businessId) : removeFavorite(businessId));
      setSaved(next);
    } catch {
      showToast('error', i18n._(next ? FAVORITE_TEXTS.addFailed : FAVORITE_TEXTS.removeFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button-secondary"
      aria-pressed={saved}
      disabled={busy}
      onClick={toggle}
    >
      {saved ? `♥ ${t`Saved`}` : `♡ ${t`Save`}`}
    </button>
  );
}
