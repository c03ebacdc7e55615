import { describe, expect, it } from 'vitest';
import { isHallBusiness, managementTile } from './business-kind';

describe('business kind', () => {
  it('treats halls, marquees, venues and banquets as hall businesses, by type or name', () => {
    expect(isHallBusiness('Marriage Marquee')).toBe(true);
    expect(isHallBusiness('Banquet Hall')).toBe(true);
    expect(isHallBusiness('Photographer', 'Royal Venue Studio')).toBe(true);
    expect(isHallBusiness('Photographer', 'Lens & Light')).toBe(false);
    expect(isHallBusiness(null)).toBe(false);
  });

  it.each([
    ['Marriage Marquee', 'Add Halls', 'halls'],
    ['Photographer', 'Team Management for photographers', 'workers'],
    ['DJ & Sound', 'Team Management for musicians and DJs', 'workers'],
    ['Catering', 'Team Management for chefs', 'workers'],
    ['Car Rental', 'Fleet Management', 'workers'],
    ['Bakery', 'Team Management for bakers', 'workers'],
    ['Salon', 'Team Management', 'workers'],
  ])('gives a %s business the tile %s on the %s tab', (type, label, tab) => {
    expect(managementTile(type)).toMatchObject({ label, tab });
  });
});
