// For this feature's component tests: the page's fetch answered by `answer` (relative
// addresses read against a page origin, as ky sends them), and <dialog>'s showModal and close,
// which jsdom lacks.
import { vi } from 'vitest';

export function stubPage(answer: (request: Request) => Response | Promise<Response>): void {
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => answer(request));
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
