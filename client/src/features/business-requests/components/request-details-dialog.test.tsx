// A request's details say who logged or answered it (docs/product/accounts.md#who-logged-an-event).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { booking } from '../test-booking';
import { RequestDetailsDialog } from './request-details-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const show = (request: ReturnType<typeof booking>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RequestDetailsDialog
          booking={request}
          assignmentLabel="Hall"
          onAssign={() => {}}
          onClose={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('names who accepted a request, with the day when it was not today', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-12T15:00:00.000Z'));
  show(
    booking({
      status: 'verified',
      is_verified: true,
      answered_by: { id: 21, name: 'Ali Raza' },
      decided_at: '2026-12-11T13:32:00.000Z',
    }),
  );
  expect(screen.getByText('Accepted by Ali Raza, Fri, 11 Dec, 6:32 pm')).toBeTruthy();
});

it('names nobody on a request no one has answered', () => {
  show(booking({}));
  expect(screen.queryByText(/ by /)).toBeNull();
});
