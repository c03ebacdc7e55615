// /api/slots (docs/product/calendar.md#calls): the owner's calendar slots, each declared once
// with its API document. Owner-only, scoped to the caller's business. Writes take an
// Idempotency-Key: the calendar sends them from its outbox, and a replay after a lost answer
// must not create a second slot (docs/product/offline.md#the-promise): each write is a step
// of `once`, so the key, the write and its stored answer are one transaction.
import { SLOT_MONTHS_AHEAD, SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  availableSlotsQuerySchema,
  bulkQuerySchema,
  bulkSlotsResponseSchema,
  bulkSlotsSchema,
  createSlotSchema,
  deleteSlotResponseSchema,
  ownerSlotSchema,
  slotRangeQuerySchema,
  updateSlotSchema,
} from '@baraat/shared/schemas/slots';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { ownedBusinessAt } from '../../http/owned-business';
import { routesOf } from '../../http/route';
import type { ApiResponse } from '../../openapi/operation';
import { deskAuthor } from '../../policies/actor';
import { MAX_RANGE_DAYS, type OwnerSlotsService } from './service';

const route = routesOf<{ slots: OwnerSlotsService }>();
const tag = 'Calendar slots';
const slot = ownerSlotSchema;
const slotList = z.array(slot);
const ahead = `today to ${SLOT_MONTHS_AHEAD} months ahead`;
const notHers = {
  description:
    'Business not found: the id is neither the business nor the mapping of the caller’s business (or the caller has none).',
};
const slotNotFound = {
  description:
    'Slot not found: no live slot of the caller’s business has that id (or the caller has no business).',
};
/** The database's own refusal (docs/product/calendar.md#slot-rules), when two writes race. */
const raced = {
  description: `Sent at the same moment as another write, the slot overlaps one just stored: "${SLOT_TEXTS.hallHasSlot}".`,
};
const held = (text: string) => ({ description: `An accepted booking holds the slot: "${text}"` });

/** The business of /slots/business/{id}: its business id or its mapping id. */
const named = (ctx: AppContext, id: number) => ownedBusinessAt(ctx, id, 'either');

const list = (path: string, summary: string) =>
  route(
    {
      method: 'get',
      path,
      tag,
      summary,
      description: `The live slots from \`start_date\` to \`end_date\` (${ahead} by default; at most ${MAX_RANGE_DAYS} days), each with its bookings when \`include_bookings\` is true. The id is the business id or its mapping id.`,
      access: 'business',
      desk: 'calendar',
      params: idParamSchema,
      query: slotRangeQuerySchema,
      responses: { 200: slotList, 404: notHers },
    },
    ({ params, query, ctx }, { slots }) => slots.list(named(ctx, params.id), query),
  );

/** A write of one slot, answered once per Idempotency-Key: the slot as it now is. */
const write = (
  method: 'put' | 'patch',
  path: string,
  summary: string,
  refusal: Record<number, ApiResponse> = {},
) =>
  ({
    method,
    path,
    tag,
    summary,
    access: 'business',
    desk: 'calendar',
    params: idParamSchema,
    idempotent: true,
    responses: {
      200: { description: 'The slot as it now is.', schema: slot },
      404: slotNotFound,
      ...refusal,
    },
  }) as const;

export const slotRoutes = [
  list('/slots/business/:id', "The business's slots over a range"),
  list('/slots/business/:id/range', "The business's slots over a range (the calendar's name)"),
  route(
    {
      method: 'get',
      path: '/slots/business/:id/available',
      tag,
      summary: 'The open slots of one day',
      description: 'Open: neither blocked nor held by an accepted booking.',
      access: 'business',
      desk: 'calendar',
      params: idParamSchema,
      query: availableSlotsQuerySchema,
      responses: { 200: slotList, 404: notHers },
    },
    ({ params, query, ctx }, { slots }) =>
      slots.available(named(ctx, params.id), query.target_date),
  ),
  route(
    {
      method: 'post',
      path: '/slots/bulk',
      tag,
      summary: 'Bulk Create: many slots at once',
      description:
        'The spec’s array of slots, `{slots: [...]}`, or the Bulk Create pattern (`start_date`, `end_date`, `days` 0 = Sunday, `worker_ids`, `time_slots`) for the server to expand. Every slot is checked before any is stored: one refused slot stores none. A slot overlapping one its hall or team already has is skipped and listed with the reason.',
      access: 'business',
      desk: 'calendar',
      query: bulkQuerySchema,
      body: bulkSlotsSchema,
      idempotent: true,
      responses: {
        201: {
          description: 'The slots created and those skipped.',
          schema: bulkSlotsResponseSchema,
        },
        409: raced,
      },
    },
    ({ business, query, body, once, ctx }, { slots }) =>
      once(slots.bulkStep(business, deskAuthor(ctx), query.user_business_mapping_id, body)),
  ),
  route(
    {
      method: 'post',
      path: '/slots',
      tag,
      summary: 'Add Slot',
      description: `From ${ahead}, on quarter hours, the end after the start; \`hall_id\` or \`hall_team\` may stand for \`worker_id\`. Named by its times when no name is given.`,
      access: 'business',
      desk: 'calendar',
      body: createSlotSchema,
      idempotent: true,
      responses: {
        201: { description: 'The slot, open.', schema: slot },
        409: {
          description: `The hall or team already has a slot at that time: the text names it ("Main Hall already has a slot on …"); or, two writes racing, "${SLOT_TEXTS.hallHasSlot}".`,
        },
      },
    },
    ({ business, body, once, ctx }, { slots }) =>
      once(slots.createStep(business, deskAuthor(ctx), body)),
  ),
  route(
    {
      ...write('put', '/slots/:id', 'Change a slot', {
        409: {
          description: `The new time overlaps another slot of the hall or team (the text names it, as on Add Slot), or an accepted booking holds the slot: "${SLOT_TEXTS.bookedNoChange}"`,
        },
      }),
      description: 'Any of the fields; the others stay.',
      body: updateSlotSchema,
    },
    ({ business, params, body, once, ctx }, { slots }) =>
      once(slots.updateStep(business, deskAuthor(ctx), params.id, body)),
  ),
  route(
    write('patch', '/slots/:id/block', 'Block a slot', { 409: held(SLOT_TEXTS.bookedNoBlock) }),
    ({ business, params, once, ctx }, { slots }) =>
      once(slots.blockStep(business, deskAuthor(ctx), params.id)),
  ),
  route(
    write('patch', '/slots/:id/unblock', 'Unblock a slot'),
    ({ business, params, once, ctx }, { slots }) =>
      once(slots.unblockStep(business, deskAuthor(ctx), params.id)),
  ),
  route(
    {
      method: 'delete',
      path: '/slots/:id',
      tag,
      summary: 'Delete a slot',
      description: `Its pending requests are declined with the reason "${SLOT_TEXTS.removedBySlotDelete}"`,
      access: 'business',
      desk: 'calendar',
      params: idParamSchema,
      idempotent: true,
      responses: {
        200: { description: 'The slot is gone.', schema: deleteSlotResponseSchema },
        404: slotNotFound,
        409: held(SLOT_TEXTS.bookedNoDelete),
      },
    },
    ({ business, params, once, ctx }, { slots }) =>
      once(slots.removeStep(business, deskAuthor(ctx), params.id)),
  ),
];
