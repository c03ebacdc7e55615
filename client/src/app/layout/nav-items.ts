// Header navigation per role (docs/product/README.md#header-and-navigation).
import type { User } from '@baraat/shared/schemas/auth';
import { link, paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
}

const VISITOR: NavItem[] = [
  { label: 'HOME', to: paths.home },
  { label: 'VENDORS', to: paths.listings },
  { label: 'COMPARE', to: paths.compareVendors },
  { label: 'DEALS', to: paths.deals },
  { label: 'REGISTER AS BUSINESS', to: paths.businessSignup },
];

const CUSTOMER: NavItem[] = [
  { label: 'HOME', to: paths.homeAlias },
  { label: 'VENDORS', to: paths.listings },
  { label: 'COMPARE', to: paths.compareVendors },
  { label: 'BOOKINGS', to: paths.customersBookingsApproved },
  { label: 'DEALS', to: paths.deals },
  { label: 'REGISTER AS BUSINESS', to: paths.businessSignup },
];

const OWNER: NavItem[] = [
  { label: 'HOME', to: link.businessTab('home') },
  { label: 'DASHBOARD', to: link.businessTab('dashboard') },
  { label: 'EVENTS', to: link.businessTab('events') },
  { label: 'CALENDAR', to: link.businessTab('calendar') },
  { label: 'PAYMENTS', to: link.businessTab('payments') },
  { label: 'MANAGE', to: paths.businessManage },
];

export function navItemsFor(user: User | null): NavItem[] {
  if (!user) return VISITOR;
  return user.is_business_owner ? OWNER : CUSTOMER;
}
