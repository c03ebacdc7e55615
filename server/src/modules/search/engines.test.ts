// The vendor search on both engines (docs/architecture.md#10-two-engines): the same generated
// marketplace on a real SQLite file (FTS5) and on the run's throwaway PostgreSQL (tsvector, GIN,
// pg_trgm) answers each search alike: text, every filter, every sort, paging and totals, a
// misspelling, and the words couples type in Roman Urdu and Urdu script
// (docs/product/discovery.md#how-search-reads-words).
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { searchWords } from '@baraat/shared/domain/search-keys';
import { similarity } from '@baraat/shared/domain/search-text';
import { type SearchQuery, searchQuerySchema } from '@baraat/shared/schemas/listings';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { type Engine, get, type Query, sqlFor } from '../../db/engine';
import { numbersAsNumbers, positional } from '../../db/postgres-engine';
import type { SqliteDatabase } from '../../db/sqlite-engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { copySearchTables, seedSearchVendors } from '../../test/search-fixture';
import { createSearchRepo } from './repo';
import { createDatabaseSearch, searchStep } from './service';

const VENDORS = 150;
const NOW = '2026-01-01T00:00:00.000Z';

/** Vendors who spell the Roman-Urdu words as the seed does not. */
const SPELT_OTHERWISE = [
  { name: 'Mehendi Rang Studio', type: 8, city: 2, bio: 'Henna artists for brides.' },
  { name: 'Valima Grand Hall', type: 1, city: 1, bio: 'Halls for receptions.' },
];

function addSpeltOtherwise(db: Db) {
  const insert = db.prepare(
    `INSERT INTO businesses (business_name, slug, bio, address, city_id, business_type_id,
       rating, is_verified, created_at, modified_at)
     VALUES (@name, @slug, @bio, '12 Mall Road', @city, @type, 4.5, 1, @now, @now)`,
  );
  for (const vendor of SPELT_OTHERWISE) {
    insert.run({ ...vendor, slug: vendor.name.toLowerCase().replaceAll(' ', '-'), now: NOW });
  }
}

const parse = (query: string): SearchQuery =>
  searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

const soon = addDays(todayInPakistan(), 3);
const later = addDays(todayInPakistan(), 20);

/** Searches whose every card, in order, and total must be the same on both engines. */
const EXACT = [
  'limit=100',
  'text=mar&limit=100',
  'text=photo&city=Karachi&verified=true&sort=rating&limit=100',
  'text=bridal&sort=price_low&limit=100',
  'text=mehendi&sort=rating&limit=100',
  'text=valima&sort=newest&limit=100',
  'type=Marriage%20Marquee&limit=100',
  'city=Lahore&limit=100',
  'type=Catering%20Service&min_price=100000&max_price=400000&limit=100',
  'min_price=50000&limit=100',
  'max_price=60000&limit=100',
  'min_rating=4&verified=true&limit=100',
  'online_booking=true&instant_booking=true&limit=100',
  'package_deals=true&city=Peshawar',
  'max_response_hours=4&limit=100',
  `available_from=${soon}&available_to=${later}&limit=100`,
  `available_from=${soon}&available_to=${later}&time_slots=evening&limit=100`,
  'time_slots=morning,afternoon&limit=100',
  'city=Islamabad&radius_km=25&sort=distance&limit=100',
  'city=Lahore&radius_km=50&limit=100',
  'city=Lahore&sort=distance&limit=100',
  'sort=price_low&city=Multan',
  'sort=price_high&limit=100',
  'sort=rating&type=Beauty%20Salon',
  'sort=newest&limit=100',
  'skip=40&limit=7',
  'skip=10&limit=5&sort=rating&min_rating=3',
  'text=photo&skip=5&limit=5&sort=rating',
  'skip=1000',
  'text=qxzzv',
];

/**
 * Text searches in relevance order (by name, then type and offers, then the rest), as a
 * facet-only search (FTS5 alone) and with filters on the business rows (FTS5 joined to them).
 */
