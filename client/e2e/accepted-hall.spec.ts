// Where a wedding's events are (docs/product/calendar.md#where-an-event-is), at 390 × 844 and
// 1024 × 768: the owner accepts a customer's mehndi, baraat and walima into halls other than
// their slots' (the mehndi's slot is Hall A's, the baraat's has none, the walima's is Hall B's),
// and the month's day list, the week (a phone list or a time grid), the day, each event's details
// and Booking Requests all name the hall it was accepted into; the calendar again with no signal,
// from the device's copy.
import { formatDate, formatTimeRange } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead, freshCustomer, freshOwner } from './support/desk-owner';
import { expect, test } from './support/fixtures';
import { setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';

const TITLE = 'Sana & Usman';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
];

/** The Monday 8 to 14 days ahead: the three events fall in one week, the next one. */
const monday = () => {
  for (let n = 8; ; n += 1) {
    if (new Date(`${daysAhead(n)}T00:00:00Z`).getUTCDay() === 1) return n;
  }
};

interface Shown {
  date: string;
  start: string;
  end: string;
  /** The event type's name, as the calendar's title ends. */
  name: string;
  /** The hall it was accepted into, and its slot's (or none). */
  hall: string;
  slotHall: string | null;
}

/** A customer's wedding of three events at a fresh marquee, accepted into other halls. */
async function acceptedWedding(request: APIRequestContext) {
  const owner = await freshOwner(request, 'marquee');
  const halls: Record<string, number> = {};
  for (const name of ['Hall A', 'Garden Lawn', 'Hall B']) {
    halls[name] = await owner.resource(name, 500);
  }
  const first = monday();
  const plan = [
    {
      day: first,
      start: '18:00',
      end: '22:00',
      type: 3,
      name: 'Mehndi',
      slotHall: 'Hall A',
      hall: 'Garden Lawn',
    },
    {
      day: first + 1,
      start: '18:00',
      end: '22:00',
      type: 1,
      name: 'Wedding',
      slotHall: null,
      hall: 'Hall B',
    },
    {
      day: first + 2,
      start: '13:00',
      end: '17:00',
      type: 4,
      name: 'Reception',
      slotHall: 'Hall B',
      hall: 'Hall A',
    },
  ];
  const slots: number[] = [];
  for (const event of plan) {
    const hall = event.slotHall ? halls[event.slotHall] : undefined;
    slots.push(await owner.slot(daysAhead(event.day), event.start, event.end, hall));
  }
  const customer = await freshCustomer(request);
  const booked = await request.post('/api/weddings', {
    headers: { ...customer.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      title: TITLE,
      events: plan.map((event, i) => ({
        slot_id: slots[i],
        event_type_id: event.type,
        number_of_people: 300,
      })),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const wedding = (await booked.json()) as Wedding;
  await owner.patch(`/weddings/${wedding.wedding_id}/approve`, {
    events: wedding.events.map((event, i) => ({
      booking_id: event.booking_id,
      hall_id: halls[plan[i]!.hall],
    })),
  });
  const shown: Shown[] = plan.map((event) => ({
    ...event,
    date: daysAhead(event.day),
  }));
  return { owner, customer, wedding, shown };
}

/** An event's button in the week or day view: its name says the time, title and hall. */
const eventButton = (page: Page, customer: string, event: Shown) =>
  page.getByRole('button', {
    name: `${formatTimeRange(event.start, event.end)} Booking: ${customer} · ${event.name}, ${event.hall}`,
    exact: true,
  });

/** The month, week, day and details of the calendar, from wherever it opens. */
async function expectCalendarHalls(page: Page, customer: string, events: Shown[]) {
  const views = page.getByRole('group', { name: 'Calendar view' });
  const [mehndi] = events;
  // The month opens on this month: on to the mehndi's, and its day.
  const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  for (let n = months(mehndi!.date) - months(daysAhead(0)); n > 0; n -= 1) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page
    .getByRole('button', { name: `${formatDate(mehndi!.date, { dense: true })}: 1 event` })
    .click();
  const listed = page.locator('.calendar-day-events .calendar-event');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(mehndi!.hall);
  await expect(listed).not.toContainText(mehndi!.slotHall!);

  await views.getByRole('button', { name: 'Week' }).click();
  for (const event of events) await expect(eventButton(page, customer, event)).toBeVisible();
  await expect(page.getByText('Hall A', { exact: true })).toHaveCount(1);

  for (const event of events) {
    await eventButton(page, customer, event).click();
    const details = page.getByRole('dialog');
    await expect(details.locator('dt:text-is("Hall / team") + dd')).toHaveText(event.hall);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  }

  await views.getByRole('button', { name: 'Day' }).click();
  await expect(page.locator('#calendar-title')).toHaveText(formatDate(mehndi!.date));
  await expect(eventButton(page, customer, mehndi!)).toBeVisible();
}

for (const size of SIZES) {
  test(`the calendar, the details and Booking Requests name the halls a wedding was accepted into at ${size.width} × ${size.height}, online and offline`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const { owner, customer, wedding, shown } = await acceptedWedding(request);
    await owner.signIn(page);
    await page.goto('/business/home?tab=calendar');
    await waitForControllingWorker(page);
    await expect(page.getByText(/^Last synced /)).toBeVisible();
    await expectCalendarHalls(page, customer.name, shown);

    // Booking Requests (it needs signal): each event's row on the Verified tab, and its Details.
    await page.goto('/business/home?tab=events');
    await page.getByRole('button', { name: /^Verified \(/ }).click();
    await page.getByRole('button', { name: `3 events of ${TITLE}` }).click();
    for (const [i, event] of wedding.events.entries()) {
      const line = page.locator(`tr.wedding-event[data-booking="${event.booking_id}"]`);
      await expect(line).toContainText(shown[i]!.hall);
      await line.getByRole('button', { name: `Details ${customer.name}` }).click();
      const details = page.getByRole('dialog', { name: `Request from ${customer.name}` });
      await expect(details).toContainText(shown[i]!.hall);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    }

    // No signal: the calendar reopens from the device's copy and says the same.
    await page.goto('/business/home?tab=calendar');
    await expect(page.getByText(/^Last synced /)).toBeVisible();
    await setOffline(context, true);
    await page.reload();
    await expect(
      page.getByText('Offline — showing the calendar saved on this device'),
    ).toBeVisible();
    await expectCalendarHalls(page, customer.name, shown);
    await setOffline(context, false);
  });
}
