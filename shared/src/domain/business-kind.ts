// What kind of business an owner runs, read from its type name (docs/product/business-desk.md#business-kinds, docs/product/business-desk.md#business-management): venues
// (hall, marquee, venue, banquet) work with halls; the others with workers, called a team,
// a staff or a fleet by type. Both sides ask here, so the rule is written once.
import { tx } from '../i18n/text';
import type { BusinessTab } from './business-tabs';

const HALL_WORDS = ['hall', 'marquee', 'venue', 'banquet'];

/** A venue business (by its type name or its own name, docs/product/business-desk.md#business-kinds): approvals need a hall. */
export function isHallBusiness(...names: (string | null | undefined)[]): boolean {
  return names.some((name) => {
    const lower = (name ?? '').toLowerCase();
    return HALL_WORDS.some((word) => lower.includes(word));
  });
}

export interface ManagementTile {
  /** The tile's title on /business/manage. */
  label: string;
  /** The /business/home tab it opens. */
  tab: Extract<BusinessTab, 'halls' | 'workers'>;
  /** What one resource is called on buttons and in messages: Hall, Worker, Vehicle. */
  resource: 'Hall' | 'Worker' | 'Vehicle';
  /** The assignment column of the verified requests (docs/product/requests.md#booking-requests-screen). */
  assignmentColumn: 'Hall' | 'Photographer' | 'Team Assigned' | 'Vehicle';
}

const TILES: [string[], ManagementTile][] = [
  [
    HALL_WORDS,
    { label: tx('Add Halls'), tab: 'halls', resource: tx('Hall'), assignmentColumn: tx('Hall') },
  ],
  [
    ['photo', 'camera'],
    {
      label: tx('Team Management for photographers'),
      tab: 'workers',
      resource: tx('Worker'),
      assignmentColumn: tx('Photographer'),
    },
  ],
  [
    ['music', 'dj', 'sound'],
    {
      label: tx('Team Management for musicians and DJs'),
      tab: 'workers',
      resource: tx('Worker'),
      assignmentColumn: tx('Team Assigned'),
    },
  ],
  [
    ['cater', 'food', 'kitchen'],
    {
      label: tx('Team Management for chefs'),
      tab: 'workers',
      resource: tx('Worker'),
      assignmentColumn: tx('Team Assigned'),
    },
  ],
  [
    ['car', 'transport', 'vehicle'],
    {
      label: tx('Fleet Management'),
      tab: 'workers',
      resource: tx('Vehicle'),
      assignmentColumn: tx('Vehicle'),
    },
  ],
  [
    ['cake', 'bakery', 'sweet'],
    {
      label: tx('Team Management for bakers'),
      tab: 'workers',
      resource: tx('Worker'),
      assignmentColumn: tx('Team Assigned'),
    },
  ],
];

const GENERIC: ManagementTile = {
  label: tx('Team Management'),
  tab: 'workers',
  resource: tx('Worker'),
  assignmentColumn: tx('Team Assigned'),
};

/** The type-dependent tile of /business/manage (docs/product/business-desk.md#business-management), first matching row wins. */
export function managementTile(typeName: string | null | undefined): ManagementTile {
  const lower = (typeName ?? '').toLowerCase();
  return TILES.find(([words]) => words.some((word) => lower.includes(word)))?.[1] ?? GENERIC;
}
