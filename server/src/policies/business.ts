// A business and what hangs off it on the desk: the business itself, its slots, halls and
// teams, packages, services and photos. Only whoever acts for the business may change them
// (docs/product/business-desk.md#calls); to anyone else they do not exist.

import { MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { tx } from '@baraat/shared/i18n/text';
import { PACKAGE_ERRORS } from '@baraat/shared/schemas/business-packages';
import { SERVICE_ERRORS } from '@baraat/shared/schemas/business-services';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { RESOURCE_ERRORS } from '@baraat/shared/schemas/workers';
import { type Actor, actsFor, type BusinessFacts } from './actor';
import { definePolicy } from './authorize';

export const BUSINESS_NOT_FOUND = tx('Business not found');

const desk = {
  role: 'desk',
  allow: (actor: Actor, row: BusinessFacts) => actsFor(actor, row),
} as const;

/** The business: its profile, figures, calendar and desk. */
export const businessPolicy = definePolicy<BusinessFacts, 'manage'>(BUSINESS_NOT_FOUND, {
  manage: desk,
});

/** A slot (a deleted one is gone for everybody). */
export const slotPolicy = definePolicy<BusinessFacts, 'change'>(SLOT_TEXTS.notFound, {
  change: desk,
});

/** A hall, team or vehicle; `use` is giving it to a booking or a slot. */
export const resourcePolicy = definePolicy<BusinessFacts, 'change' | 'use'>(
  RESOURCE_ERRORS.notFound,
  { change: desk, use: desk },
);

/** A package; `offer` is putting it on a booking the desk writes. */
export const packagePolicy = definePolicy<BusinessFacts, 'change' | 'offer'>(
  PACKAGE_ERRORS.notFound,
  { change: desk, offer: desk },
);

export const servicePolicy = definePolicy<BusinessFacts, 'remove'>(SERVICE_ERRORS.notFound, {
  remove: desk,
});

export const mediaPolicy = definePolicy<BusinessFacts, 'change'>(MEDIA_TEXTS.mediaNotFound, {
  change: desk,
});

/** A member of the staff: `manage` is the owner's changing or removing them (the route's desk
 * action says who may); `switch` is taking the shared tablet as them, from a desk of their
 * business. */
export const staffPolicy = definePolicy<BusinessFacts, 'manage' | 'switch'>(STAFF_TEXTS.notFound, {
  manage: desk,
  switch: desk,
});
