import { describe, expect, it } from 'vitest';
import {
  bookingsPageStatus,
  canTransition,
  dashboardChip,
  dashboardStatus,
  isCompletedBooking,
  manageStatus,
  matchesBookingsPageFilter,
} from './booking';

describe('booking lifecycle', () => {
  it('lets a pending request be accepted, declined or cancelled', () => {
    expect(canTransition('pending', 'accept')).toBe(true);
    expect(canTransition('pending', 'decline')).toBe(true);
    expect(canTransition('pending', 'cancel')).toBe(true);
  });

  it('refuses cancelling or declining once accepted, and completes only accepted ones', () => {
    expect(canTransition('verified', 'cancel')).toBe(false);
    expect(canTransition('verified', 'decline')).toBe(false);
    expect(canTransition('verified', 'complete')).toBe(true);
    expect(canTransition('pending', 'complete')).toBe(false);
    expect(canTransition('cancelled', 'accept')).toBe(false);
  });

  it('names statuses as each screen does', () => {
    expect(dashboardStatus('verified')).toBe('confirmed');
    expect(dashboardStatus('declined')).toBe('declined');
    expect(bookingsPageStatus('verified', '2026-12-01', '2026-11-22')).toBe('accepted');
    expect(bookingsPageStatus('declined', '2026-12-01', '2026-11-22')).toBe('rejected');
    expect(bookingsPageStatus('verified', '2026-11-01', '2026-11-22')).toBe('past');
    expect(bookingsPageStatus('cancelled', '2026-12-01', '2026-11-22')).toBe('cancelled');
  });

  it('shows a confirmed booking as completed in Manage Bookings once its date is past', () => {
    expect(manageStatus('verified', '2026-11-21', '2026-11-22')).toBe('completed');
    expect(manageStatus('verified', '2026-11-22', '2026-11-22')).toBe('confirmed');
    expect(manageStatus('pending', '2026-11-01', '2026-11-22')).toBe('pending');
    expect(manageStatus('completed', '2026-11-01', '2026-11-22')).toBe('completed');
  });
});

describe('dashboard chips and the bookings page filters', () => {
  it('files a completed booking under confirmed on the dashboard, as verified ones', () => {
    expect(dashboardChip('completed')).toBe('confirmed');
    expect(dashboardChip('verified')).toBe('confirmed');
    expect(dashboardChip('declined')).toBe('declined');
    expect(dashboardChip('pending')).toBe('pending');
    expect(dashboardChip('cancelled')).toBe('cancelled');
  });

  it('counts as completed an accepted booking whose date has passed', () => {
    expect(isCompletedBooking('completed', '2026-11-01', '2026-11-22')).toBe(true);
    expect(isCompletedBooking('verified', '2026-11-21', '2026-11-22')).toBe(true);
    expect(isCompletedBooking('verified', '2026-11-22', '2026-11-22')).toBe(false);
    expect(isCompletedBooking('pending', '2026-11-01', '2026-11-22')).toBe(false);
  });

  it('reads approved as accepted and every other filter as the page word', () => {
    const future = '2026-12-01';
    const today = '2026-11-22';
    expect(matchesBookingsPageFilter('approved', 'verified', future, today)).toBe(true);
    expect(matchesBookingsPageFilter('approved', 'pending', future, today)).toBe(false);
    expect(matchesBookingsPageFilter('rejected', 'declined', future, today)).toBe(true);
    expect(matchesBookingsPageFilter('past', 'pending', '2026-11-01', today)).toBe(true);
    expect(matchesBookingsPageFilter('completed', 'verified', '2026-11-01', today)).toBe(true);
    expect(matchesBookingsPageFilter('all', 'cancelled', future, today)).toBe(true);
  });
});
