// The favourites service on both engines (docs/architecture.md#10-two-engines): the same rows and
// answers on a real SQLite file and on the run's throwaway PostgreSQL, and one row however many
// times a customer saves a vendor at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, run } from '../../db/engine';
import { BUSINESS_NOT_FOUND } from '../../http/owned-business';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { businessRow, userRow } from '../../test/ledger-rows';
import { createFavoritesService, type FavoritesService } from './service';

describe.each(ENGINES)('favourites on %s', (engine) => {
  let test: TestDatabase;
  let favorites: FavoritesService;
  let owner: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    favorites = createFavoritesService(test.database);
    owner = await test.database.transaction(() => userRow('Owner', true));
  });
  afterAll(() => test.close());

  const vendor = async () =>
    (await test.database.transaction(() => businessRow(owner, 1000))).business;
  const customer = () => test.database.transaction(() => userRow('Ayesha'));
  const rowsOf = async (user: number, business: number) =>
    (await test.database.read(
      get<{ n: number }>(
        'SELECT count(*) AS n FROM favorites WHERE user_id = @user AND business_id = @business',
        { user, business },
      ),
    ))!.n;

  it('saves, lists with the vendor’s card, checks and removes a vendor', async () => {
    const user = await customer();
    const [first, second] = [await vendor(), await vendor()];
    await test.database.read(
      run(
        `INSERT INTO media (business_id, media_link, is_thumbnail, created_at)
         VALUES (@first, '/media/thumb.jpg', 1, '2026-01-01T00:00:00.000Z')`,
        { first },
      ),
    );
    const added = await favorites.add(user, first);
    expect(added).toMatchObject({
      added: true,
      favorite: {
        business_id: first,
        is_favorite: true,
        business: {
          business_id: first,
          rating: 0,
          review_count: 0,
          thumbnail_url: '/media/thumb.jpg',
          city_name: expect.stringMatching(/^City /),
          user_business_mapping: { business_type: { business_type_name: expect.any(String) } },
        },
      },
    });
    expect(typeof added.favorite.id).toBe('number');
    expect((await favorites.add(user, first)).added).toBe(false);
    await favorites.add(user, second);
    const list = await favorites.list(user);
    expect(list.map((favorite) => favorite.business_id).sort()).toEqual([first, second].sort());
    expect(list.find((favorite) => favorite.business_id === first)).toEqual(added.favorite);
    expect(await favorites.check(user, first)).toEqual({ business_id: first, is_favorite: true });
    expect(await favorites.remove(user, first)).toEqual({ business_id: first, is_favorite: false });
    expect(await favorites.check(user, first)).toEqual({ business_id: first, is_favorite: false });
    expect(await favorites.list(await customer())).toEqual([]);
  });

  it('refuses a vendor that is not listed, and hides a deleted one from the list', async () => {
    const user = await customer();
    await expect(favorites.add(user, 999_999)).rejects.toMatchObject({
      status: 404,
      detail: BUSINESS_NOT_FOUND,
    });
    const business = await vendor();
    await favorites.add(user, business);
    await test.database.read(
      run('UPDATE businesses SET is_deleted = 1 WHERE id = @business', { business }),
    );
    expect(await favorites.list(user)).toEqual([]);
    await expect(favorites.add(user, business)).rejects.toMatchObject({ status: 404 });
  });

  it('stores one row when a customer saves the same vendor many times at once', async () => {
    const user = await customer();
    const business = await vendor();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => favorites.add(user, business)),
    );
    expect(answers.filter((answer) => answer.added)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.favorite.id)).size).toBe(1);
    expect(await rowsOf(user, business)).toBe(1);
  });
});
