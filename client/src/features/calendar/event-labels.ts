// The calendar's event types by name, translated where shown (docs/product/calendar.md#the-calendar-screen).
// Kept apart from calendar-month.ts, which the browser tests import and which must stay free of
// Lingui's macros (they compile only inside Vite and vitest).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarEventType } from './calendar-month';

export const EVENT_LABELS: Record<CalendarEventType, MessageDescriptor> = {
  available: msg`Available`,
  blocked: msg`Blocked`,
  booking: msg`Booking`,
  request: msg`Request`,
  walkin: msg`Walk-in`,
};
