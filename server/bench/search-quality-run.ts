// The gold set through the real search on the demo marketplace
// (docs/product/discovery.md#how-search-reads-words): the demo built into a temporary folder as
// a first `npm start` builds it (start-up.ts's prepareData, with the demo seed), and each query
// searched as the advanced search sends it: its text, the default order, a first page of 12.
// The search script (search-quality.ts) and the gold-set test both run it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SearchResponse, searchQuerySchema } from '@baraat/shared/schemas/listings';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/connection';
import { all, type Database } from '../src/db/engine';
import { createLogger } from '../src/logger';
import { createDatabaseSearch } from '../src/modules/search/service';
import { prepareData } from '../src/start-up';
import {
  type GoldQuery,
  PAGE_SIZE,
  type QueryScore,
  scoreQuery,
  type Vendor,
} from './search-quality-metrics';

export interface DemoMarketplace {
  /** The SQLite database `npm start` would have made. */
  db: Db;
  close: () => void;
}

/** The demo marketplace on a SQLite file of its own, removed by close(). */
export async function openDemoMarketplace(): Promise<DemoMarketplace> {
  const dir = mkdtempSync(path.join(tmpdir(), 'baraat-search-quality-'));
  try {
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn' });
    const prepared = await prepareData(config, createLogger(config.logLevel));
    const db = prepared.db!;
    return {
      db,
      close: () => {
        db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Every live vendor: what a query's relevant vendors are counted among. */
export async function liveVendors(database: Database): Promise<Vendor[]> {
  const rows = await database.read(
    all<{ business_name: string; business_type_id: number; city_id: number }>(
      'SELECT business_name, business_type_id, city_id FROM businesses WHERE is_deleted = 0',
    ),
  );
  return rows.map((row) => ({
    name: row.business_name,
    typeId: row.business_type_id,
    cityId: row.city_id,
  }));
}

const onCard = (card: SearchResponse['businesses'][number]): Vendor => ({
  name: card.business_name,
  typeId: card.business_type_id,
  cityId: card.city_id,
});

/** Each query's first page on this database, scored; a search that fails scores as empty. */
export async function searchGoldSet(
  database: Database,
  queries: readonly GoldQuery[],
  vendors: readonly Vendor[],
): Promise<QueryScore[]> {
  const search = createDatabaseSearch(database);
  const scores: QueryScore[] = [];
  for (const query of queries) {
    const asSent = searchQuerySchema.parse({ text: query.text, limit: String(PAGE_SIZE) });
    try {
      const { businesses } = await search.search(asSent);
      scores.push(scoreQuery(query, businesses.map(onCard), vendors));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      scores.push(scoreQuery(query, [], vendors, message));
    }
  }
  return scores;
}
