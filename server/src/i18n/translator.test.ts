import { resourceConflictText } from '@baraat/shared/constants/business-requests';
import { formatDateWithTimes } from '@baraat/shared/domain/format';
import { weddingEventText } from '@baraat/shared/schemas/weddings';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../paths';
import { URDU, URDU_PO } from '../test/urdu-catalog';
import { acceptedLanguage } from './accept-language';
import { catalogEntries, readCatalog, urduCatalogPath } from './catalog';
import { createTranslator } from './translator';

describe('the translator over a PO catalog', () => {
  const translate = createTranslator({ ur: catalogEntries(URDU_PO) });

  it('answers a source it holds in Urdu, and leaves English as it is', () => {
    expect(translate('An account with this email already exists.', 'ur')).toBe(URDU.emailExists);
    expect(translate('An account with this email already exists.', 'en')).toBe(
      'An account with this email already exists.',
    );
  });

  it('fills a template’s translation with the values read from the English', () => {
    expect(translate('Ayesha Khan sent you a message', 'ur')).toBe(
      'Ayesha Khan نے آپ کو پیغام بھیجا',
    );
  });

  it('leaves English what has no translation: untranslated, fuzzy, or another context’s', () => {
    for (const text of ['Session expired', 'Too many requests', 'Not Found', 'Hall booked']) {
      expect(translate(text, 'ur')).toBe(text);
    }
  });

  it('answers the same the second time, from what it remembers', () => {
    const first = translate('Bilal sent you a message', 'ur');
    expect(translate('Bilal sent you a message', 'ur')).toBe(first);
  });
});

describe("the repository's Urdu catalog", () => {
  it('reads, and translates each of its plain sources into its own translation', () => {
    const entries = readCatalog(urduCatalogPath(findRepoRoot()));
    expect(entries.length).toBeGreaterThan(0);
    const translate = createTranslator({ ur: entries });
    for (const { source, translation } of entries) {
      if (typeof translation === 'string' && !source.includes('{')) {
        expect(translate(source, 'ur')).toBe(translation);
      }
    }
  });

  it('says a value that is itself a text of the app in Urdu, and keeps a name as written', () => {
    const translate = createTranslator({ ur: readCatalog(urduCatalogPath(findRepoRoot())) });
    const text = translate(
      "Balance for Sana & Omar's wedding at Shalimar Marquee: Rs 10,000 is due today.",
      'ur',
    );
    expect(text).toContain(translate('Balance', 'ur'));
    expect(text).not.toContain('Balance');
    expect(text).toContain("Sana & Omar's wedding");
    expect(text).toContain('Shalimar Marquee');
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['ur', 'ur'],
    ['ur-PK', 'ur'],
    ['UR-pk,en;q=0.5', 'ur'],
    ['en-US,en;q=0.9,ur;q=0.8', 'en'],
    ['fr, ur;q=0.4, en;q=0.3', 'ur'],
    ['en;q=0.2, ur;q=0.9', 'ur'],
    ['ur;q=0, en;q=0.1', 'en'],
    ['fr-FR, de', undefined],
    ['*', undefined],
    ['', undefined],
  ])('reads %j as %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it('writes the day and hours inside a refusal in Urdu, and keeps the hall’s name', () => {
    const translate = createTranslator({ ur: readCatalog(urduCatalogPath(findRepoRoot())) });
    const refusal = resourceConflictText({
      resourceName: 'Hall A',
      eventName: 'Mehndi',
      customerName: 'Sana Malik',
      date: '2026-12-03',
      startTime: '18:00',
      endTime: '23:00',
    });
    const text = translate(refusal, 'ur');
    expect(text).toContain(formatDateWithTimes('2026-12-03', '18:00', '23:00', { language: 'ur' }));
    expect(text).toContain(translate('Mehndi', 'ur'));
    expect(text).toContain('Hall A');
    expect(text).toContain('Sana Malik');
    expect(text).not.toMatch(/Dec|pm|Thu|Mehndi/);
  });

  it('reads a wedding event’s refusal nested three deep: the event, its day and the reason', () => {
    const translate = createTranslator({ ur: readCatalog(urduCatalogPath(findRepoRoot())) });
    const slot = { date: '2026-12-12', start_time: '19:00', end_time: '23:00' };
    const taken = 'This time slot is already booked. Please choose another time.';
    const text = translate(weddingEventText('Walima', slot, taken), 'ur');
    expect(text).toContain(translate('Walima', 'ur'));
    expect(text).toContain(formatDateWithTimes(slot.date, '19:00', '23:00', { language: 'ur' }));
    expect(text).toContain(translate(taken, 'ur'));
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
