// PostgreSQL's search document follows what a vendor is and offers
// (docs/product/discovery.md#how-search-reads-words, docs/architecture.md#10-two-engines): the
// tsvector postgres/migrations/0031 keeps for each live vendor is found by the words the shared
// module makes of a query (its name's at weight A, its type's and offers' at B, its city and
// address at C, its bio at D, with the names' and offers' spelling keys as '~' lexemes and its
// type as '~t<id>'); it changes when a service or a package is added, renamed or removed, for
// every vendor a statement touches; and a deleted vendor leaves the index.
import { SERVICE_TYPES } from '@baraat/shared/constants/catalog';
import { searchWords, spellingKey } from '@baraat/shared/domain/search-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/engines';
import { all, get, run } from './engine';

const NOW = '2026-01-01T00:00:00.000Z';
const LAHORE = 2;
const VENUES = 1;

/** A query's lexemes as the server writes them: each word a prefix, at a weight if given. */
const words = (text: string, weight = '') =>
  searchWords(text)
    .map((word) => `'${word}':*${weight}`)
    .join(' & ');
const key = (word: string, weight = '') => `'~${spellingKey(word)}'${weight ? `:${weight}` : ''}`;

const serviceId = (name: string) => SERVICE_TYPES.find((service) => service.name === name)!.id;

