// A hold's fields as the answers carry them and the forms take them
// (docs/product/payments.md#holding-a-date).
import { z } from 'zod';
import { HOLD_DAYS_MAX, HOLD_STATES, HOLD_TEXTS } from '../domain/holds';

/** A hold period in whole days, 0 (no deadline) to 30. */
export const holdDaysField = z
  .number({ error: HOLD_TEXTS.daysWhole })
  .int({ error: HOLD_TEXTS.daysWhole })
  .min(0, { error: HOLD_TEXTS.daysMin })
  .max(HOLD_DAYS_MAX, { error: HOLD_TEXTS.daysMax });

/** The deadline (an ISO moment in UTC, or null) and the state read beside the status. */
export const holdFields = {
  hold_until: z.string().nullable(),
  hold: z.enum(HOLD_STATES),
};
