// The customer profile's service on both engines (docs/architecture.md#10-two-engines): shown and
// updated the same way on a real SQLite file and on the run's throwaway PostgreSQL, and each of
// several updates at once answered with its own changes, whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { userRow } from '../../test/ledger-rows';
import { type CustomersService, createCustomersService } from './service';

const changes = (n: number) => ({
  address: `House ${n}, Street 9, F-7/2`,
  bio: n % 2 ? `Planning a winter wedding (${n})` : null,
  user: { first_name: `Hina${n}`, last_name: `Raza${n}`, mobile: n % 2 ? '0333 1112223' : null },
});

describe.each(ENGINES)('the customer profile on %s', (engine) => {
  let test: TestDatabase;
  let customers: CustomersService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    customers = createCustomersService(test.database);
  });
  afterAll(() => test.close());

  const customer = () => test.database.transaction(() => userRow('Ayesha'));

  it('shows the profile and updates it, leaving the e-mail and user name as they were', async () => {
    const id = await customer();
    const shown = await customers.profile(id);
    expect(shown).toEqual({
      address: null,
      bio: null,
      user: {
        user_id: id,
        username: expect.any(String),
        email: expect.stringMatching(/@example\.pk$/),
        first_name: 'Ayesha',
        last_name: 'Test',
        mobile: null,
      },
    });
    const saved = await customers.update(id, changes(1));
    expect(saved).toEqual({
      address: 'House 1, Street 9, F-7/2',
      bio: 'Planning a winter wedding (1)',
      user: {
        ...shown.user,
        first_name: 'Hina1',
        last_name: 'Raza1',
        mobile: '0333 1112223',
      },
    });
    expect(await customers.profile(id)).toEqual(saved);
    expect((await customers.update(id, changes(2))).bio).toBeNull();
  });

  it('answers each of several updates at once with its own changes, whole', async () => {
    const id = await customer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => customers.update(id, changes(n))),
    );
    answers.forEach((answer, n) => {
      expect(answer).toMatchObject({ address: changes(n).address, user: changes(n).user });
    });
    const final = await customers.profile(id);
    expect(answers).toContainEqual(final);
  });
});
