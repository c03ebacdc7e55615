import { describe, expect, it } from 'vitest';
import { outboxVerdict, stopsARun } from './outbox-answers';

describe('what an answer to an outbox entry means', () => {
  it('acknowledges any 2xx', () => {
    for (const status of [200, 201, 204]) expect(outboxVerdict(status)).toBe('acknowledged');
  });

  it('waits for later on no answer, a timeout, too many requests and server errors', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(outboxVerdict(status)).toBe('later');
  });

  it('ends the session on 401, keeps 409 as a conflict and other refusals as failed', () => {
    expect(outboxVerdict(401)).toBe('signedOut');
    expect(outboxVerdict(409)).toBe('conflict');
    for (const status of [400, 403, 404, 410, 422]) expect(outboxVerdict(status)).toBe('failed');
  });

  it('stops a run at 401, no answer, 408, 429 and 5xx only', () => {
    const stopping = [0, 401, 408, 429, 500, 503].filter(stopsARun);
    expect(stopping).toEqual([0, 401, 408, 429, 500, 503]);
    const going = [200, 201, 204, 400, 403, 404, 409, 422].filter(stopsARun);
    expect(going).toEqual([]);
  });
});
