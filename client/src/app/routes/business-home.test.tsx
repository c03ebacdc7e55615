// The desk's tabs by role (docs/product/business-desk.md#what-each-role-sees): each role sees
// the tabs it may use, and a tab it may not, opened by its address, shows the table's reason
// without asking the server for what it would refuse.
import 'fake-indexeddb/auto';
import type { DeskRole } from '@baraat/shared/domain/desk-roles';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, signOutForTest, stubDeskFetch } from '@/lib/test-desk';
import BusinessHomeRoute from './business-home';

const hall = { business_type_id: 1, business_type_name: 'Marriage Hall' };
const BUSINESS: MyBusiness = {
  business_id: 11,
  user_business_mapping_id: 11,
  business_name: 'Shalimar Marquee',
  slug: 'shalimar-marquee',
  bio: '',
  address: 'Canal Road',
  business_phone: '03001234567',
  business_email: null,
  website: null,
  facebook_page: null,
  instagram_page: null,
  city_id: 1,
  city_name: 'Lahore',
  rating: 0,
  review_count: 0,
  no_of_workers: 0,
  max_capacity: 500,
  is_verified: false,
  is_deleted: false,
  created_at: '2026-01-01T00:00:00Z',
  modified_at: '2026-01-01T00:00:00Z',
  business_type: hall,
  user_business_mapping: { user_business_mapping_id: 11, business_type: hall },
  hold_days: 3,
  advance_percent: 30,
};

let asked: string[] = [];
beforeEach(() => {
  asked = stubDeskFetch({ '/api/business/my-business': BUSINESS, '/api/business/staff': [] });
});
afterEach(() => {
  cleanup();
  signOutForTest();
  vi.unstubAllGlobals();
});

async function openAs(role: DeskRole, tab: string) {
  signInAs(role);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/business/home?tab=${tab}`]}>
        <Routes>
          <Route path="/business/home" element={<BusinessHomeRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The desk's read and its tab load as code of their own, transformed on first import: on a
  // busy machine that takes longer than findBy's default second.
  await screen.findByRole('heading', { level: 1, name: 'Shalimar Marquee' }, { timeout: 10_000 });
  return within(screen.getByRole('navigation', { name: 'Business' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** The desk's title bar: its name, View Public Profile and (the owner's) Edit Business. */
const toolbar = () => screen.getByRole('heading', { level: 1 }).parentElement!;

const ALL = ['Home', 'Dashboard', 'Booking Requests', 'Calendar', 'Payments', 'Activity'];
const CATALOG = ['Packages', 'Services', 'Halls'];

describe('the desk by role', () => {
  it('shows the owner every tab, Settings with its Staff section, and Edit Business', async () => {
    const tabs = await openAs('owner', 'settings');
    expect(tabs).toEqual([...ALL, ...CATALOG, 'Settings', 'Media']);
    expect(await screen.findByRole('heading', { name: 'Staff' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(toolbar()).getByRole('link', { name: 'Edit Business' })).toBeTruthy();
  });

  it('shows the manager all but Settings, and says so at its address', async () => {
    const tabs = await openAs('manager', 'settings');
    expect(tabs).toEqual([...ALL, ...CATALOG, 'Media']);
    expect(
      screen.getByRole('heading', { name: 'Your role cannot change the business settings.' }),
    ).toBeTruthy();
    expect(within(toolbar()).queryByRole('link', { name: 'Edit Business' })).toBeNull();
    expect(asked).not.toContain('/api/business/staff');
  });

  it('shows the front desk its work alone, and no figures at the dashboard’s address', async () => {
    const tabs = await openAs('front_desk', 'dashboard');
    expect(tabs).toEqual(['Home', 'Booking Requests', 'Calendar', 'Payments', 'Halls']);
    expect(screen.getByRole('heading', { name: 'Your role cannot see the figures.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the desk' }).getAttribute('href')).toBe(
      '/business/home',
    );
    expect(asked).toEqual(['/api/business/my-business']);
  });
});
