// A vendor's card in the list (docs/product/texts.md#urdu): its address, kept as written, and
// its city are joined by the comma of the page's language, so an Urdu line reads "…، کراچی".
import { setCurrentLanguage } from '@baraat/shared/i18n/languages';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogKey, i18n } from '@/lib/i18n';
import { VendorCard } from './vendor-card';

const card: ListingCard = {
  business_id: 7,
  business_name: 'Shalimar Marquee',
  slug: 'shalimar-marquee',
  thumbnail_url: null,
  rating: 4.5,
  review_count: 10,
  address: 'Plot 12, Rashid Minhas Road',
  business_phone: '021 34567890',
  business_email: null,
  no_of_workers: 3,
  bio: '',
  business_description: '',
  business_type_id: 1,
  business_type: 'Wedding Hall / Marquee',
  city_id: 1,
  business_city: 'Karachi',
  business_area: 'Gulshan-e-Iqbal',
  is_verified: true,
  is_featured: false,
  min_price: null,
  max_price: null,
  no_of_packages: 0,
  max_capacity: 800,
  has_online_booking: true,
  has_instant_booking: false,
  response_time: '',
  portfolio_images: [],
  offer_words: [],
  distance_km: null,
  created_at: '2026-01-05T10:00:00Z',
};

const placeLine = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && !!element.querySelector('bdi'));

afterEach(() => {
  cleanup();
  setCurrentLanguage('en');
  i18n.activate('en');
});

describe("a vendor card's place", () => {
  it('joins the address and the city with an English comma in English', () => {
    render(<VendorCard card={card} />, { wrapper: MemoryRouter });
    expect(placeLine().textContent).toBe('Plot 12, Rashid Minhas Road, Karachi');
  });

  it("joins them with Urdu's comma in Urdu, the address kept as written", () => {
    setCurrentLanguage('ur');
    i18n.load('ur', { [catalogKey('Karachi')]: 'کراچی' });
    i18n.activate('ur');
    render(<VendorCard card={card} />, { wrapper: MemoryRouter });
    expect(placeLine().textContent).toBe('Plot 12, Rashid Minhas Road، کراچی');
    expect(placeLine().querySelector('bdi')?.textContent).toBe('Plot 12, Rashid Minhas Road');
  });
});
