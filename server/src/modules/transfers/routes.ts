// Bank transfer and Raast with proof (docs/product/payments.md#bank-transfer-and-raast), each
// call declared once with its API document: the owner's payment details, the customer's
// transfer with its receipt photo, and the desk's To confirm, Confirm and Reject (queued offline
// through the outbox, each stored once).
import { MEDIA_MAX_FILE_BYTES, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  paymentDetailsInputSchema,
  paymentDetailsSchema,
  rejectTransferSchema,
  submitTransferFieldsSchema,
  submitTransferFormSchema,
  TRANSFER_TEXTS,
  transferDetailsSchema,
  transferSchema,
  transferTargetSchema,
} from '@baraat/shared/schemas/transfers';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AppState } from '../../http/context';
import { fieldError } from '../../http/errors';
import { routesOf } from '../../http/route';
import { parseInput } from '../../http/validate';
import { deskAuthor, requestActor } from '../../policies/actor';
import type { TransfersService } from './service';

const route = routesOf<{ transfers: TransfersService; photoUploads: Middleware<AppState> }>();
const tag = 'Transfers';
const transfer = transferSchema.meta({ id: 'Transfer' });
const transferNotFound = {
  description: `\`${TRANSFER_TEXTS.notFound}\`: no transfer the caller may see has that id (its customer and the business’s desk see it; nobody else).`,
};
const answered = { description: `\`${TRANSFER_TEXTS.alreadyAnswered}\`` };
const notYours = {
  description:
    '`Booking not found` or `Wedding not found`: not a booking or wedding of the caller’s.',
};

export const transferRoutes = [
  route(
    {
      method: 'get',
      path: '/business/payment-details',
      tag,
      summary: 'The business’s payment details: account title, bank, IBAN and Raast ID',
      access: 'business',
      desk: 'settings',
      responses: { 200: paymentDetailsSchema },
    },
    ({ business }, { transfers }) => transfers.paymentDetails(business.businessId),
  ),
  route(
    {
      method: 'put',
      path: '/business/payment-details',
      tag,
      summary: 'Save the business’s payment details',
      description:
        'All four, saved together; a blank one is cleared. A PK IBAN (spaces ignored) must pass its mod-97 check and needs its account title and bank; the Raast ID is a mobile number, stored 03XXXXXXXXX.',
      access: 'business',
      desk: 'settings',
      body: paymentDetailsInputSchema,
      responses: { 200: paymentDetailsSchema },
    },
    ({ business, body }, { transfers }) => transfers.savePaymentDetails(business.businessId, body),
  ),
  route(
    {
      method: 'get',
      path: '/transfers/details',
      tag,
      summary: 'How to pay a booking or wedding by transfer: the business’s details and the amount',
      description:
        'For the customer of an accepted booking or a wedding with an accepted event: the business’s payment details and what is still outstanding.',
      access: 'customer',
      query: transferTargetSchema,
      responses: {
        200: transferDetailsSchema,
        404: notYours,
        409: { description: `\`${TRANSFER_TEXTS.bookingNotAccepted}\`` },
      },
    },
    ({ user, query }, { transfers }) => transfers.details(user, query),
  ),
  route(
    {
      method: 'post',
      path: '/transfers',
      tag,
      summary: 'Send a transfer with its proof',
      description: `The customer’s transfer, made in their own banking app: method, amount, transaction ID and a photo of the receipt (a JPEG, PNG or WebP of at most ${MEDIA_MAX_FILE_BYTES / 1024 / 1024} MB), as \`multipart/form-data\`. The business’s desk is told; nothing is recorded in the ledger until it confirms.`,
      access: 'customer',
      multipart: submitTransferFormSchema.extend({
        file: z.file().meta({ description: 'The receipt photo.' }),
      }),
      responses: {
        201: { description: 'The transfer, waiting for the vendor.', schema: transfer },
        404: notYours,
        409: { description: `\`${TRANSFER_TEXTS.bookingNotAccepted}\`` },
        413: { description: `\`${MEDIA_TEXTS.tooLarge}\`` },
        422: {
          description: `No photo (\`${TRANSFER_TEXTS.photoRequired}\`), not an image we take (\`${MEDIA_TEXTS.invalidType}\`), or a field refused.`,
        },
      },
    },
    ({ user, ctx }, { transfers }) => {
      const fields = parseInput(submitTransferFieldsSchema, ctx.request.body, 'body');
      const file = ctx.request.files?.file;
      if (!file || Array.isArray(file))
        throw fieldError('body', 'file', TRANSFER_TEXTS.photoRequired);
      return transfers.submit(user, fields, file.filepath);
    },
    ({ photoUploads }) => [photoUploads],
  ),
  route(
    {
      method: 'get',
      path: '/transfers/mine',
      tag,
      summary: 'The customer’s transfers, newest first',
      access: 'customer',
      responses: { 200: transfer.array() },
    },
    ({ user }, { transfers }) => transfers.mine(user),
  ),
  route(
    {
      method: 'get',
      path: '/transfers/to-confirm',
      tag,
      summary: 'To confirm: the transfers waiting for the desk’s answer, newest first',
      access: 'business',
      desk: 'record_payment',
      responses: { 200: transfer.array() },
    },
    ({ business }, { transfers }) => transfers.toConfirm(business.businessId),
  ),
  route(
    {
      method: 'get',
      path: '/transfers/:id/photo',
      tag,
      summary: 'A transfer’s receipt photo',
      description: 'WebP; only the transfer’s customer and the business’s desk may open it.',
      access: 'user',
      params: idParamSchema,
      responses: {
        200: { description: 'The photo.', contentType: 'image/webp', schema: z.string() },
        404: transferNotFound,
      },
    },
    async ({ user, params, ctx }, { transfers }) => {
      const photo = await transfers.photo(params.id, user);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'image/webp';
      ctx.body = photo;
    },
  ),
  route(
    {
      method: 'patch',
      path: '/transfers/:id/confirm',
      tag,
      summary: 'Confirm a transfer: it is recorded in the ledger',
      description:
        'A completed payment of the transfer’s amount, method and transaction ID, received the day the customer sent it: an advance when nothing was paid before, else a balance. A held booking’s advance sent by its deadline’s day restores it after its hold expired while its date is free. The customer is notified.',
      access: 'business',
      desk: 'record_payment',
      params: idParamSchema,
      idempotent: true,
      responses: {
        200: { description: 'The transfer, confirmed, with its payment.', schema: transfer },
        404: transferNotFound,
        409: answered,
      },
    },
    ({ params, once, ctx }, { transfers }) =>
      once(() => transfers.confirmStep(params.id, requestActor(ctx), deskAuthor(ctx))),
  ),
  route(
    {
      method: 'patch',
      path: '/transfers/:id/reject',
      tag,
      summary: 'Reject a transfer, with the reason the customer is shown',
      access: 'business',
      desk: 'record_payment',
      params: idParamSchema,
      body: rejectTransferSchema,
      idempotent: true,
      responses: {
        200: { description: 'The transfer, rejected.', schema: transfer },
        404: transferNotFound,
        409: answered,
      },
    },
    ({ params, body, once, ctx }, { transfers }) =>
      once(() => transfers.rejectStep(params.id, requestActor(ctx), deskAuthor(ctx), body)),
  ),
];
