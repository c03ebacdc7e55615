// Fixed reference lists from the spec (docs/product/accounts.md#what-an-account-holds, docs/product/texts.md#limits). Ids are part of the contract:
// sign-up payloads send them, and the database seeds its catalogue tables from these.

export interface CatalogItem {
  id: number;
  name: string;
}

export const CITIES: readonly CatalogItem[] = [
  { id: 1, name: 'Karachi' },
  { id: 2, name: 'Lahore' },
  { id: 3, name: 'Islamabad' },
  { id: 4, name: 'Rawalpindi' },
  { id: 5, name: 'Faisalabad' },
  { id: 6, name: 'Multan' },
  { id: 7, name: 'Peshawar' },
  { id: 8, name: 'Quetta' },
];

/** City centres, for distance sorting and the radius filter of advanced search. */
export const CITY_CENTRES: Readonly<Record<number, { lat: number; lng: number }>> = {
  1: { lat: 24.8607, lng: 67.0011 },
  2: { lat: 31.5204, lng: 74.3587 },
  3: { lat: 33.6844, lng: 73.0479 },
  4: { lat: 33.5651, lng: 73.0169 },
  5: { lat: 31.4504, lng: 73.135 },
  6: { lat: 30.1575, lng: 71.5249 },
  7: { lat: 34.0151, lng: 71.5249 },
  8: { lat: 30.1798, lng: 66.975 },
};

export const BUSINESS_TYPES: readonly CatalogItem[] = [
  { id: 1, name: 'Marriage Marquee' },
  { id: 2, name: 'Wedding Photography' },
  { id: 3, name: 'Car Rental' },
  { id: 4, name: 'Jewelry Store' },
  { id: 5, name: 'Catering Service' },
  { id: 6, name: 'Music & DJ' },
  { id: 7, name: 'Designer (Fashion/Interior)' },
  { id: 8, name: 'Beauty Salon' },
  { id: 9, name: 'Wedding Cake' },
  { id: 10, name: 'Wedding Planner' },
  { id: 11, name: 'Decoration Services' },
  { id: 12, name: 'Boutique' },
  { id: 13, name: 'Bridal Dress' },
  { id: 14, name: 'Printing Services' },
];

/**
 * The event types in the order every list offers them (docs/product/decisions.md#event-types-pakistan-uses):
 * a Pakistani wedding's functions as they happen, then the general words, Other last. Ids 1–5
 * are the brief's and keep their meaning; 6–9 were added for the functions Pakistan books.
 */
export const EVENT_TYPES = [
  { id: 9, name: 'Dholki' },
  { id: 3, name: 'Mehndi' },
  { id: 8, name: 'Nikah' },
  { id: 6, name: 'Baraat' },
  { id: 7, name: 'Walima' },
  { id: 1, name: 'Wedding' },
  { id: 2, name: 'Engagement' },
  { id: 4, name: 'Reception' },
  { id: 5, name: 'Other' },
] as const satisfies readonly CatalogItem[];

export type EventTypeName = (typeof EVENT_TYPES)[number]['name'];

/** An event type's id by its name: `eventTypeId('Walima')` is 7. */
export const eventTypeId = (name: EventTypeName): number =>
  EVENT_TYPES.find((type) => type.name === name)!.id;

/** The event type a single booking starts with: the general Wedding. */
export const DEFAULT_EVENT_TYPE_ID = eventTypeId('Wedding');

/** Rows of event types in EVENT_TYPES' order; a type the list does not have goes last. */
export function inEventTypeOrder<T extends { id: number }>(rows: readonly T[]): T[] {
  const rank = (id: number) => {
    const at = EVENT_TYPES.findIndex((type) => type.id === id);
    return at === -1 ? EVENT_TYPES.length : at;
  };
  return [...rows].sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);
}

export interface ServiceTypeItem {
  id: number;
  name: string;
  businessTypeId: number;
  description: string;
}

