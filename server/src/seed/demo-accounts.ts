// The demo accounts the README lists. Created on first start (SEED unset) and by `npm run seed`.
export const DEMO_PASSWORD = 'Baraat#2026';

export const DEMO_CUSTOMER = {
  username: 'demo_customer',
  email: 'customer@baraat.pk',
  first_name: 'Ayesha',
  last_name: 'Khan',
  mobile: '0300 1234567',
  city_id: 2,
} as const;

export const DEMO_OWNER = {
  username: 'demo_owner',
  email: 'owner@baraat.pk',
  first_name: 'Imran',
  last_name: 'Ali',
  mobile: '0321 7654321',
  city_id: 1,
} as const;

export const DEMO_OWNER_BUSINESS = {
  business_name: 'Shalimar Marquee',
  bio: 'A garden marquee in Karachi for mehndi, baraat and walima, seating up to 800 guests.',
  address: 'Plot 12, Rashid Minhas Road, Gulshan-e-Iqbal',
  business_phone: '021 34567890',
  city_id: 1,
  business_type_id: 1,
} as const;
