// The report's header line in the reader's language (docs/architecture.md#urdu-on-the-server),
// with a small Urdu catalog (test/urdu-catalog.ts); its lines stay as the ledger holds them.
import { REPORT_COLUMNS } from '@baraat/shared/schemas/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { URDU, withUrduCatalog } from '../../test/urdu-catalog';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(withUrduCatalog());
});
afterAll(() => server.close());

describe('GET /business/{id}/report.csv', () => {
  it('names its columns in the language the request is read in', async () => {
    const owner = await buildOwner(server);
    const { business_id } = (await server.sql.get<{ business_id: number }>(
      'SELECT business_id FROM user_business_mapping WHERE user_id = @id',
      { id: owner.user.user_id },
    ))!;
    const headerLine = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/api/business/${business_id}/report.csv`, {
        headers: { Authorization: `Bearer ${owner.access_token}`, ...headers },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toContain('Accept-Language');
      return (await response.text()).split(/\r?\n/)[0];
    };
    expect(await headerLine({})).toBe(REPORT_COLUMNS.join(','));
    expect(await headerLine({ 'Accept-Language': 'ur' })).toBe(
      REPORT_COLUMNS.map((column) => (column === 'customer' ? URDU.customerColumn : column)).join(
        ',',
      ),
    );
  });
});