describe('the search document on PostgreSQL', () => {
  let postgres: TestDatabase;
  beforeAll(async () => {
    postgres = await openTestDatabase('postgres');
  });
  afterAll(() => postgres.close());

  const write = (sql: string, params: Record<string, unknown> = {}) =>
    postgres.database.read(run(sql, { now: NOW, ...params }));
  const addVendor = async (name: string, extra: { address?: string; bio?: string } = {}) =>
    (await postgres.database.read(
      get<{ id: number }>(
        `INSERT INTO businesses (business_name, slug, address, bio, city_id, business_type_id,
             created_at, modified_at)
           VALUES (@name, @slug, @address, @bio, @city, @type, @now, @now) RETURNING id`,
        {
          name,
          slug: `${name.replaceAll(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}`,
          address: extra.address ?? '',
          bio: extra.bio ?? '',
          city: LAHORE,
          type: VENUES,
          now: NOW,
        },
      ),
    ))!.id;
  /** The vendors whose document the query finds. */
  const found = async (query: string) =>
    (
      await postgres.database.read(
        all<{ id: number }>(
          `SELECT business_id AS id FROM business_search
           WHERE document @@ CAST(@query AS tsquery) ORDER BY business_id`,
          { query },
        ),
      )
    ).map((row) => row.id);

  it('finds a vendor by its name at A, its type at B, its city and address at C and its bio at D', async () => {
    const id = await addVendor('Royal Marquee', {
      address: '12 Canal Bank Road',
      bio: 'Mehndi nights under the stars',
    });
    const hits = async (queries: string[]) =>
      Promise.all(queries.map(async (query) => (await found(query)).includes(id)));
    expect(
      await hits([
        words('royal', 'A'),
        words('roy', 'A'),
        key('royal', 'A'),
        words('marriage marquee', 'B'),
        `'~t${VENUES}':B`,
        words('lahore canal', 'C'),
        words('stars', 'D'),
      ]),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(
      await hits([words('royal', 'B'), words('stars', 'A'), `'~t2'`, key('mehndi', 'A')]),
    ).toEqual([false, false, false, false]);
  });

  it('finds a name written with Latin accents or in Urdu script by the words the device makes of the query', async () => {
    const cafe = await addVendor('Café Nūr Banquet');
    // Arabic yeh and heh, a zabar and a tatweel: the forms keyboards type for شادی ہال.
    const hall = await addVendor('شَادي هـال Lawn');
    expect(await found(words('cafe nur', 'A'))).toEqual([cafe]);
    expect(await found(words('Cafe', 'A'))).toEqual([cafe]);
    expect(await found(words('شادی ہال', 'A'))).toEqual([hall]);
    expect(await found(key('shaadi', 'A'))).toEqual([hall]);
  });

  it('finds a vendor by its services and packages while it offers them', async () => {
    const id = await addVendor('Noor Event Complex');
    const dholki = words('dholki', 'B');
    expect(await found(dholki)).not.toContain(id);
    await write(
      `INSERT INTO business_services (business_id, service_type_id, created_at)
       VALUES (@id, @service, @now)`,
      { id, service: serviceId('Dholki Night') },
    );
    expect(await found(dholki)).toContain(id);
    expect(await found(key('dholkee', 'B'))).toContain(id);

    await write(
      `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
       VALUES (@id, 'Gold Mehndi Night', 250000, @now, @now)`,
      { id },
    );
    expect(await found(words('mehendi', 'B'))).not.toContain(id);
    expect(await found(key('mehendi', 'B'))).toContain(id);
    await write(
      `UPDATE packages SET package_name = 'Gold Walima Package' WHERE business_id = @id`,
      {
        id,
      },
    );
    expect(await found(key('mehndi'))).not.toContain(id);
    expect(await found(words('walima', 'B'))).toContain(id);
    // Another column of the package leaves the document as it is.
    await write('UPDATE packages SET price = 300000 WHERE business_id = @id', { id });
    expect(await found(words('walima', 'B'))).toContain(id);

    await write('DELETE FROM packages WHERE business_id = @id', { id });
    await write('DELETE FROM business_services WHERE business_id = @id', { id });
    expect(await found(`${words('walima')} | ${dholki}`)).not.toContain(id);
    expect(await found(words('noor event', 'A'))).toEqual([id]);
  });

  it('writes every vendor one statement touches', async () => {
    const [first, second] = [await addVendor('Sitara Marquee'), await addVendor('Falak Banquet')];
    await write(
      `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
       VALUES (@first, 'Baraat Package', 1, @now, @now), (@second, 'Baraat Package', 1, @now, @now),
         (@second, 'Lawn Package', 1, @now, @now)`,
      { first, second },
    );
    expect(await found(key('barat', 'B'))).toEqual([first, second]);
    await write(
      `INSERT INTO business_services (business_id, service_type_id, created_at)
       VALUES (@first, @service, @now), (@second, @service, @now)`,
      { first, second, service: serviceId('Stage Setup') },
    );
    expect(await found(words('stage setup', 'B'))).toEqual([first, second]);
    await write('DELETE FROM packages WHERE business_id IN (@first, @second)', { first, second });
    expect(await found(key('barat', 'B'))).toEqual([]);
  });

  it('keeps keys of names and offers only, though another vendor of the statement has the word in its name', async () => {
    const [named, described] = (
      await postgres.database.read(
        all<{ id: number }>(
          `INSERT INTO businesses (business_name, slug, bio, city_id, business_type_id,
             created_at, modified_at)
           VALUES ('Rimjhim Lights', 'rimjhim-lights', '', @city, @type, @now, @now),
             ('Taj Banquet', 'taj-banquet', 'Rimjhim lights for every mehndi', @city, @type, @now, @now)
           RETURNING id`,
          { city: LAHORE, type: VENUES, now: NOW },
        ),
      )
    ).map((row) => row.id);
    expect(await found(words('rimjhim'))).toEqual([named, described]);
    expect(await found(key('rimjhim'))).toEqual([named]);
  });

  it('keeps the words of names and types for corrections, and lets a deleted vendor go', async () => {
    const id = await addVendor('Kohinoor Marquee');
    const wordsOf = async () =>
      (
        await postgres.database.read(
          all<{ word: string }>(
            'SELECT word FROM business_search_words WHERE business_id = @id ORDER BY word',
            { id },
          ),
        )
      ).map((row) => row.word);
    expect(await wordsOf()).toEqual(['kohinoor', 'marquee', 'marriage']);
    await write(`UPDATE businesses SET business_name = 'Kohinoor Lawn' WHERE id = @id`, { id });
    expect(await found(words('kohinoor lawn', 'A'))).toEqual([id]);
    await write('UPDATE businesses SET is_deleted = 1 WHERE id = @id', { id });
    expect(await found(words('kohinoor'))).toEqual([]);
    expect(await wordsOf()).toEqual([]);

    const gone = await addVendor('Zaiqa Banquet');
    await write(
      `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
       VALUES (@gone, 'Walima Package', 1, @now, @now)`,
      { gone },
    );
    await write('DELETE FROM businesses WHERE id = @gone', { gone });
    expect(await found(words('zaiqa'))).toEqual([]);
  });
});
