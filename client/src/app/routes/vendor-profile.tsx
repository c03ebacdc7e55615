import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { vendorProfileUrl } from '@/features/vendors/profile-address';
import { peekEarlyJson } from '@/lib/early-fetch';
import { partLoader, ReadingPart } from '../reading-part';
import { ProfileFirstPaint, ProfileLoading } from './vendor-profile/first-paint';

// The hero paints from the early answer with the shell alone; the profile's reads (the query
// client, the offline copy, the favourites) and its sections come after that paint.
const page = partLoader(() =>
  import('./vendor-profile/profile').then((module) => module.VendorProfilePage),
);

/** A navigation here waits for the profile's code too (app/router.tsx). */
export const preloadReads = () => page.preload();

/** The early answer for the profile first opened here: waiting, none (null) or the profile. */
function useEarlyProfile(slug: string): VendorProfile | null | 'waiting' {
  const [first] = useState(() => ({
    slug,
    json: peekEarlyJson<VendorProfile>(vendorProfileUrl(slug)),
  }));
  const [arrived, setArrived] = useState<VendorProfile | null>();
  useEffect(() => {
    if (!first.json || first.json.arrived) return;
    let mounted = true;
    void first.json.json.then((answer) => mounted && setArrived(answer ?? null));
    return () => {
      mounted = false;
    };
  }, [first]);
  // Another profile opened from this one (a related vendor) has no early answer.
  if (first.slug !== slug || !first.json) return null;
  if (first.json.arrived) return first.json.json ?? null;
  return arrived === undefined ? 'waiting' : arrived;
}

/** /listings/profile/{slug}: the public vendor profile (docs/product/discovery.md#the-customer-screens). */
export default function VendorProfileRoute() {
  const { slug = '' } = useParams();
  const early = useEarlyProfile(slug);
  // Its reads start once the hero has painted (or at once with no early answer to show).
  if (early === 'waiting') return <ProfileLoading />;
  return (
    <ReadingPart
      part={page}
      props={{ slug, early: early ?? undefined }}
      fallback={early ? <ProfileFirstPaint vendor={early} /> : <ProfileLoading />}
    />
  );
}
