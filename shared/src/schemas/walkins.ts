// POST /api/business/walkins (docs/product/business-desk.md#what-a-business-holds,
// docs/product/decisions.md: a walk-in is one atomic call, not three). The calendar's walk-in form sends the
// spec's payload; "convert slot to walk-in" sends the slot's id instead of its times.
import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { isSlotTime, onQuarterHour, SLOT_TEXTS } from '../domain/slot-times';
import { tx } from '../i18n/text';
import { peopleCount } from './bookings';
import { EMAIL_PATTERN, numberFromText, optionalPakistaniPhone, positiveId } from './fields';

export const WALKIN_TEXTS = {
  /** The walk-in form's one alert for what is missing (docs/product/texts.md#limits). */
  required: tx('Please fill in all required fields'),
  email: tx('Please enter a valid email address'),
  slotTaken: tx('This slot already has a booking. Choose another slot or time.'),
  slotNotOpen: tx('This slot is blocked. Unblock it first, or choose another slot.'),
  /** docs/product/texts.md#global-errors / docs/product/requests.md#booking-requests-screen: walk-in customers have no account. */
} as const;

const required = WALKIN_TEXTS.required;
const time = z
  .string({ error: required })
  .trim()
  .refine(isSlotTime, { error: SLOT_TEXTS.time })
  .refine(onQuarterHour, { error: SLOT_TEXTS.minutes });

/** A hall or team's id, from JSON or a form's text. */
const hallOrTeam = z.preprocess(
  numberFromText,
  z.number({ error: required }).int({ error: required }).positive({ error: required }),
);

/**
 * What the desk sends: the calendar form names the hall or team `hall_team` (older forms
 * `hall_id`) and the package `selected_package`; people left out are 1. Read as the fields
 * below, every alias visible (the API document shows this side), then merged.
 */
export const walkInSchema = z
  .object({
    slot_id: positiveId('slot_id').optional(),
    date: z
      .string({ error: required })
      .refine(isIsoDate, { error: tx('date must be a date written YYYY-MM-DD') })
      .optional(),
    start_time: time.optional(),
    end_time: time.optional(),
    worker_id: hallOrTeam.nullish(),
    hall_team: hallOrTeam
      .nullish()
      .meta({ description: '`worker_id` as the calendar form names it.' }),
    hall_id: hallOrTeam.nullish().meta({ description: '`worker_id` as older forms name it.' }),
    customer_name: z.string({ error: required }).trim().min(1, { error: required }).max(100),
    customer_phone: optionalPakistaniPhone,
    customer_email: z
      .string()
      .trim()
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: WALKIN_TEXTS.email })
      .nullish()
      .transform((value) => (value ? value.toLowerCase() : null)),
    /** 1 to 5,000 here; the hall's capacity and the package's most guests in the service. */
    number_of_people: peopleCount.nullish().meta({ description: '1 when left out.' }),
    package_id: positiveId('package_id').nullish(),
    selected_package: positiveId('package_id')
      .nullish()
      .meta({ description: '`package_id` as the calendar form names it.' }),
    description: z.string().trim().max(1000).nullish(),
    type: z.literal('walkin').optional(),
    status: z.literal('confirmed').optional(),
  })
  // Told with the other fields' refusals, as when it was one of them.
  .superRefine(
    (walkIn, ctx) => {
      if (!walkIn || typeof walkIn !== 'object') return;
      if ((walkIn.worker_id ?? walkIn.hall_team ?? walkIn.hall_id ?? undefined) === undefined)
        ctx.addIssue({ code: 'custom', path: ['worker_id'], message: required });
    },
    { when: () => true },
  )
  .superRefine((walkIn, ctx) => {
    if (walkIn.slot_id !== undefined) return;
    for (const field of ['date', 'start_time', 'end_time'] as const) {
      if (walkIn[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: required });
    }
  })
  .transform(({ hall_team, hall_id, selected_package, ...walkIn }) => ({
    ...walkIn,
    worker_id: (walkIn.worker_id ?? hall_team ?? hall_id) as number,
    number_of_people: walkIn.number_of_people ?? 1,
    package_id: walkIn.package_id ?? selected_package,
  }));
export type WalkIn = z.output<typeof walkInSchema>;
