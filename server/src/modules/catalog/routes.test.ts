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

  it('lists the event types', async () => {
    const { body } = await server.request('/api/event-types');
    expect(body.map((e: { event_name: string }) => e.event_name)).toEqual([
      'Wedding',
      'Engagement',
      'Mehndi',
      'Reception',
      'Other',
    ]);
    expect((await server.request('/api/event-types?business_type_id=1')).body).toHaveLength(5);
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
