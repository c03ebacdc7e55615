import { describe, expect, it } from 'vitest';
import { DASHBOARD_SERVICES, SERVICE_TYPES, serviceTypeIdsFor } from './catalog';

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
