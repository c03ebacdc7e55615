import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsOfSlot } from '../calendar-month';
import { testSlot } from '../test-slot';
import { DayView } from './day-view';
import { WeekView } from './week-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen 768 px or wider (time grids) or narrower (lists). */
function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches: wide,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const hallSlot = testSlot(1, {
  date: '2026-11-24',
  start_time: '11:00',
  end_time: '15:00',
  slot_name: '11:00 - 15:00',
  worker_name: 'Hall A',
});
const available = eventsOfSlot(hallSlot, [])[0]!;
const pendingBlock = eventsOfSlot(
  {
    ...testSlot(2, {
      date: '2026-11-24',
      start_time: '12:00',
      end_time: '13:00',
      slot_name: 'Family lunch',
      is_blocked: true,
    }),
    pending: 'e1',
  },
  [],
)[0]!;
const events = [available, pendingBlock];

describe('the week on a phone', () => {
  it('lists the seven days with their events, each a button that opens it', async () => {
    screenWide(false);
    const onOpen = vi.fn();
    const onShowDay = vi.fn();
    render(
      <WeekView
        date="2026-11-26"
        events={events}
        today="2026-11-23"
        onOpen={onOpen}
        onShowDay={onShowDay}
      />,
    );
    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Monday 23 November 2026',
      'Tuesday 24 November 2026',
      'Wednesday 25 November 2026',
      'Thursday 26 November 2026',
      'Friday 27 November 2026',
      'Saturday 28 November 2026',
      'Sunday 29 November 2026',
    ]);
    expect(screen.getAllByText('No slots or bookings.')).toHaveLength(6);
    const blocked = screen.getByRole('button', {
      name: '12:00–13:00 Blocked: Family lunch, Waiting to sync',
    });
    expect(within(blocked).getByText('Waiting to sync')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: '11:00–15:00 Available: 11:00 - 15:00, Hall A' }),
    );
    expect(onOpen).toHaveBeenCalledWith(available);
    await userEvent.click(screen.getByRole('button', { name: 'Thursday 26 November 2026' }));
    expect(onShowDay).toHaveBeenCalledWith('2026-11-26');
  });

  it('says so when the week is empty', () => {
    screenWide(false);
    render(
      <WeekView
        date="2026-12-26"
        events={events}
        today="2026-11-23"
        onOpen={vi.fn()}
        onShowDay={vi.fn()}
      />,
    );
    expect(screen.getByText('No slots or bookings this week.')).toBeTruthy();
  });
});

describe('the week on a tablet', () => {
  it('places events by time, overlapping ones side by side', () => {
    screenWide(true);
    render(
      <WeekView
        date="2026-11-26"
        events={events}
        today="2026-11-23"
        onOpen={vi.fn()}
        onShowDay={vi.fn()}
      />,
    );
    expect(
      screen.getAllByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+$/ }),
    ).toHaveLength(7);
    const long = screen.getByRole('button', { name: /^11:00–15:00/ });
    const short = screen.getByRole('button', { name: /^12:00–13:00/ });
    // One pixel a minute from 08:00.
    expect(long.style).toMatchObject({ top: '180px', height: '240px', left: '0%', width: '50%' });
    expect(short.style).toMatchObject({ top: '240px', height: '60px', left: '50%', width: '50%' });
  });
});

describe('the day', () => {
  it('lists its events in time order on a phone, and says when there are none', () => {
    screenWide(false);
    const { rerender } = render(
      <DayView
        date="2026-11-24"
        events={[pendingBlock, available]}
        today="2026-11-23"
        onOpen={vi.fn()}
      />,
    );
    expect(
      screen.getAllByRole('button').map((b) => b.getAttribute('aria-label')?.slice(0, 11)),
    ).toEqual(['11:00–15:00', '12:00–13:00']);
    rerender(<DayView date="2026-11-25" events={events} today="2026-11-23" onOpen={vi.fn()} />);
    expect(screen.getByText('No slots or bookings on this day.')).toBeTruthy();
  });
});
