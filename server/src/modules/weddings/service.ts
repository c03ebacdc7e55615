// Weddings (docs/product/weddings.md): who may read one, and its answers. A wedding is its
// customer's and its business owner's; to anyone else it does not exist (404). The writes
// (booking, answering, plans, payments) are steps of their own files, each ending in
// `presentStep` so every answer is the wedding as GET reads it.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { Database, Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf, deskActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { weddingPolicy } from '../../policies/booking';
import { presentWedding } from './presenter';
import { weddingsRepo as repo, type WeddingRow } from './repo';

/** The weddings' answers, their parts read in one query each. */
export function* presentAll(rows: readonly WeddingRow[], today: string): Step<Wedding[]> {
  const ids = rows.map((row) => row.id);
  const [events, plan, payments] = [
    yield* repo.events(ids),
    yield* repo.planItems(ids),
    yield* repo.payments(ids),
  ];
  return rows.map((row) =>
    presentWedding(
      row,
      {
        events: events.filter((event) => event.wedding_id === row.id),
        plan: plan.filter((item) => item.wedding_id === row.id),
        payments: payments.filter((payment) => payment.wedding_id === row.id),
      },
      today,
    ),
  );
}

/** One wedding's answer (its row read again: a write's answer shows what it wrote). */
export function* presentStep(id: number, today: string): Step<Wedding> {
  const row = yield* repo.byId(id);
  if (!row) throw notFound(WEDDING_TEXTS.notFound);
  return (yield* presentAll([row], today))[0]!;
}

/** The business's weddings with an event from `from` to `to`, as their pages show them on
 * `today`: the report's wedding lines (docs/product/payments.md#analytics). */
export function* betweenStep(
  businessId: number,
  from: string,
  to: string,
  today: string,
): Step<Wedding[]> {
  return yield* presentAll(yield* repo.ofBusinessBetween(businessId, from, to), today);
}

/** The wedding if `user` is its customer or its owner; 404 otherwise. */
export function* visibleTo(user: AuthUser, id: number): Step<WeddingRow> {
  return authorize(actorOf(user), 'read', weddingPolicy, yield* repo.byId(id));
}

/** The wedding if it is of the owner's business; 404 otherwise. */
export function* ofBusiness(businessId: number, id: number): Step<WeddingRow> {
  return authorize(deskActor({ businessId }), 'answer', weddingPolicy, yield* repo.byId(id));
}

export function createWeddingsService(db: Database) {
  return {
    get: (user: AuthUser, id: number) => {
      const today = todayInPakistan();
      return db.read(
        (function* () {
          const row = yield* visibleTo(user, id);
          return (yield* presentAll([row], today))[0]!;
        })(),
      );
    },
    mine: (user: AuthUser) => {
      const today = todayInPakistan();
      return db.read(
        (function* () {
          return yield* presentAll(yield* repo.ofCustomer(user.id), today);
        })(),
      );
    },
    ofBusiness: (businessId: number) => {
      const today = todayInPakistan();
      return db.read(
        (function* () {
          return yield* presentAll(yield* repo.ofBusiness(businessId), today);
        })(),
      );
    },
  };
}

export type WeddingsService = ReturnType<typeof createWeddingsService>;
