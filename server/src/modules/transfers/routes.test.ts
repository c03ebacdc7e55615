import { TRANSFER_TEXTS } from '@baraat/shared/schemas/transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildStaff } from '../../test/factories';
import { type Ledger, startLedger } from '../../test/ledger';
import { answerTransfer, GOOD_IBAN, sendTransfer } from '../../test/transfers';

let ledger: Ledger;
beforeAll(async () => {
  ledger = await startLedger();
  const saved = await ledger.server.request('/api/business/payment-details', {
    method: 'PUT',
    token: ledger.owner.token,
    json: {
      account_title: 'Shalimar Banquets',
      bank_name: 'Standard Chartered',
      iban: GOOD_IBAN.toLowerCase(),
      raast_id: '+92 300-1234567',
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => ledger.server.close());

const details = (token: string) =>
  ledger.server.request('/api/business/payment-details', { token });

describe('payment details', () => {
  it('stores the IBAN without spaces and the Raast ID as 03XXXXXXXXX', async () => {
    expect((await details(ledger.owner.token)).body).toEqual({
      account_title: 'Shalimar Banquets',
      bank_name: 'Standard Chartered',
      iban: 'PK36SCBL0000001123456702',
      raast_id: '03001234567',
    });
  });

  it('refuses an IBAN whose check digits do not match, and one without its title and bank', async () => {
    const put = (json: Record<string, unknown>) =>
      ledger.server.request('/api/business/payment-details', {
        method: 'PUT',
        token: ledger.owner.token,
        json,
      });
    const wrong = await put({
      account_title: 'A',
      bank_name: 'B',
      iban: 'PK36 SCBL 0000 0011 2345 6703',
      raast_id: '0300 12',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'iban'], msg: TRANSFER_TEXTS.ibanChecksum }),
      expect.objectContaining({ loc: ['body', 'raast_id'], msg: TRANSFER_TEXTS.raastInvalid }),
    ]);
    const bare = await put({ iban: GOOD_IBAN });
    expect(bare.status).toBe(422);
    expect(bare.body.detail.map((issue: { msg: string }) => issue.msg)).toEqual([
      TRANSFER_TEXTS.titleRequired,
      TRANSFER_TEXTS.bankRequired,
    ]);
    // Nothing refused was stored.
    expect((await details(ledger.owner.token)).body.iban).toBe('PK36SCBL0000001123456702');
  });
});

describe('a transfer with proof', () => {
  it('shows the customer the details and what is outstanding, and takes their transfer', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const shown = await ledger.server.request(`/api/transfers/details?booking_id=${bookingId}`, {
      token: customer.access_token,
    });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      business_name: ledger.owner.businessName,
      details: { iban: 'PK36SCBL0000001123456702', raast_id: '03001234567' },
    });
    // What is due now: the advance, the business's 30% of the total, rounded up.
    const { total_amount: total } = (await ledger.server.sql.get<{ total_amount: number }>(
      'SELECT total_amount FROM booking_totals WHERE booking_id = @bookingId',
      { bookingId },
    ))!;
    expect(total).toBeGreaterThan(0);
    expect(shown.body).toMatchObject({
      amount_due: Math.ceil(Number(total) * 0.3),
      due_kind: 'advance',
    });

    const sent = await sendTransfer(ledger.server, customer.access_token, {
      booking_id: bookingId,
      method: 'raast',
      amount: 25000,
      reference: 'RAAST-889120',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      booking_id: bookingId,
      method: 'raast',
      amount: 25000,
      reference: 'RAAST-889120',
      status: 'to_confirm',
      payment_id: null,
    });
    const waiting = await ledger.server.request('/api/transfers/to-confirm', {
      token: ledger.owner.token,
    });
    expect(waiting.body.map((t: { transfer_id: number }) => t.transfer_id)).toContain(
      sent.body.transfer_id,
    );
    for (const token of [customer.access_token, ledger.owner.token]) {
      const photo = await ledger.server.request(sent.body.photo_url, { token, direct: true });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('refuses a transfer without its photo, and one for a booking not yet accepted', async () => {
    const { customer, bookingId } = await ledger.bookingOf({ accepted: false });
    const form = new FormData();
    form.append('booking_id', String(bookingId));
    form.append('method', 'bank_transfer');
    form.append('amount', '1000');
    form.append('reference', 'FT-1');
    const bare = await ledger.server.request('/api/transfers', {
      method: 'POST',
      body: form,
      token: customer.access_token,
    });
    expect(bare.status).toBe(422);
    expect(bare.body.detail[0].msg).toBe(TRANSFER_TEXTS.photoRequired);
    const early = await sendTransfer(ledger.server, customer.access_token, {
      booking_id: bookingId,
      method: 'bank_transfer',
      amount: 1000,
      reference: 'FT-1',
    });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(TRANSFER_TEXTS.bookingNotAccepted);
  });

  it('records a confirmed transfer once in the ledger, tells the customer, and refuses a second answer', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const sent = await sendTransfer(ledger.server, customer.access_token, {
      booking_id: bookingId,
      method: 'raast',
      amount: 30000,
      reference: 'RAAST-5501',
    });
    const id = sent.body.transfer_id as number;
    const frontDesk = await buildStaff(ledger.server, ledger.owner.token, 'front_desk');
    const confirmed = await answerTransfer(ledger.server, frontDesk.token, id, 'confirm', {
      key: `confirm-${id}`,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    const replayed = await answerTransfer(ledger.server, frontDesk.token, id, 'confirm', {
      key: `confirm-${id}`,
    });
    expect(replayed.body).toEqual(confirmed.body);
    const again = await answerTransfer(ledger.server, ledger.owner.token, id, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(TRANSFER_TEXTS.alreadyAnswered);
    expect(await ledger.storedCount(bookingId)).toBe(1);

    const receipt = await ledger.server.request(`/api/payments/${confirmed.body.payment_id}`, {
      token: customer.access_token,
    });
    expect(receipt.body).toMatchObject({
      amount: 30000,
      kind: 'advance',
      payment_method: 'raast',
      transaction_id: 'RAAST-5501',
      status: 'completed',
    });
    const inbox = await ledger.server.request('/api/notifications', {
      token: customer.access_token,
    });
    expect(JSON.stringify(inbox.body)).toContain('Payment recorded');
  });

  it('shows a rejected transfer’s reason to the customer, who may send again', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const fields = {
      booking_id: bookingId,
      method: 'bank_transfer',
      amount: 5000,
      reference: 'FT-77',
    };
    const sent = await sendTransfer(ledger.server, customer.access_token, fields);
    const blank = await answerTransfer(
      ledger.server,
      ledger.owner.token,
      sent.body.transfer_id,
      'reject',
      {
        reason: ' ',
      },
    );
    expect(blank.status).toBe(422);
    const rejected = await answerTransfer(
      ledger.server,
      ledger.owner.token,
      sent.body.transfer_id,
      'reject',
      {
        reason: 'Not in our statement yet',
      },
    );
    expect(rejected.status).toBe(200);
    const mine = await ledger.server.request('/api/transfers/mine', {
      token: customer.access_token,
    });
    expect(mine.body[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'Not in our statement yet',
    });
    expect(await ledger.storedCount(bookingId)).toBe(0);
    const inbox = await ledger.server.request('/api/notifications', {
      token: customer.access_token,
    });
    expect(JSON.stringify(inbox.body)).toContain(TRANSFER_TEXTS.rejected);
    expect((await sendTransfer(ledger.server, customer.access_token, fields)).status).toBe(201);
  });

  it('hides a transfer, its photo and its receipt from everyone else', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const sent = await sendTransfer(ledger.server, customer.access_token, {
      booking_id: bookingId,
      method: 'bank_transfer',
      amount: 8000,
      reference: 'FT-900',
    });
    const confirmed = await answerTransfer(
      ledger.server,
      ledger.owner.token,
      sent.body.transfer_id,
      'confirm',
    );
    const stranger = (await buildCustomer(ledger.server)).access_token;
    const photo = await ledger.server.request(sent.body.photo_url, { token: stranger });
    expect(photo.status).toBe(404);
    expect(photo.body.detail).toBe(TRANSFER_TEXTS.notFound);
    const receipt = await ledger.server.request(`/api/payments/${confirmed.body.payment_id}`, {
      token: stranger,
    });
    expect(receipt.status).toBe(404);
    const theirs = await ledger.server.request(`/api/transfers/details?booking_id=${bookingId}`, {
      token: stranger,
    });
    expect(theirs.status).toBe(404);
  });
});
