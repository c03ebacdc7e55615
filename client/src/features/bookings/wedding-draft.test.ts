import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { WEDDING_EVENTS_MAX, weddingEventTitle } from '@baraat/shared/schemas/weddings';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { activateLanguage } from '@/lib/language';
import {
  addedEvent,
  canAddEvent,
  choosableSlots,
  defaultWeddingTitle,
  type EventDraft,
  eventNamedIn,
  eventTotal,
  issuePaths,
  placeIssues,
  runningTotal,
  weddingPayload,
} from './wedding-draft';

const packages = [
  { package_id: 1, price: 2_500, price_basis: 'per_person' as const },
  { package_id: 2, price: 300_000, price_basis: 'per_event' as const },
];

const slot = (slot_id: number, date: string, start_time = '19:00', end_time = '23:00') =>
  ({
    slot_id,
    slot_name: '',
    date,
    start_time,
    end_time,
    is_available: true,
    is_reserved: false,
    is_blocked: false,
    worker_id: null,
    hall_name: null,
    user_business_mapping_id: 1,
  }) satisfies VendorSlot;

const draft = (key: number, over: Partial<EventDraft> = {}): EventDraft => ({
  key,
  slotId: key,
  eventTypeId: 3,
  people: '1',
  packageId: null,
  ...over,
});

describe('the wedding total as the form is filled', () => {
  it('prices each event by the one rule: per guest × guests, per event alone, 0 without a package', () => {
    expect(eventTotal({ packageId: 1, people: '200' }, packages)).toBe(500_000);
    expect(eventTotal({ packageId: 2, people: '400' }, packages)).toBe(300_000);
    expect(eventTotal({ packageId: null, people: '50' }, packages)).toBe(0);
    expect(eventTotal({ packageId: 1, people: '' }, packages)).toBe(2_500);
  });

  it('adds the events up, and follows a change of guests or package', () => {
    const drafts = [
      draft(1, { packageId: 1, people: '150' }),
      draft(2, { packageId: 2, people: '500' }),
      draft(3, { packageId: 1, people: '300' }),
    ];
    expect(runningTotal(drafts, packages)).toBe(375_000 + 300_000 + 750_000);
    drafts[2] = { ...drafts[2]!, people: '400' };
    expect(runningTotal(drafts, packages)).toBe(375_000 + 300_000 + 1_000_000);
    expect(runningTotal(drafts.slice(0, 1), packages)).toBe(375_000);
  });
});

describe('the events of one form', () => {
  const now = { today: '2026-12-01', time: '12:00' };
  const slots = [
    slot(1, '2026-12-10'),
    slot(2, '2026-12-11'),
    { ...slot(3, '2026-12-12'), is_available: false, is_reserved: true },
    slot(4, '2026-12-01', '11:00', '15:00'),
    slot(5, '2026-12-01', '18:00', '22:00'),
  ];

  it('offers each event the open times no other event holds, its own among them', () => {
    const drafts = [draft(1, { slotId: 1 }), draft(2, { slotId: null })];
    expect(choosableSlots(slots, drafts, 2, now).map((s) => s.slot_id)).toEqual([2, 5]);
    expect(choosableSlots(slots, drafts, 1, now).map((s) => s.slot_id)).toEqual([1, 2, 5]);
  });

  it('adds at most WEDDING_EVENTS_MAX events, each with the next event type and the last guests', () => {
    let drafts = [draft(1, { eventTypeId: 3, people: '250', packageId: 2 })];
    while (canAddEvent(drafts)) drafts = [...drafts, addedEvent(drafts)];
    expect(drafts).toHaveLength(WEDDING_EVENTS_MAX);
    expect(new Set(drafts.map((d) => d.key)).size).toBe(WEDDING_EVENTS_MAX);
    // The first types of the list the wedding does not have yet: Dholki, then Nikah.
    expect(drafts[1]).toMatchObject({ slotId: null, eventTypeId: 9, people: '250', packageId: 2 });
    expect(drafts[2]!.eventTypeId).toBe(8);
  });

  it('starts the title from the customer’s first name', () => {
    expect(defaultWeddingTitle('Ayesha')).toBe("Ayesha's wedding");
    expect(defaultWeddingTitle(' ')).toBe('Our wedding');
  });

  it('sends each event as a single booking’s fields', () => {
    expect(weddingPayload('Our wedding', '', [draft(1, { people: '120', packageId: 2 })])).toEqual({
      title: 'Our wedding',
      message: '',
      events: [{ slot_id: 1, event_type_id: 3, number_of_people: 120, package_selected_id: 2 }],
    });
  });
});

describe('a refusal shown at its event', () => {
  const drafts = [draft(10, { slotId: 1 }), draft(20, { slotId: 2, eventTypeId: 4 })];
  const slots = [slot(1, '2026-12-10'), slot(2, '2026-12-12')];

  it('places a 422 issue by its index at that event, and the title on the form', () => {
    const placed = placeIssues(
      issuePaths([
        { loc: ['body', 'events', 1, 'number_of_people'], msg: 'Too few', type: 'custom' },
        { loc: ['body', 'title'], msg: 'Title is required', type: 'custom' },
      ]),
      drafts,
    );
    expect(placed.events).toEqual({ 20: { field: 'number_of_people', message: 'Too few' } });
    expect(placed.form).toEqual({ title: 'Title is required' });
  });

  it('finds the event a 409 names by its event type and slot', () => {
    const detail =
      'Reception (Sat, 12 Dec 2026, 7:00 – 11:00 pm): This time slot is already booked. Please choose another time.';
    expect(eventNamedIn(detail, drafts, slots)?.key).toBe(20);
    // Named by another word for its type ("Walima"), the event is found by its day and hours.
    expect(eventNamedIn(detail.replace('Reception', 'Walima'), drafts, slots)?.key).toBe(20);
    expect(eventNamedIn('Something else went wrong', drafts, slots)).toBeUndefined();
  });

  it('finds the event an Urdu refusal names, as the server translates it for an Urdu screen', async () => {
    await activateLanguage('ur');
    try {
      const taken = 'This time slot is already booked. Please choose another time.';
      const type = EVENT_TYPES.find((t) => t.id === 4)!.name;
      const detail = i18n._('{event}: {reason}', {
        event: weddingEventTitle(type, slot(2, '2026-12-12'), i18n._),
        reason: i18n._(taken),
      });
      expect(detail).not.toMatch(new RegExp(`${type}|Dec|pm`));
      expect(eventNamedIn(detail, drafts, slots, i18n._)?.key).toBe(20);
      // Named by another event type, it is found by its day and hours.
      const other = detail.replace(i18n._(type), i18n._('Mehndi'));
      expect(eventNamedIn(other, drafts, slots, i18n._)?.key).toBe(20);
    } finally {
      await activateLanguage('en');
    }
  });
});
