// For component tests: the page's fetch answered by `answer`, with relative addresses read
// against a page origin (jsdom's Request has none), as ky sends them; and, for a dialog's
// tests, <dialog>'s showModal and close, which jsdom lacks.
import { vi } from 'vitest';

export function stubFetch(answer: (request: Request) => Response | Promise<Response>): void {
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => answer(request));
}

/** stubFetch, and <dialog>'s showModal and close. */
export function stubPage(answer: (request: Request) => Response | Promise<Response>): void {
  stubFetch(answer);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

/** A JSON answer. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
