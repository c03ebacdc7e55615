import type { PaymentDetails, Transfer } from '@baraat/shared/schemas/transfers';
import type { PaymentDetailsRow, TransferRow } from './repo';

export const NO_DETAILS: PaymentDetails = {
  account_title: null,
  bank_name: null,
  iban: null,
  raast_id: null,
};

export function presentDetails(row: PaymentDetailsRow | undefined): PaymentDetails {
  return row
    ? {
        account_title: row.account_title,
        bank_name: row.bank_name,
        iban: row.iban,
        raast_id: row.raast_id,
      }
    : NO_DETAILS;
}

/** A transfer as the customer and the desk read it (docs/product/payments.md#bank-transfer-and-raast). */
export function presentTransfer(row: TransferRow): Transfer {
  return {
    transfer_id: row.id,
    business_id: row.business_id,
    business_name: row.business_name,
    booking_id: row.booking_id,
    wedding_id: row.wedding_id,
    wedding_title: row.wedding_title,
    customer_name: row.customer_name,
    service_name: row.service_name,
    event_date: row.event_date,
    method: row.method,
    amount: row.amount,
    reference: row.reference,
    photo_url: `/api/transfers/${row.id}/photo`,
    status: row.status,
    reject_reason: row.reject_reason,
    payment_id: row.payment_id,
    created_at: row.created_at,
    answered_at: row.answered_at,
  };
}
