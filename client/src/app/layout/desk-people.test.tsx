// Who works the desk and in which role, read from the user the device keeps
// (docs/product/accounts.md#staff-and-roles), and what the header shows them
// (docs/product/business-desk.md#who-is-at-the-desk, README.md#header-and-navigation).
import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import { DESK_ROLES, type DeskAction, deskCan } from '@baraat/shared/domain/desk-roles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeskPerson } from '@/features/business/components/desk-person';
import { deskRoleOf, userDeskCan, worksDesk } from '@/lib/desk-role';
import { deskUser } from '@/lib/test-desk';
import { navItemsFor } from './nav-items';

afterEach(cleanup);

describe('the desk role of the signed-in user', () => {
  it('is the owner’s, a member’s seat’s, and nobody else’s', () => {
    expect(deskRoleOf(deskUser('owner'))).toBe('owner');
    expect(deskRoleOf(deskUser('manager'))).toBe('manager');
    expect(deskRoleOf(deskUser('front_desk'))).toBe('front_desk');
    expect(deskRoleOf(deskUser('customer'))).toBeNull();
    expect(deskRoleOf(null)).toBeNull();
    expect(worksDesk(deskUser('front_desk'))).toBe(true);
    expect(worksDesk(deskUser('customer'))).toBe(false);
  });

  it('allows every action exactly as the shared table does, and a customer none', () => {
    for (const action of Object.keys(DESK_ACTIONS) as DeskAction[]) {
      for (const role of DESK_ROLES) {
        expect(userDeskCan(deskUser(role), action), `${role} ${action}`).toBe(
          deskCan(role, action),
        );
      }
      expect(userDeskCan(deskUser('customer'), action)).toBe(false);
    }
  });

  it('gives each role the header links it may use', () => {
    const labels = (role: Parameters<typeof deskUser>[0]) =>
      navItemsFor(deskUser(role)).map((item) => item.label);
    const desk = ['HOME', 'DASHBOARD', 'EVENTS', 'CALENDAR', 'PAYMENTS', 'MANAGE'];
    expect(labels('owner')).toEqual(desk);
    expect(labels('manager')).toEqual(desk);
    expect(labels('front_desk')).toEqual(['HOME', 'EVENTS', 'CALENDAR', 'PAYMENTS']);
    expect(labels('customer')).toContain('BOOKINGS');
  });
});

describe('who is at the desk', () => {
  it('names a member by their seat and role, the owner as Owner', () => {
    const { unmount } = render(<DeskPerson user={deskUser('front_desk')} />);
    expect(screen.getByText('Ali Raza').parentElement?.textContent).toBe(
      'At the desk: Ali Raza · Front desk',
    );
    unmount();
    render(<DeskPerson user={deskUser('owner')} />);
    expect(screen.getByText('Sana Malik').parentElement?.textContent).toBe(
      'At the desk: Sana Malik · Owner',
    );
  });

  it('shows nothing for a customer', () => {
    const { container } = render(<DeskPerson user={deskUser('customer')} />);
    expect(container.textContent).toBe('');
  });
});
