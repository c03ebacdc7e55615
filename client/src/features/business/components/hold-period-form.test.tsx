// The owner's Holding a date card (docs/product/payments.md#holding-a-date) over a stubbed
// fetch: the advance's percentage is the owner's to set beside the hold period; a share that
// is not a whole 0 to 100 is refused on the device with the shared words, before anything is
// sent; a good one is saved with the business.
import { HOLD_TEXTS } from '@baraat/shared/domain/holds';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { renderWithQueries } from '@/lib/test-render';
import { HoldPeriodForm } from './hold-period-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const business = {
  business_id: 7,
  business_name: 'Noor Banquets',
  hold_days: 3,
  advance_percent: 30,
} as MyBusiness;

it('refuses an advance over 100 percent on the device, and saves a good one with the hold period', async () => {
  const sent: Record<string, unknown>[] = [];
  stubFetch(async (request) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return jsonAnswer({ ...business, ...body });
  });
  renderWithQueries(<HoldPeriodForm business={business} ownerId={3} heading="h2" />);
  const advance = screen.getByRole('textbox', { name: /Advance \(% of the total\)/ });
  expect((advance as HTMLInputElement).value).toBe('30');
  await userEvent.clear(advance);
  await userEvent.type(advance, '150');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(HOLD_TEXTS.advanceRange)).toBeTruthy();
  expect(sent).toEqual([]);

  await userEvent.clear(advance);
  await userEvent.type(advance, '50');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(HOLD_TEXTS.saved)).toBeTruthy();
  expect(sent).toEqual([{ business_name: 'Noor Banquets', hold_days: 3, advance_percent: 50 }]);
});
