import { describe, expect, it } from 'vitest';
import { capCount, listTime, messageTime, partyName, shownStatus } from './inbox-rules';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('inbox labels', () => {
  it('caps the list badge at 99+ and the avatar badge at 9+', () => {
    expect(capCount(99, 99)).toBe('99');
    expect(capCount(100, 99)).toBe('99+');
    expect(capCount(9, 9)).toBe('9');
    expect(capCount(10, 9)).toBe('9+');
  });

  it('labels list times now, minutes, hours, days under a week, then a date', () => {
    expect(listTime(ago(20_000), now)).toBe('now');
    expect(listTime(ago(5 * MIN), now)).toBe('5m');
    expect(listTime(ago(3 * 60 * MIN), now)).toBe('3h');
    expect(listTime(ago(6 * 24 * 60 * MIN), now)).toBe('6d');
    expect(listTime(ago(8 * 24 * 60 * MIN), now)).toBe('Sun, 15 Nov');
    expect(listTime('2025-12-30T10:00:00Z', now)).toBe('Tue, 30 Dec 2025');
    expect(listTime(null, now)).toBe('');
  });

  it('labels message times Just now, m ago, h ago, Yesterday, then a date', () => {
    expect(messageTime(ago(10_000), now)).toBe('Just now');
    expect(messageTime(ago(12 * MIN), now)).toBe('12m ago');
    expect(messageTime(ago(5 * 60 * MIN), now)).toBe('5h ago');
    expect(messageTime(ago(30 * 60 * MIN), now)).toBe('Yesterday');
    expect(messageTime(ago(3 * 24 * 60 * MIN), now)).toBe('Fri, 20 Nov');
    expect(messageTime('2025-12-30T10:00:00Z', now)).toBe('Tue, 30 Dec 2025');
  });

  it('shows a sent message as delivered once it is a minute old, never a pending one', () => {
    expect(shownStatus('sent', ago(30_000), now)).toBe('sent');
    expect(shownStatus('sent', ago(2 * MIN), now)).toBe('delivered');
    expect(shownStatus('pending', ago(10 * MIN), now)).toBe('pending');
    expect(shownStatus('read', ago(10 * MIN), now)).toBe('read');
  });

  it('names a business owner by the business, a customer by name', () => {
    const person = { first_name: 'Ayesha', last_name: 'Khan', username: 'ayesha' };
    expect(partyName({ ...person, business_name: 'Shalimar Marquee' })).toBe('Shalimar Marquee');
    expect(partyName({ ...person, business_name: null })).toBe('Ayesha Khan');
    expect(partyName({ first_name: '', last_name: '', username: 'u1', business_name: null })).toBe(
      'u1',
    );
  });
});
