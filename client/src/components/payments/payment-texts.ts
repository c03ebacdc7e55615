// The Record payment form's own words (docs/product/payments.md#recording-a-payment), kept free
// of React so the browser specs read them too.

/** Said when a payment is queued for want of signal: the English the form's toast shows
 * (payment-form.tsx writes it for translation, as plain text cannot be). */
export const PAYMENT_QUEUED =
  'No signal: the payment is saved on this device and will be recorded when you are back online.';
