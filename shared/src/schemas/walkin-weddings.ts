// A walk-in wedding (docs/product/weddings.md#the-owner-answers): a family at the counter books
// several events at once, each read as a walk-in (its slot or times, hall, people and package)
// with the family's details, stored accepted as one request the desk may queue offline.
import { z } from 'zod';
import { positiveId } from './fields';
import { walkInSchema } from './walkins';
import { weddingEvents, weddingTitle } from './weddings';

/** One event of a walk-in wedding: a walk-in's slot or times, hall, people and package, plus
 * its event type; the family's name, phone and e-mail are the wedding's. */
export const walkInWeddingEventSchema = z.object({
  slot_id: positiveId('slot_id').optional(),
  date: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  worker_id: z.unknown().optional(),
  event_type_id: positiveId('event_type_id').nullish(),
  number_of_people: z.unknown().optional(),
  package_id: positiveId('package_id').nullish(),
});

/** One event of a walk-in wedding read as a walk-in, given the family's details. */
const asWalkIn = (
  wedding: { customer_name?: unknown; customer_phone?: unknown; customer_email?: unknown },
  event: z.output<typeof walkInWeddingEventSchema>,
) =>
  walkInSchema.safeParse({
    ...event,
    customer_name: wedding.customer_name,
    customer_phone: wedding.customer_phone,
    customer_email: wedding.customer_email,
  });

/** POST /api/business/walkin-weddings (owner; outbox). Each event is read with the walk-in's
 * own schema (its texts and checks), given the family's details — also when the title is
 * wrong, so one refusal names everything missing (the family's name, each event's hall). */
export const walkInWeddingSchema = z
  .object({
    title: weddingTitle,
    customer_name: z.unknown().optional(),
    customer_phone: z.unknown().optional(),
    customer_email: z.unknown().optional(),
    description: z.string().trim().max(1000).nullish(),
    events: weddingEvents(walkInWeddingEventSchema),
  })
  .superRefine(
    (wedding, ctx) => {
      wedding.events.forEach((event, index) => {
        const result = asWalkIn(wedding, event);
        for (const issue of result.error?.issues ?? []) {
          const field = issue.path[0];
          const own = typeof field === 'string' && field.startsWith('customer_');
          // The family's details are the wedding's: told once, not once per event.
          if (own && index > 0) continue;
          ctx.addIssue({
            code: 'custom',
            path: own ? issue.path : ['events', index, ...issue.path],
            message: issue.message,
          });
        }
      });
    },
    // Not when the body is no object (a list, a number: its refusal has no path) or its events
    // are refused already: there is nothing to read each event of.
    {
      when: (payload) =>
        !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === 'events'),
    },
  )
  .transform((wedding) => {
    // Only reached when every event read cleanly above.
    const parsed = wedding.events.map((event) => ({
      ...asWalkIn(wedding, event).data!,
      event_type_id: event.event_type_id ?? null,
    }));
    const first = parsed[0]!;
    return {
      title: wedding.title,
      customer_name: first.customer_name,
      customer_phone: first.customer_phone,
      customer_email: first.customer_email,
      description: wedding.description ?? null,
      events: parsed,
    };
  });
export type WalkInWeddingInput = z.input<typeof walkInWeddingSchema>;
export type WalkInWedding = z.output<typeof walkInWeddingSchema>;
