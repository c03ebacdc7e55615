// Fixed reference lists from the spec (docs/product/accounts.md#what-an-account-holds, docs/product/texts.md#limits). Ids are part of the contract:
// sign-up payloads send them, and the database seeds its catalogue tables from these.

import { tx } from '../i18n/text';

export interface CatalogItem {
  id: number;
  name: string;
}

export const CITIES: readonly CatalogItem[] = [
  { id: 1, name: tx('Karachi') },
  { id: 2, name: tx('Lahore') },
  { id: 3, name: tx('Islamabad') },
  { id: 4, name: tx('Rawalpindi') },
  { id: 5, name: tx('Faisalabad') },
  { id: 6, name: tx('Multan') },
  { id: 7, name: tx('Peshawar') },
  { id: 8, name: tx('Quetta') },
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
  { id: 1, name: tx('Marriage Marquee') },
  { id: 2, name: tx('Wedding Photography') },
  { id: 3, name: tx('Car Rental') },
  { id: 4, name: tx('Jewelry Store') },
  { id: 5, name: tx('Catering Service') },
  { id: 6, name: tx('Music & DJ') },
  { id: 7, name: tx('Designer (Fashion/Interior)') },
  { id: 8, name: tx('Beauty Salon') },
  { id: 9, name: tx('Wedding Cake') },
  { id: 10, name: tx('Wedding Planner') },
  { id: 11, name: tx('Decoration Services') },
  { id: 12, name: tx('Boutique') },
  { id: 13, name: tx('Bridal Dress') },
  { id: 14, name: tx('Printing Services') },
];

/**
 * The event types in the order every list offers them (docs/product/decisions.md#event-types-pakistan-uses):
 * a Pakistani wedding's functions as they happen, then the general words, Other last. Ids 1–5
 * are the brief's and keep their meaning; 6–9 were added for the functions Pakistan books.
 */
export const EVENT_TYPES = [
  { id: 9, name: tx('Dholki') },
  { id: 3, name: tx('Mehndi') },
  { id: 8, name: tx('Nikah') },
  { id: 6, name: tx('Baraat') },
  { id: 7, name: tx('Walima') },
  { id: 1, name: tx('Wedding') },
  { id: 2, name: tx('Engagement') },
  { id: 4, name: tx('Reception') },
  { id: 5, name: tx('Other') },
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
    [tx('Hall Booking'), tx('Indoor hall for the event')],
    [tx('Lawn Booking'), tx('Open-air lawn for the event')],
    [tx('Stage Setup'), tx('Bridal stage and seating')],
    [tx('In-house Catering'), tx('Menu served by the venue')],
  ],
  2: [
    [tx('Event Photography'), tx('Full-day photo coverage')],
    [tx('Videography'), tx('Cinematic event film')],
    [tx('Drone Coverage'), tx('Aerial photos and video')],
    [tx('Photo Album'), tx('Printed premium album')],
  ],
  3: [
    [tx('Bridal Car'), tx('Decorated car for the couple')],
    [tx('Guest Transport'), tx('Coasters and vans for guests')],
    [tx('Chauffeur Service'), tx('Driver with the vehicle')],
  ],
  4: [
    [tx('Bridal Jewelry Set'), tx('Complete bridal set')],
    [tx('Jewelry Rental'), tx('Sets rented for the event')],
    [tx('Custom Design'), tx('Made-to-order pieces')],
  ],
  5: [
    [tx('Buffet Catering'), tx('Buffet with live stations')],
    [tx('Plated Dinner'), tx('Served course menu')],
    [tx('Hi-Tea'), tx('Evening hi-tea service')],
  ],
  6: [
    [tx('DJ Night'), tx('DJ with sound system')],
    [tx('Live Band'), tx('Band performance')],
    [tx('Dholki Night'), tx('Traditional dhol and singers')],
  ],
  7: [
    [tx('Bridal Outfit Design'), tx('Custom bridal wear')],
    [tx('Groom Outfit Design'), tx('Custom sherwani and suits')],
    [tx('Interior Styling'), tx('Home and venue styling')],
  ],
  8: [
    [tx('Bridal Makeup'), tx('Full bridal makeup and hair')],
    [tx('Party Makeup'), tx('Makeup for guests and family')],
    [tx('Mehndi Application'), tx('Henna for bride and guests')],
  ],
  9: [
    [tx('Wedding Cake'), tx('Tiered wedding cake')],
    [tx('Dessert Table'), tx('Sweets and dessert display')],
  ],
  10: [
    [tx('Full Planning'), tx('Planning from start to finish')],
    [tx('Day Coordination'), tx('Coordination on the day')],
  ],
  11: [
    [tx('Floral Decoration'), tx('Fresh flower arrangements')],
    [tx('Stage Decoration'), tx('Themed stage decor')],
    [tx('Lighting'), tx('Event lighting design')],
  ],
  12: [
    [tx('Formal Wear'), tx('Ready-to-wear formal outfits')],
    [tx('Alterations'), tx('Tailoring and fitting')],
  ],
  13: [
    [tx('Bridal Dress'), tx('Bridal lehenga and gowns')],
    [tx('Bridal Dress Rental'), tx('Dresses rented for the event')],
  ],
  14: [
    [tx('Wedding Cards'), tx('Printed invitation cards')],
    [tx('Digital Invitations'), tx('E-cards and video invites')],
    [tx('Event Banners'), tx('Banners and signage')],
  ],
};

