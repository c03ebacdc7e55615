// The advance a business asks of a single booking, as the owner types it in Settings
// (docs/product/payments.md#holding-a-date): apart from holds.ts, which every screen's first
// download carries, since only the Settings card reads it.
import { tx } from '../i18n/text';
import { HOLD_TEXTS } from './holds';

export const ADVANCE_SETTING_TEXTS = {
  label: tx('Advance (% of the total)'),
  hint: tx('What a single booking pays to confirm its date; 0 asks for no advance.'),
} as const;

/** The advance percentage as typed: a whole number from 0 to 100, or why not. */
export function parseAdvancePercent(text: string): { percent?: number; error?: string } {
  if (text.trim() === '') return { error: HOLD_TEXTS.advanceWhole };
  const percent = Number(text);
  if (!Number.isInteger(percent)) return { error: HOLD_TEXTS.advanceWhole };
  if (percent < 0 || percent > 100) return { error: HOLD_TEXTS.advanceRange };
  return { percent };
}
