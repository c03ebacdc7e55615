import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '@/components/ui/coming-soon';
import { BUSINESS_TABS, type BusinessTab } from '@/config/paths';

const TITLES: Record<BusinessTab, string> = {
  home: 'Home',
  dashboard: 'Dashboard',
  events: 'Booking Requests',
  calendar: 'Calendar',
  payments: 'Payments',
  packages: 'Packages',
  services: 'Services',
  halls: 'Halls',
  workers: 'Workers',
  settings: 'Settings',
  media: 'Media',
};

/** /business/home: the tab comes from ?tab= (spec 002 §2.1); default home. */
export default function BusinessHomeRoute() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab = BUSINESS_TABS.find((t) => t === requested) ?? 'home';
  return (
    <ComingSoon
      title={`Business ${TITLES[tab]}`}
      description="Your business dashboard, booking requests, calendar and payments will be managed here."
    />
  );
}
