// Header navigation per role (docs/product/README.md#header-and-navigation); the desk's items
// for the desk roles that may use them (docs/product/business-desk.md#what-each-role-sees).
import type { DeskAction } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import { link, paths } from '@/config/paths';
import { userDeskCan, worksDesk } from '@/lib/desk-role';

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

const DESK: (NavItem & { action: DeskAction })[] = [
  { label: 'HOME', to: link.businessTab('home'), action: 'desk' },
  { label: 'DASHBOARD', to: link.businessTab('dashboard'), action: 'figures' },
  { label: 'EVENTS', to: link.businessTab('events'), action: 'requests' },
  { label: 'CALENDAR', to: link.businessTab('calendar'), action: 'calendar' },
  { label: 'PAYMENTS', to: link.businessTab('payments'), action: 'record_payment' },
  { label: 'MANAGE', to: paths.businessManage, action: 'catalog' },
];

export function navItemsFor(user: User | null): NavItem[] {
  if (!user) return VISITOR;
  if (!worksDesk(user)) return CUSTOMER;
  return DESK.filter((item) => userDeskCan(user, item.action)).map(({ label, to }) => ({
    label,
    to,
  }));
}
