// Header navigation per role (docs/product/README.md#header-and-navigation); the desk's items
// for the desk roles that may use them (docs/product/business-desk.md#what-each-role-sees).
import type { DeskAction } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { link, paths } from '@/config/paths';
import { userDeskCan, worksDesk } from '@/lib/desk-role';

export interface NavItem {
  /** Translated where shown. */
  label: MessageDescriptor;
  to: string;
}

const VISITOR: NavItem[] = [
  { label: msg`HOME`, to: paths.home },
  { label: msg`VENDORS`, to: paths.listings },
  { label: msg`COMPARE`, to: paths.compareVendors },
  { label: msg`DEALS`, to: paths.deals },
  { label: msg`REGISTER AS BUSINESS`, to: paths.businessSignup },
];

const CUSTOMER: NavItem[] = [
  { label: msg`HOME`, to: paths.homeAlias },
  { label: msg`VENDORS`, to: paths.listings },
  { label: msg`COMPARE`, to: paths.compareVendors },
  { label: msg`BOOKINGS`, to: paths.customersBookingsApproved },
  { label: msg`DEALS`, to: paths.deals },
  { label: msg`REGISTER AS BUSINESS`, to: paths.businessSignup },
];

const DESK: (NavItem & { action: DeskAction })[] = [
  { label: msg`HOME`, to: link.businessTab('home'), action: 'desk' },
  { label: msg`DASHBOARD`, to: link.businessTab('dashboard'), action: 'figures' },
  { label: msg`EVENTS`, to: link.businessTab('events'), action: 'requests' },
  { label: msg`CALENDAR`, to: link.businessTab('calendar'), action: 'calendar' },
  { label: msg`PAYMENTS`, to: link.businessTab('payments'), action: 'record_payment' },
  { label: msg`MANAGE`, to: paths.businessManage, action: 'catalog' },
];

export function navItemsFor(user: User | null): NavItem[] {
  if (!user) return VISITOR;
  if (!worksDesk(user)) return CUSTOMER;
  return DESK.filter((item) => userDeskCan(user, item.action)).map(({ label, to }) => ({
    label,
    to,
  }));
}
