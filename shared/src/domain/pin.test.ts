import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPin, newPinSalt, pinMatches } from './pin';

const pin = fc.stringMatching(/^\d{4,6}$/);

describe('a PIN’s hash', () => {
  it('is the same for the same PIN and salt, and differs by salt', async () => {
    const salt = newPinSalt();
    expect(salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await hashPin('2468', salt)).toBe(await hashPin('2468', salt));
    expect(await hashPin('2468', salt)).not.toBe(await hashPin('2468', newPinSalt()));
  });

  it('matches exactly the PIN it was made from', async () => {
    await fc.assert(
      fc.asyncProperty(pin, pin, async (kept, typed) => {
        const salt = newPinSalt();
        expect(await pinMatches(typed, salt, await hashPin(kept, salt))).toBe(kept === typed);
      }),
      { numRuns: 12, examples: [['1234', '1234']] },
    );
  });
});
