// The desk's Settings tab, the owner's: the same panel as /business/settings, and the staff
// who work the desk (docs/product/business-desk.md#staff), and the payment details customers pay
// by transfer to (docs/product/payments.md#bank-transfer-and-raast).
import { Trans } from '@lingui/react/macro';
import { BusinessSettingsPanel } from '@/features/business/components/business-settings-panel';
import { StaffSection } from '@/features/staff/components/staff-section';
import { PaymentDetailsSection } from '@/features/transfers/components/payment-details-form';
import { useDeskCan } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';
import type { BusinessTabProps } from './tabs';

export default function SettingsTab({ business }: BusinessTabProps) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const manageStaff = useDeskCan('staff');
  const settings = useDeskCan('settings');
  return (
    <section aria-labelledby="settings-tab-title">
      <h2 id="settings-tab-title">
        <Trans>Settings</Trans>
      </h2>
      {user && <BusinessSettingsPanel business={business} user={user} headingLevel={3} />}
      {settings && <PaymentDetailsSection />}
      {manageStaff && <StaffSection businessId={business.business_id} />}
    </section>
  );
}