const RANKED_BY_TEXT = [
  'text=royal&limit=100',
  'text=shalimar%20marq',
  'text=photo&city=Islamabad&limit=100',
  'text=gulberg&city=Lahore',
  'text=photo&min_rating=3&limit=100',
  'text=bridal%20studio&min_price=20000&limit=100',
  'text=marquee&city=Lahore&radius_km=30&limit=100',
  'text=fotography&limit=100',
  'text=shalimr&limit=100',
  'text=mehndi&limit=100',
  'text=mehendi&limit=100',
  'text=walima&limit=100',
  'text=valima&limit=100',
  'text=walima&skip=3&limit=4',
  'text=shadi%20hall&limit=100',
  `text=${encodeURIComponent('شادی ہال')}&limit=100`,
  'text=barat&limit=100',
  `text=${encodeURIComponent('بارات')}&limit=100`,
  'text=nikah&limit=100',
  'text=mehndi%20decor%20karachi&limit=100',
  `text=${encodeURIComponent('ولیمہ کیٹرنگ')}&limit=100`,
  'text=best%20caterers%20in%20lahore&limit=100',
  'text=photograhper&limit=100',
  'text=royal%20booking&limit=100',
  'text=mehndi&skip=10&limit=15',
  'text=m&limit=100',
  'text=ma&limit=100',
];

