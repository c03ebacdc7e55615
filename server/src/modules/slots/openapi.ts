// The owner's calendar slots as the API document tells them (docs/product/calendar.md#calls).
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
import type { ApiOperation, ApiResponse } from '../../openapi/operation';

const tag = 'Calendar slots';
const slot = ownerSlotSchema;
const slots = z.array(slot);
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
  description:
    'Sent at the same moment as another write, the slot overlaps one just stored: "This hall or team already has a slot at that time".',
};
const held = (text: string) => ({ description: `An accepted booking holds the slot: "${text}"` });

const list = (path: string, summary: string): ApiOperation => ({
  method: 'get',
  path,
  tag,
  summary,
  description:
    'The live slots from `start_date` to `end_date` (today to 3 months ahead by default; at most 400 days), each with its bookings when `include_bookings` is true. The id is the business id or its mapping id.',
  access: 'business',
  params: idParamSchema,
  query: slotRangeQuerySchema,
  responses: { 200: slots, 404: notHers },
});

/** A block or an unblock: the slot as it now is. */
const setBlocked = (
  path: string,
  summary: string,
  refusal: Record<number, ApiResponse> = {},
): ApiOperation => ({
  method: 'patch',
  path,
  tag,
  summary,
  access: 'business',
  params: idParamSchema,
  idempotent: true,
  responses: {
    200: { description: 'The slot as it now is.', schema: slot },
    404: slotNotFound,
    ...refusal,
  },
});

export const slotsOperations: ApiOperation[] = [
  list('/slots/business/:id', "The business's slots over a range"),
  list('/slots/business/:id/range', "The business's slots over a range (the calendar's name)"),
  {
    method: 'get',
    path: '/slots/business/:id/available',
    tag,
    summary: 'The open slots of one day',
    description: 'Open: neither blocked nor held by an accepted booking.',
    access: 'business',
    params: idParamSchema,
    query: availableSlotsQuerySchema,
    responses: { 200: slots, 404: notHers },
  },
  {
    method: 'post',
    path: '/slots/bulk',
    tag,
    summary: 'Bulk Create: many slots at once',
    description:
      'The spec’s array of slots, `{slots: [...]}`, or the Bulk Create pattern (`start_date`, `end_date`, `days` 0 = Sunday, `worker_ids`, `time_slots`) for the server to expand. Every slot is checked before any is stored: one refused slot stores none. A slot overlapping one its hall or team already has is skipped and listed with the reason.',
    access: 'business',
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
  {
    method: 'post',
    path: '/slots',
    tag,
    summary: 'Add Slot',
    description:
      'From today to 3 months ahead, on quarter hours, the end after the start; `hall_id` or `hall_team` may stand for `worker_id`. Named by its times when no name is given.',
    access: 'business',
    body: createSlotSchema,
    idempotent: true,
    responses: {
      201: { description: 'The slot, open.', schema: slot },
      409: {
        description:
          'The hall or team already has a slot at that time: the text names it ("Main Hall already has a slot on …"); or, two writes racing, "This hall or team already has a slot at that time".',
      },
    },
  },
  {
    method: 'put',
    path: '/slots/:id',
    tag,
    summary: 'Change a slot',
    description: 'Any of the fields; the others stay.',
    access: 'business',
    params: idParamSchema,
    body: updateSlotSchema,
    idempotent: true,
    responses: {
      200: { description: 'The slot as it now is.', schema: slot },
      404: slotNotFound,
      409: {
        description:
          'The new time overlaps another slot of the hall or team (the text names it, as on Add Slot), or an accepted booking holds the slot: "This slot has an accepted booking; its date and times cannot be changed."',
      },
    },
  },
  setBlocked('/slots/:id/block', 'Block a slot', {
    409: held('This slot has an accepted booking and cannot be blocked.'),
  }),
  setBlocked('/slots/:id/unblock', 'Unblock a slot'),
  {
    method: 'delete',
    path: '/slots/:id',
    tag,
    summary: 'Delete a slot',
    description:
      'Its pending requests are declined with the reason "The vendor removed this time slot."',
    access: 'business',
    params: idParamSchema,
    idempotent: true,
    responses: {
      200: { description: 'The slot is gone.', schema: deleteSlotResponseSchema },
      404: slotNotFound,
      409: held(
        'This slot has an accepted booking and cannot be deleted. Cancel the booking first.',
      ),
    },
  },
];
