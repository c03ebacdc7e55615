// Sentences shared/ builds from a template and values (a name, a date, an amount) read in
// Urdu on an Urdu screen: the screen passes its translation as `say`, which finds each template
// in the real Urdu catalog and fills it; what a person wrote (a hall's name) stays as written.
// English, the default, stays the spec's words.
import { resourceConflictText } from '@baraat/shared/constants/business-requests';
import { FUNCTION_HOURS_RULES, ruleText } from '@baraat/shared/constants/function-hours';
import { loggedByLine } from '@baraat/shared/domain/desk-activity';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { holdLabel } from '@baraat/shared/domain/holds';
import { peopleLimit } from '@baraat/shared/domain/people';
import { totalBreakdown } from '@baraat/shared/domain/pricing';
import { slotEndBeforeStart, slotOverlapText } from '@baraat/shared/domain/slot-times';
import { inEnglish, type Say } from '@baraat/shared/i18n/text';
import { CHECKOUT_TEXTS } from '@baraat/shared/schemas/checkouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { activateLanguage } from './language';

const slot = { date: '2026-12-03', start_time: '18:00', end_time: '23:00' };
const booking = {
  is_walkin: true,
  status: 'verified',
  created_by: { name: 'Sana Malik' },
  answered_by: null,
  created_at: '2026-12-01T10:00:00.000Z',
  decided_at: null,
};
const hall = { name: 'Hall A', capacity: 400, worker_role: 'hall' as const };

/** Each sentence, written by `say`. */
const sentences = (say: Say) => ({
  loggedBy: loggedByLine(booking, say, new Date('2026-12-05T10:00:00.000Z')),
  held: holdLabel('held', '2026-12-05T13:00:00.000Z', say),
  overlap: slotOverlapText('Hall A', slot, say),
  endBeforeStart: slotEndBeforeStart(2, '10:00', '11:00', say),
  capacity: peopleLimit({ resource: hall }, undefined, say).text,
  fallback: peopleLimit({}, undefined, say).text,
  breakdown: totalBreakdown({ price: 2_500, price_basis: 'per_person' }, 40, say),
  paid: CHECKOUT_TEXTS.paidText('Rs 50,000', 'Shalimar Marquee', say),
  functionHours: ruleText(FUNCTION_HOURS_RULES[0]!, say),
  conflict: resourceConflictText(
    {
      resourceName: 'Hall A',
      eventName: 'Mehndi',
      customerName: 'Sana Malik',
      date: slot.date,
      startTime: slot.start_time,
      endTime: slot.end_time,
    },
    say,
  ),
});

describe('sentences of shared/ on an Urdu screen', () => {
  beforeAll(() => activateLanguage('ur'));
  afterAll(() => activateLanguage('en'));

  it('read in Urdu, with the names and amounts as written', () => {
    const urdu = sentences(i18n._);
    for (const [name, text] of Object.entries(urdu)) {
      // No English word of the app's is left: only names, figures and "Rs".
      const english = (text ?? '')
        .replace(/Hall A|Sana Malik|Shalimar Marquee|Rs/g, '')
        .match(/[A-Za-z]{2,}/g);
      expect({ name, english }).toEqual({ name, english: null });
      expect(text, name).toMatch(/[\u0600-\u06ff]/);
    }
    expect(urdu.overlap).toContain('Hall A');
    expect(urdu.overlap).toContain(formatDateWithTimes(slot.date, '18:00', '23:00'));
    expect(urdu.paid).toContain('Rs 50,000');
    expect(urdu.breakdown).toContain('40');
  });
});

describe('the same sentences with no translation', () => {
  it('are the English the server writes', () => {
    const english = sentences(inEnglish);
    expect(english.overlap).toBe('Hall A already has a slot on Thu, 3 Dec 2026, 6:00 – 11:00 pm');
    expect(english.capacity).toBe('Number of people must be at most 400, the capacity of Hall A');
    expect(english.functionHours).toBe(
      "Punjab's Marriage Functions Act has functions end by 10:00 pm.",
    );
    expect(english.breakdown).toBe(`${formatPkr(2_500)} × 40 guests`);
  });
});
