// The desk's Settings tab: the same panel as /business/settings.
import { BusinessSettingsPanel } from '@/features/business/components/business-settings-panel';
import { useSessionStore } from '@/lib/session';
import type { BusinessTabProps } from './tabs';

export default function SettingsTab({ business }: BusinessTabProps) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  return (
    <section aria-labelledby="settings-tab-title">
      <h2 id="settings-tab-title">Settings</h2>
      {user && <BusinessSettingsPanel business={business} user={user} headingLevel={3} />}
    </section>
  );
}
