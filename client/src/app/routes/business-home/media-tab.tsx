import { Trans } from '@lingui/react/macro';
import { MediaManager } from '@/features/business-media/components/media-manager';
import { useSessionStore } from '@/lib/session';
import type { BusinessTabProps } from './tabs';

export default function MediaTab({ business }: BusinessTabProps) {
  const userId = useSessionStore((state) => state.session?.user.user_id);
  return (
    <section aria-labelledby="media-tab-title">
      <h2 id="media-tab-title">
        <Trans>Media</Trans>
      </h2>
      {userId !== undefined && (
        <MediaManager
          businessId={business.business_id}
          businessName={business.business_name}
          userId={userId}
        />
      )}
    </section>
  );
}
