// Reviews on both engines (docs/architecture.md#10-two-engines): on a real SQLite file and on the
// run's throwaway PostgreSQL, a customer reviews a confirmed booking whose day has passed, once;
// the business's rating and count follow every change in the same transaction, and the owner's
// notification is written with the review and pushed after it commits.
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';
import { recordedEvents } from '../../test/pushes';
import { createReviewsService, type ReviewsService } from './service';

const PAST = '2025-03-01';

describe.each(ENGINES)('reviews on %s', (engine) => {
  let test: TestDatabase;
  let reviews: ReviewsService;
  let pushed: number[];
  let owner: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const recorded = recordedEvents(test.database);
    pushed = recorded.pushed;
    reviews = createReviewsService(test.database, recorded.events);
    owner = await test.database.transaction(() => userRow('Owner', true));
  });
  afterAll(() => test.close());

  /** A business, and a customer with a confirmed booking there on `date`. */
  const visit = async (date = PAST) =>
    test.database.transaction(function* () {
      const place = yield* businessRow(owner, 1000);
      const customer = yield* userRow('Ayesha');
      const booking = yield* bookingRow(place, customer, 'verified', 120, date);
      return { business: place.business, customer, booking };
    });
  const standing = async (business: number) =>
    (await test.database.read(
      get<{ rating: number; review_count: number }>(
        'SELECT rating, review_count FROM businesses WHERE id = @business',
        { business },
      ),
    ))!;
  const ownerNotices = async () =>
    (await test.database.read(
      get<{ n: number }>(
        "SELECT count(*) AS n FROM notifications WHERE receiver_id = @owner AND type = 'review_new'",
        { owner },
      ),
    ))!.n;

  it('stores a review of a past confirmed booking, rates the business, and tells its owner', async () => {
    const { business, customer, booking } = await visit();
    const [noticesBefore, pushesBefore] = [await ownerNotices(), pushed.length];
    const review = await reviews.create(customer, {
      booking_id: booking,
      rating: 4,
      review_text: 'Lovely lawn, on time',
    });
    expect(review).toMatchObject({
      rating: 4,
      review_text: 'Lovely lawn, on time',
      booking: { booking_id: booking },
    });
    expect(await standing(business)).toEqual({ rating: 4, review_count: 1 });
    expect(await ownerNotices()).toBe(noticesBefore + 1);
    expect(pushed.slice(pushesBefore)).toEqual([owner]);

    await reviews.update(review.review_id, customer, { rating: 5 });
    expect(await standing(business)).toEqual({ rating: 5, review_count: 1 });
    expect((await reviews.mine(customer)).map((mine) => mine.rating)).toEqual([5]);
    await reviews.remove(review.review_id, customer);
    expect(await standing(business)).toEqual({ rating: 0, review_count: 0 });
    expect(await reviews.mine(customer)).toEqual([]);
  });

  it('refuses a booking still ahead, someone else’s, and a second review, writing nothing', async () => {
    const ahead = await visit('2099-01-01');
    await expect(
      reviews.create(ahead.customer, { booking_id: ahead.booking, rating: 5, review_text: '' }),
    ).rejects.toMatchObject({ status: 422 });
    const { business, customer, booking } = await visit();
    await expect(
      reviews.create(ahead.customer, { booking_id: booking, rating: 5, review_text: '' }),
    ).rejects.toMatchObject({ status: 422 });
    await reviews.create(customer, { booking_id: booking, rating: 3, review_text: 'Fine' });
    const notices = await ownerNotices();
    await expect(
      reviews.create(customer, { booking_id: booking, rating: 1, review_text: 'Again' }),
    ).rejects.toMatchObject({ status: 409, detail: REVIEW_ERRORS.alreadyReviewed });
    expect(await standing(business)).toEqual({ rating: 3, review_count: 1 });
    expect(await ownerNotices()).toBe(notices);
  });

  it('keeps one review of a booking sent ten times at once, and the count at one', async () => {
    const { business, customer, booking } = await visit();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        reviews.create(customer, { booking_id: booking, rating: 5, review_text: 'Superb' }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
    expect(await standing(business)).toEqual({ rating: 5, review_count: 1 });
  });
});
