import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { readErrorBody, toApiError } from './http';

/** Makes ky fail the way it does for a real answer with this status and body. */
async function failWith(status: number, body?: unknown) {
  const fetch = async () =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      statusText: 'Status',
      headers: { 'Content-Type': 'application/json' },
    });
  try {
    await ky.get('http://baraat.test/x', {
      fetch,
      retry: 0,
      hooks: { beforeError: [readErrorBody] },
    });
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('expected a failure');
}

describe('API errors', () => {
  it.each([
    [403, 'Access forbidden'],
    [404, 'Resource not found'],
    [422, 'Validation error'],
    [429, 'Too many requests - please try again later'],
    [500, 'Internal server error'],
    [503, 'Service temporarily unavailable'],
  ])('gives %i the spec text', async (status, text) => {
    const error = await failWith(status, { detail: 'from server' });
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
    expect(error.detail).toBe('from server');
  });

  it('keeps the validation list of a 422 and maps it by field', async () => {
    const error = await failWith(422, {
      detail: [{ loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'x' }],
    });
    expect(error.fieldErrors()).toEqual({ email: 'Please enter a valid email address' });
  });

  it('passes the detail of other statuses on, else HTTP status text', async () => {
    expect((await failWith(409, { detail: 'Taken' })).message).toBe('Taken');
    expect((await failWith(418)).message).toBe('HTTP 418 Status');
  });

  it('says network error when no answer came', async () => {
    const error = toApiError(new TypeError('Failed to fetch'));
    expect(error.message).toBe('Network error - please check your connection');
    expect(error.status).toBe(0);
  });

  it("says network error when ky's own timeout ends the call", async () => {
    // An answer that never comes: ky aborts the request and throws its TimeoutError.
    const fetch = (input: RequestInfo | URL) => {
      const { signal } = input as Request;
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    };
    const thrown = await ky
      .get('http://baraat.test/x', { fetch, retry: 0, timeout: 20 })
      .catch((error: unknown) => error);
    expect((thrown as Error).name).toBe('TimeoutError');
    const error = toApiError(thrown);
    expect(error.message).toBe('Network error - please check your connection');
    expect(error.status).toBe(0);
  });
});
