import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personName, shownEventName } from './names';

describe('a person named', () => {
  it('is the first and the last name, or the first alone', () => {
    expect(personName({ first_name: 'Ayesha', last_name: 'Khan' })).toBe('Ayesha Khan');
    expect(personName({ first_name: 'Ayesha', last_name: null })).toBe('Ayesha');
    expect(personName({ first_name: 'Ayesha', last_name: '' })).toBe('Ayesha');
    expect(personName({ first_name: 'Ayesha' })).toBe('Ayesha');
  });

  it('is the names a sign-up keeps (trimmed, the first required) with one space between', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((text) => text.trim())
      .filter((text) => text !== '');
    fc.assert(
      fc.property(name, fc.option(name), (first, last) => {
        expect(personName({ first_name: first, last_name: last })).toBe(
          last === null ? first : `${first} ${last}`,
        );
      }),
      { verbose: true },
    );
  });
});

describe('an event named on a screen', () => {
  it('is its name, or Event when it has none', () => {
    expect(shownEventName('Mehndi')).toBe('Mehndi');
    expect(shownEventName(null)).toBe('Event');
    expect(shownEventName(undefined)).toBe('Event');
  });
});
