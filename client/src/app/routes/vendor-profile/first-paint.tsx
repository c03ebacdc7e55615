// The profile's first paint, before its reading code and the query client have come: the
// hero from the answer main.tsx asked for early (app/screens.ts), or the loading state.
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { FavoriteBeforeCheck } from '@/features/favorites/components/favorite-before-check';
import { ProfileHero } from '@/features/vendors/components/profile-hero';

/** As tall as the screen, so the footer does not jump when the profile arrives (CLS). */
export function ProfileLoading() {
  const { t } = useLingui();
  return (
    <div className="profile-loading">
      <Spinner label={t`Loading vendor...`} />
    </div>
  );
}

/** The hero as the full profile shows it, the sections' room held below it. */
export function ProfileFirstPaint({ vendor }: { vendor: VendorProfile }) {
  return (
    <article className="page profile">
      <ProfileHero vendor={vendor} favorite={<FavoriteBeforeCheck />} />
      <div className="profile-loading" />
    </article>
  );
}
