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
  worker_id: 3,
  worker_name: 'Hall A',
});
const available = eventsOfSlot(hallSlot, [], new Map())[0]!;
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
  new Map(),
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
      'Mon, 23 Nov 2026',
      'Tue, 24 Nov 2026',
      'Wed, 25 Nov 2026',
      'Thu, 26 Nov 2026',
      'Fri, 27 Nov 2026',
      'Sat, 28 Nov 2026',
      'Sun, 29 Nov 2026',
    ]);
    expect(screen.getAllByText('No slots or bookings.')).toHaveLength(6);
    const blocked = screen.getByRole('button', {
      name: '12:00 – 1:00 pm Blocked: Family lunch, Waiting to sync',
    });
    expect(within(blocked).getByText('Waiting to sync')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: '11:00 am – 3:00 pm Available, Hall A' }),
    );
    expect(onOpen).toHaveBeenCalledWith(available);
    await userEvent.click(screen.getByRole('button', { name: 'Thu, 26 Nov 2026' }));
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
    const long = screen.getByRole('button', { name: /^11:00 am – 3:00 pm / });
    const short = screen.getByRole('button', { name: /^12:00 – 1:00 pm / });
    // One pixel a minute from 08:00.
    expect(long.style).toMatchObject({
      top: '180px',
      height: '240px',
      insetInlineStart: '0%',
      width: '50%',
    });
    expect(short.style).toMatchObject({
      top: '240px',
      height: '60px',
      insetInlineStart: '50%',
      width: '50%',
    });
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
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^11:00 am – 3:00 pm Available/),
      expect.stringMatching(/^12:00 – 1:00 pm Blocked/),
    ]);
    rerender(<DayView date="2026-11-25" events={events} today="2026-11-23" onOpen={vi.fn()} />);
    expect(screen.getByText('No slots or bookings on this day.')).toBeTruthy();
  });
});
