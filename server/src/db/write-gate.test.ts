import { describe, expect, it } from 'vitest';
import { writeGate } from './write-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the write gate', () => {
  it('runs a transaction alone: after those in flight end, before those that came after', async () => {
    const gate = writeGate();
    const events: string[] = [];
    const attempt = (name: string, ticks: number) => async () => {
      events.push(`${name} starts`);
      for (let n = 0; n < ticks; n += 1) await tick();
      events.push(`${name} ends`);
      return name;
    };
    const first = gate.beside(attempt('a', 3));
    const second = gate.beside(attempt('b', 1));
    const lone = gate.alone(attempt('alone', 2));
    const later = gate.beside(attempt('c', 1));
    expect(await Promise.all([first, second, lone, later])).toEqual(['a', 'b', 'alone', 'c']);
    const at = (event: string) => events.indexOf(event);
    expect(at('alone starts')).toBeGreaterThan(Math.max(at('a ends'), at('b ends')));
    expect(at('c starts')).toBeGreaterThan(at('alone ends'));
  });

  it('runs two lone transactions one after the other, and lets the others go after a failure', async () => {
    const gate = writeGate();
    let together = 0;
    let most = 0;
    const lone = async () => {
      together += 1;
      most = Math.max(most, together);
      await tick();
      together -= 1;
      throw new Error('could not serialize');
    };
    const results = await Promise.allSettled([gate.alone(lone), gate.alone(lone)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(most).toBe(1);
    expect(await gate.beside(async () => 'after')).toBe('after');
  });
});