// The spec does not list service types; these are Baraat's, a few per business type.
const SERVICES_BY_TYPE: Record<number, [string, string][]> = {
  1: [
    ['Hall Booking', 'Indoor hall for the event'],
    ['Lawn Booking', 'Open-air lawn for the event'],
    ['Stage Setup', 'Bridal stage and seating'],
    ['In-house Catering', 'Menu served by the venue'],
  ],
  2: [
    ['Event Photography', 'Full-day photo coverage'],
    ['Videography', 'Cinematic event film'],
    ['Drone Coverage', 'Aerial photos and video'],
    ['Photo Album', 'Printed premium album'],
  ],
  3: [
    ['Bridal Car', 'Decorated car for the couple'],
    ['Guest Transport', 'Coasters and vans for guests'],
    ['Chauffeur Service', 'Driver with the vehicle'],
  ],
  4: [
    ['Bridal Jewelry Set', 'Complete bridal set'],
    ['Jewelry Rental', 'Sets rented for the event'],
    ['Custom Design', 'Made-to-order pieces'],
  ],
  5: [
    ['Buffet Catering', 'Buffet with live stations'],
    ['Plated Dinner', 'Served course menu'],
    ['Hi-Tea', 'Evening hi-tea service'],
  ],
  6: [
    ['DJ Night', 'DJ with sound system'],
    ['Live Band', 'Band performance'],
    ['Dholki Night', 'Traditional dhol and singers'],
  ],
  7: [
    ['Bridal Outfit Design', 'Custom bridal wear'],
    ['Groom Outfit Design', 'Custom sherwani and suits'],
    ['Interior Styling', 'Home and venue styling'],
  ],
  8: [
    ['Bridal Makeup', 'Full bridal makeup and hair'],
    ['Party Makeup', 'Makeup for guests and family'],
    ['Mehndi Application', 'Henna for bride and guests'],
  ],
  9: [
    ['Wedding Cake', 'Tiered wedding cake'],
    ['Dessert Table', 'Sweets and dessert display'],
  ],
  10: [
    ['Full Planning', 'Planning from start to finish'],
    ['Day Coordination', 'Coordination on the day'],
  ],
  11: [
    ['Floral Decoration', 'Fresh flower arrangements'],
    ['Stage Decoration', 'Themed stage decor'],
    ['Lighting', 'Event lighting design'],
  ],
  12: [
    ['Formal Wear', 'Ready-to-wear formal outfits'],
    ['Alterations', 'Tailoring and fitting'],
  ],
  13: [
    ['Bridal Dress', 'Bridal lehenga and gowns'],
    ['Bridal Dress Rental', 'Dresses rented for the event'],
  ],
  14: [
    ['Wedding Cards', 'Printed invitation cards'],
    ['Digital Invitations', 'E-cards and video invites'],
    ['Event Banners', 'Banners and signage'],
  ],
};

export const SERVICE_TYPES: readonly ServiceTypeItem[] = Object.entries(SERVICES_BY_TYPE)
  .flatMap(([typeId, services]) =>
    services.map(([name, description]) => ({ businessTypeId: Number(typeId), name, description })),
  )
  .map((service, index) => ({ id: index + 1, ...service }));

/** The dashboard search's cities (docs/product/texts.md#limits): the catalogue's eight and two with no vendors yet. */
export const DASHBOARD_CITIES = [
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Sialkot',
  'Gujranwala',
] as const;

/** The dashboard search's broad service names (docs/product/texts.md#limits), each the service types it covers. */
export const DASHBOARD_SERVICES: Readonly<Record<string, readonly string[]>> = {
  Photography: ['Event Photography', 'Drone Coverage', 'Photo Album'],
  Videography: ['Videography', 'Drone Coverage'],
  Catering: ['Buffet Catering', 'Plated Dinner', 'Hi-Tea', 'In-house Catering'],
  Decoration: ['Stage Setup', 'Stage Decoration', 'Lighting', 'Floral Decoration'],
  Makeup: ['Bridal Makeup', 'Party Makeup', 'Mehndi Application'],
  'Music & DJ': ['DJ Night', 'Live Band', 'Dholki Night'],
  Transportation: ['Bridal Car', 'Guest Transport', 'Chauffeur Service'],
  Venue: ['Hall Booking', 'Lawn Booking'],
  Clothing: [
    'Bridal Outfit Design',
    'Groom Outfit Design',
    'Formal Wear',
    'Alterations',
    'Bridal Dress',
    'Bridal Dress Rental',
  ],
  Jewelry: ['Bridal Jewelry Set', 'Jewelry Rental', 'Custom Design'],
  Flowers: ['Floral Decoration'],
  'Cards & Invitations': ['Wedding Cards', 'Digital Invitations'],
};

/**
 * The service type ids a dashboard service name covers; a service type's own name or id
 * (both readings are accepted, docs/product/decisions.md) gives that one.
 */
export function serviceTypeIdsFor(name: string): number[] | undefined {
  const byId = SERVICE_TYPES.find((type) => String(type.id) === name.trim());
  if (byId) return [byId.id];
  const wanted = name.trim().toLowerCase();
  const broad = Object.entries(DASHBOARD_SERVICES).find(([key]) => key.toLowerCase() === wanted);
  const names = new Set((broad?.[1] ?? [name.trim()]).map((n) => n.toLowerCase()));
  const ids = SERVICE_TYPES.filter((type) => names.has(type.name.toLowerCase())).map((t) => t.id);
  return ids.length ? ids : undefined;
}