describe('the search on SQLite and PostgreSQL', () => {
  const open = {} as Record<Engine, TestDatabase>;
  beforeAll(async () => {
    const [sqlite, postgres] = await Promise.all(ENGINES.map((e) => openTestDatabase(e)));
    open.sqlite = sqlite!;
    open.postgres = postgres!;
    const db = (open.sqlite.database as SqliteDatabase).connection;
    await seedSearchVendors(db, VENDORS);
    addSpeltOtherwise(db);
    await copySearchTables(db, open.postgres.database);
  }, 120_000);
  afterAll(() => Promise.all(Object.values(open).map((test) => test.close())));

  const searchOn = (engine: Engine, query: string, serviceTypeIds?: number[]) =>
    createDatabaseSearch(open[engine].database).search(parse(query), serviceTypeIds);
  const both = (query: string, serviceTypeIds?: number[]) =>
    Promise.all(ENGINES.map((engine) => searchOn(engine, query, serviceTypeIds)));

  it.each(EXACT)('%s: the same page', async (query) => {
    const [sqlite, postgres] = await both(query);
    expect(postgres).toEqual(sqlite);
  });

  it.each(RANKED_BY_TEXT)('%s: the same page, in the order of match', async (query) => {
    const [sqlite, postgres] = await both(query);
    expect(postgres).toEqual(sqlite);
  });

  it('gives each card the words of its services and packages, for the device to search by', async () => {
    const db = (open.sqlite.database as SqliteDatabase).connection;
    const names = db.prepare(
      `SELECT s.name FROM business_services v JOIN service_types s ON s.id = v.service_type_id
       WHERE v.business_id = @id UNION ALL SELECT package_name FROM packages WHERE business_id = @id`,
    );
    const [sqlite] = await both('limit=100');
    const offering = sqlite!.businesses.filter((card) => card.offer_words.length > 0);
    expect(offering.length).toBeGreaterThan(50);
    for (const card of offering) {
      const words = (names.all({ id: card.business_id }) as { name: string }[]).flatMap((row) =>
        searchWords(row.name),
      );
      expect(card.offer_words).toEqual([...new Set(words)].sort());
    }
  });

  it('reads no vendor table from end to end on PostgreSQL, not even for one or two letters', async () => {
    const client = new pg.Client(open.postgres.url);
    await client.connect();
    try {
      // Tiny tables are cheaper to scan: with scans made dear, a plan that still scans has no
      // index to take.
      await client.query('SET enable_seqscan = off');
      const repo = createSearchRepo('postgres');
      for (const query of [
        ...RANKED_BY_TEXT,
        'text=m',
        'text=ma',
        'text=shadi%20hall&sort=rating',
      ]) {
        const scans: string[] = [];
        const step = searchStep(repo, parse(query));
        let next = step.next();
        while (!next.done) {
          const statement = next.value as Query;
          const { text, names } = positional(sqlFor(statement.sql, 'postgres'));
          const params = statement.params as Record<string, unknown>;
          const values = names.map((name) => params[name] ?? null);
          const plan = await client.query(`EXPLAIN ${text}`, values);
          for (const row of plan.rows as { 'QUERY PLAN': string }[]) {
            if (/Seq Scan on (businesses|business_search)\b/.test(row['QUERY PLAN'])) {
              scans.push(`${row['QUERY PLAN'].trim()} in ${text.replace(/\s+/g, ' ')}`);
            }
          }
          const { rows } = await client.query({ text, values, types: numbersAsNumbers });
          next = step.next(statement.kind === 'all' ? rows : rows[0]);
        }
        expect(scans, query).toEqual([]);
      }
    } finally {
      await client.end();
    }
  });

  it('narrows to vendors offering a service type alike (the dashboard search)', async () => {
    const [sqlite, postgres] = await both('limit=100&sort=rating', [1, 2, 3]);
    expect(sqlite!.total_count).toBeGreaterThan(0);
    expect(postgres).toEqual(sqlite);
  });

  it('measures similarity in JavaScript as pg_trgm does on PostgreSQL', async () => {
    const pairs = [
      ['mehndi', 'mehendi'],
      ['walima', 'valima'],
      ['fotography', 'photography'],
      ['shalimr', 'shalimar'],
      ['a', 'ab'],
    ];
    for (const [a, b] of pairs) {
      const row = await open.postgres.database.read(
        get<{ s: number }>('SELECT similarity(CAST(@a AS TEXT), CAST(@b AS TEXT)) AS s', {
          a,
          b,
        }),
      );
      expect(row!.s).toBeCloseTo(similarity(a!, b!), 6);
    }
  });

  describe.each(ENGINES)('on %s', (engine) => {
    const names = async (query: string) =>
      (await searchOn(engine, `${query}&limit=100`)).businesses.map((card) => card.business_name);

    it('finds either Roman-Urdu spelling by the other', async () => {
      expect(await names('text=mehndi')).toContain('Mehendi Rang Studio');
      const mehendi = await searchOn(engine, 'text=mehendi&limit=100');
      expect(mehendi.businesses.some((card) => /mehndi/i.test(card.bio))).toBe(true);
      expect(await names('text=walima')).toContain('Valima Grand Hall');
      const valima = await searchOn(engine, 'text=valima&limit=100');
      expect(valima.businesses.some((card) => /walima/i.test(card.bio))).toBe(true);
    });

    it('corrects a misspelling that matches nothing to the words of names and types', async () => {
      const photography = await searchOn(engine, 'text=fotography&limit=100');
      expect(photography.total_count).toBeGreaterThan(0);
      expect(
        photography.businesses.every((card) => card.business_type === 'Wedding Photography'),
      ).toBe(true);
      expect((await searchOn(engine, 'text=qxzzv')).total_count).toBe(0);
    });

    it('ranks a name match above a bio match', async () => {
      const [first] = (await searchOn(engine, 'text=studio')).businesses;
      expect(first!.business_name.toLowerCase()).toContain('studio');
    });

    it('finds marquees and banquet halls for shadi hall, in Roman and Urdu script', async () => {
      for (const text of ['shadi hall', 'shaadi hall', 'شادی ہال']) {
        const found = await names(`text=${encodeURIComponent(text)}`);
        const types = await searchOn(engine, `text=${encodeURIComponent(text)}&limit=100`);
        expect(types.businesses.every((card) => card.business_type === 'Marriage Marquee')).toBe(
          true,
        );
        expect(found.some((name) => /marquee/i.test(name))).toBe(true);
        expect(found.some((name) => /banquet/i.test(name))).toBe(true);
      }
    });

    it('finds the same vendors for barat, baraat and بارات', async () => {
      const barat = await names('text=barat');
      expect(barat.length).toBeGreaterThan(0);
      expect(await names('text=baraat')).toEqual(barat);
      expect(await names(`text=${encodeURIComponent('بارات')}`)).toEqual(barat);
    });

    it('finds venues and bridal wear for nikah', async () => {
      const { businesses } = await searchOn(engine, 'text=nikah&limit=100');
      const types = new Set(businesses.map((card) => card.business_type));
      expect(types).toEqual(new Set(['Marriage Marquee', 'Bridal Dress']));
    });

    it('finds a word by its typo', async () => {
      for (const [typo, type] of [
        ['photograhper', 'Wedding Photography'],
        ['catring', 'Catering Service'],
        ['fotografer', 'Wedding Photography'],
      ] as const) {
        const { businesses } = await searchOn(engine, `text=${typo}&limit=100`);
        expect(businesses.length).toBeGreaterThan(0);
        expect(businesses.every((card) => card.business_type === type)).toBe(true);
      }
      expect(await names('text=shalimaar')).toEqual(await names('text=shalimar'));
    });

    it('filters to a city named in the text as the city filter does', async () => {
      const typed = await searchOn(engine, 'text=caterers%20lahore&limit=100');
      const filtered = await searchOn(engine, 'text=caterers&city=Lahore&limit=100');
      expect(typed.total_count).toBeGreaterThan(0);
      expect(typed).toEqual(filtered);
    });
  });
});