export const SERVICE_TYPES: readonly ServiceTypeItem[] = Object.entries(SERVICES_BY_TYPE)
  .flatMap(([typeId, services]) =>
    services.map(([name, description]) => ({ businessTypeId: Number(typeId), name, description })),
  )
  .map((service, index) => ({ id: index + 1, ...service }));

/** The dashboard search's cities (docs/product/texts.md#limits): the catalogue's eight and two with no vendors yet. */
export const DASHBOARD_CITIES = [
  tx('Karachi'),
  tx('Lahore'),
  tx('Islamabad'),
  tx('Rawalpindi'),
  tx('Faisalabad'),
  tx('Multan'),
  tx('Peshawar'),
  tx('Quetta'),
  tx('Sialkot'),
  tx('Gujranwala'),
] as const;

/** The dashboard search's broad service names (docs/product/texts.md#limits), each the service types it covers. */
export const DASHBOARD_SERVICES: Readonly<Record<string, readonly string[]>> = {
  [tx('Photography')]: ['Event Photography', 'Drone Coverage', 'Photo Album'],
  [tx('Videography')]: ['Videography', 'Drone Coverage'],
  [tx('Catering')]: ['Buffet Catering', 'Plated Dinner', 'Hi-Tea', 'In-house Catering'],
  [tx('Decoration')]: ['Stage Setup', 'Stage Decoration', 'Lighting', 'Floral Decoration'],
  [tx('Makeup')]: ['Bridal Makeup', 'Party Makeup', 'Mehndi Application'],
  [tx('Music & DJ')]: ['DJ Night', 'Live Band', 'Dholki Night'],
  [tx('Transportation')]: ['Bridal Car', 'Guest Transport', 'Chauffeur Service'],
  [tx('Venue')]: ['Hall Booking', 'Lawn Booking'],
  [tx('Clothing')]: [
    'Bridal Outfit Design',
    'Groom Outfit Design',
    'Formal Wear',
    'Alterations',
    'Bridal Dress',
    'Bridal Dress Rental',
  ],
  [tx('Jewelry')]: ['Bridal Jewelry Set', 'Jewelry Rental', 'Custom Design'],
  [tx('Flowers')]: ['Floral Decoration'],
  [tx('Cards & Invitations')]: ['Wedding Cards', 'Digital Invitations'],
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
