import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_QUESTIONS, filterQuestions } from './questions';

const ids = (found: { id: string }[]) => found.map((item) => item.id);

describe('FAQ questions', () => {
  it('holds sixteen questions, each in one of the five categories, with unique ids', () => {
    expect(FAQ_QUESTIONS).toHaveLength(16);
    expect(new Set(FAQ_QUESTIONS.map((item) => item.id)).size).toBe(16);
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_QUESTIONS.some((item) => item.category === category.value)).toBe(true);
    }
  });
});

describe('filterQuestions', () => {
  it('returns every question for an empty search in all categories', () => {
    expect(filterQuestions(FAQ_QUESTIONS, '', 'all')).toEqual(FAQ_QUESTIONS);
    expect(filterQuestions(FAQ_QUESTIONS, '   ', 'all')).toHaveLength(16);
  });

  it('keeps only the chosen category', () => {
    const payment = filterQuestions(FAQ_QUESTIONS, '', 'payment');
    expect(payment.length).toBeGreaterThan(0);
    expect(payment.every((item) => item.category === 'payment')).toBe(true);
  });

  it('matches the question text regardless of case', () => {
    expect(ids(filterQuestions(FAQ_QUESTIONS, 'CANCEL a booking', 'all'))).toContain(
      'cancel-booking',
    );
  });

  it('matches words found only in the answer', () => {
    expect(ids(filterQuestions(FAQ_QUESTIONS, 'jazzcash', 'all'))).toEqual(['how-to-pay']);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterQuestions(FAQ_QUESTIONS, 'february november', 'all'))).toEqual([
      'when-to-book',
    ]);
    expect(filterQuestions(FAQ_QUESTIONS, 'november zebra', 'all')).toEqual([]);
  });

  it('combines the search with the category', () => {
    expect(filterQuestions(FAQ_QUESTIONS, 'jazzcash', 'vendors')).toEqual([]);
    expect(ids(filterQuestions(FAQ_QUESTIONS, 'contact us', 'support'))).toEqual([
      'contact-support',
      'report-problem',
    ]);
  });

  it('ignores accents and treats regex characters as plain text', () => {
    const sample = [
      { id: 'a', category: 'general' as const, question: 'Café menus?', answer: 'Yes (a+b).' },
    ];
    expect(ids(filterQuestions(sample, 'cafe', 'all'))).toEqual(['a']);
    expect(ids(filterQuestions(sample, '(a+b)', 'all'))).toEqual(['a']);
    expect(filterQuestions(sample, '.*', 'all')).toEqual([]);
  });
});
