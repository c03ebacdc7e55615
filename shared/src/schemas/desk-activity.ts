// Who did what on a desk (docs/product/accounts.md#who-did-what): the person a change names, as
// the owner's answers carry it, and the Activity list's query and entries.
import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { ACTIVITY_KINDS } from '../domain/desk-activity';
import { tx } from '../i18n/text';
import { applyPage, pageFields, positiveId } from './fields';

const id = z.number().int();

/** The account that made a change: its user id and the person's name; null for nobody known. */
export const deskPersonSchema = z
  .strictObject({ id, name: z.string() })
  .nullable()
  .meta({ id: 'DeskPerson' });
export type DeskPerson = z.infer<typeof deskPersonSchema>;

export const deskActivityQuerySchema = z
  .object({
    user_id: positiveId('user_id').optional(),
    date: z
      .string({ error: tx('date must be a date written YYYY-MM-DD') })
      .refine(isIsoDate, { error: tx('date must be a date written YYYY-MM-DD') })
      .optional(),
    ...pageFields(),
  })
  .transform(applyPage);
export type DeskActivityQuery = z.input<typeof deskActivityQuerySchema>;

export const deskActivitySchema = z
  .strictObject({
    activity_id: id,
    who: z.strictObject({ id, name: z.string() }),
    /** The device's account, when a shared tablet acted as `who`. */
    device: deskPersonSchema,
    kind: z.enum(ACTIVITY_KINDS),
    summary: z.string(),
    booking_id: id.nullable(),
    slot_id: id.nullable(),
    payment_id: id.nullable(),
    wedding_id: id.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DeskActivity' });
export type DeskActivity = z.infer<typeof deskActivitySchema>;

export const deskActivityListSchema = z.array(deskActivitySchema);
