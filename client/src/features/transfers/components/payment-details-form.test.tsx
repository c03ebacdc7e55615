// The owner's payment details (docs/product/payments.md#bank-transfer-and-raast) over a stubbed
// fetch: an IBAN whose check digits do not match is refused on the device with the shared
// schema's words, before anything is sent; a good one is sent as typed (the server stores it
// without its spaces).
import { TRANSFER_TEXTS } from '@baraat/shared/schemas/transfers';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { renderWithQueries } from '@/lib/test-render';
import { PaymentDetailsSection } from './payment-details-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = { account_title: 'Noor Banquets', bank_name: 'SCB', iban: null, raast_id: null };

it('refuses a mistyped IBAN on the device, and sends a good one as typed', async () => {
  const sent: unknown[] = [];
  stubFetch(async (request) => {
    if (request.method === 'PUT') {
      const body = await request.json();
      sent.push(body);
      return jsonAnswer({ ...saved, iban: 'PK36SCBL0000001123456702' });
    }
    return jsonAnswer(saved);
  });
  renderWithQueries(<PaymentDetailsSection />);
  const iban = await screen.findByRole('textbox', { name: /IBAN/ });
  await userEvent.type(iban, 'PK36 SCBL 0000 0011 2345 6703');
  await userEvent.click(screen.getByRole('button', { name: 'Save payment details' }));
  expect(await screen.findByText(TRANSFER_TEXTS.ibanChecksum)).toBeTruthy();
  expect(sent).toEqual([]);

  await userEvent.clear(iban);
  await userEvent.type(iban, 'PK36 SCBL 0000 0011 2345 6702');
  await userEvent.click(screen.getByRole('button', { name: 'Save payment details' }));
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ iban: 'PK36 SCBL 0000 0011 2345 6702' });
});
