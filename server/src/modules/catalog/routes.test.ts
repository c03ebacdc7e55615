import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('catalogue', () => {
  it('lists the eight cities with the spec ids', async () => {
    const { status, body } = await server.request('/api/easyshadi/cities');
    expect(status).toBe(200);
    expect(body.cities).toEqual([
      { id: 1, name: 'Karachi' },
      { id: 2, name: 'Lahore' },
      { id: 3, name: 'Islamabad' },
      { id: 4, name: 'Rawalpindi' },
      { id: 5, name: 'Faisalabad' },
      { id: 6, name: 'Multan' },
      { id: 7, name: 'Peshawar' },
      { id: 8, name: 'Quetta' },
    ]);
  });

  it('lists the fourteen business types in both envelopes', async () => {
    const easyshadi = await server.request('/api/easyshadi/business-types');
    expect(easyshadi.body.business_types).toHaveLength(14);
    expect(easyshadi.body.business_types[0]).toEqual({ id: 1, name: 'Marriage Marquee' });
    expect(easyshadi.body.business_types[13]).toEqual({ id: 14, name: 'Printing Services' });

    const plain = await server.request('/api/business-types');
    expect(plain.body).toHaveLength(14);
    expect(plain.body[5]).toEqual({ business_type_id: 6, business_type_name: 'Music & DJ' });
  });

  it('lists the event types in the order the forms offer them, with their ids', async () => {
    const { body } = await server.request('/api/event-types');
    expect(body.map((e: { event_type_id: number; event_name: string }) => e)).toEqual([
      { event_type_id: 9, event_name: 'Dholki' },
      { event_type_id: 3, event_name: 'Mehndi' },
      { event_type_id: 8, event_name: 'Nikah' },
      { event_type_id: 6, event_name: 'Baraat' },
      { event_type_id: 7, event_name: 'Walima' },
      { event_type_id: 1, event_name: 'Wedding' },
      { event_type_id: 2, event_name: 'Engagement' },
      { event_type_id: 4, event_name: 'Reception' },
      { event_type_id: 5, event_name: 'Other' },
    ]);
    expect((await server.request('/api/event-types?business_type_id=1')).body).toEqual(body);
  });

  it('filters service types by business type', async () => {
    const all = await server.request('/api/service-types');
    const photography = await server.request('/api/service-types?business_type_id=2');
    expect(photography.status).toBe(200);
    expect(photography.body.length).toBeGreaterThan(0);
    expect(all.body.length).toBeGreaterThan(photography.body.length);
    for (const service of photography.body) {
      expect(service).toMatchObject({ business_type_id: 2 });
      expect(typeof service.service_type_name).toBe('string');
    }
  });

  it('refuses a business_type_id that is not a number', async () => {
    const { status, body } = await server.request('/api/service-types?business_type_id=abc');
    expect(status).toBe(422);
    expect(body.detail[0]).toMatchObject({
      loc: ['query', 'business_type_id'],
      msg: 'business_type_id must be a number',
    });
  });
});
