import { REQUESTS_LOAD_ERRORS } from '@baraat/shared/constants/business-requests';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { approveErrorText, loadErrorText, requestView } from './request-view';
import { booking } from './test-booking';

const options = { tab: 'pending', search: '', sort: 'date', ascending: true } as const;

describe('booking requests view', () => {
  const upcoming = [
    booking({ name: 'Zara Ali', date: '2030-05-03', total_amount: 100 }),
    booking({ name: 'Bilal Shah', date: '2030-05-01', total_amount: 900, message: 'Stage' }),
    booking({ status: 'verified', is_verified: true }),
    booking({ status: 'declined', is_declined: true }),
  ];
  const past = [booking({ status: 'completed', is_verified: true, is_past: true })];

  it('puts each request in its tab and counts the tabs', () => {
    const view = requestView(upcoming, past, options);
    expect(view.counts).toEqual({ pending: 2, verified: 1, declined: 1, past: 1 });
    expect(view.rows.map((b) => b.user?.first_name)).toEqual(['Bilal', 'Zara']);
  });

  it('searches name, email and message, and sorts both ways', () => {
    expect(requestView(upcoming, past, { ...options, search: 'stage' }).rows).toHaveLength(1);
    expect(requestView(upcoming, past, { ...options, search: 'zara@' }).rows).toHaveLength(1);
    const dearFirst = requestView(upcoming, past, { ...options, sort: 'price', ascending: false });
    expect(dearFirst.rows[0]!.total_amount).toBe(900);
    const byName = requestView(upcoming, past, { ...options, sort: 'customer' });
    expect(byName.rows[0]!.user?.first_name).toBe('Bilal');
  });

  it('gives the spec texts for failed loads and approvals', () => {
    const error = (status: number, detail?: string) => new ApiError('x', status, detail, []);
    expect(loadErrorText(error(401), false)).toBe(REQUESTS_LOAD_ERRORS.noToken);
    expect(loadErrorText(error(403), true)).toBe(REQUESTS_LOAD_ERRORS[403]);
    expect(loadErrorText(error(503), true)).toBe(REQUESTS_LOAD_ERRORS[500]);
    expect(loadErrorText(error(418), true)).toBe(REQUESTS_LOAD_ERRORS.fallback);
    expect(approveErrorText(error(409, 'Hall A is already booked'))).toBe(
      'Hall A is already booked',
    );
    expect(approveErrorText(error(409))).toBe('Hall is already booked for this time slot');
    expect(approveErrorText(error(500))).toBe('Failed to approve request');
  });
});
