import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_SERVICES,
  EVENT_TYPES,
  eventTypeId,
  inEventTypeOrder,
  SERVICE_TYPES,
  serviceTypeIdsFor,
} from './catalog';

describe('the dashboard search list', () => {
  it('names only service types that exist, so none is dropped by a typo', () => {
    const known = new Set(SERVICE_TYPES.map((type) => type.name));
    for (const names of Object.values(DASHBOARD_SERVICES))
      for (const name of names) expect(known, name).toContain(name);
  });

  it("resolves a broad name, a service type's own name or id, and nothing else", () => {
    const ids = (names: string[]) =>
      SERVICE_TYPES.filter((t) => names.includes(t.name)).map((t) => t.id);
    expect(serviceTypeIdsFor('music & dj')).toEqual(ids(['DJ Night', 'Live Band', 'Dholki Night']));
    expect(serviceTypeIdsFor('Hi-Tea')).toEqual(ids(['Hi-Tea']));
    expect(serviceTypeIdsFor(String(ids(['Hi-Tea'])[0]))).toEqual(ids(['Hi-Tea']));
    expect(serviceTypeIdsFor('Astrology')).toBeUndefined();
  });
});

describe('the event types', () => {
  it('keeps the five first ids and adds the functions of a Pakistani wedding', () => {
    const byId = Object.fromEntries(EVENT_TYPES.map((type) => [type.id, type.name]));
    expect(byId).toEqual({
      1: 'Wedding',
      2: 'Engagement',
      3: 'Mehndi',
      4: 'Reception',
      5: 'Other',
      6: 'Baraat',
      7: 'Walima',
      8: 'Nikah',
      9: 'Dholki',
    });
    expect(eventTypeId('Walima')).toBe(7);
  });

  it('offers the functions as they happen, then the general ones, Other last', () => {
    expect(EVENT_TYPES.map((type) => type.name)).toEqual([
      'Dholki',
      'Mehndi',
      'Nikah',
      'Baraat',
      'Walima',
      'Wedding',
      'Engagement',
      'Reception',
      'Other',
    ]);
  });

  it('puts rows in that order, a type the list does not have last', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 10].map((id) => ({ id }));
    expect(inEventTypeOrder(rows).map((row) => row.id)).toEqual([
      9, 3, 8, 6, 7, 1, 2, 4, 5, 10, 12,
    ]);
  });
});
