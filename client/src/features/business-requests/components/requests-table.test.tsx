import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import { formatPkr } from '@baraat/shared/domain/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/lib/toasts';
import { booking } from '../test-booking';
import { groupWeddings } from '../wedding-groups';
import { RequestsTable } from './requests-table';

afterEach(cleanup);

describe('requests table', () => {
  it('links a customer to messages and refuses to message a walk-in', async () => {
    const walkIn = booking({
      user: null,
      is_walkin: true,
      walkin_customer: { name: 'Bilal Ahmed', phone: null, email: null },
      status: 'verified',
      is_verified: true,
    });
    // Accepted with no hall of its own on a slot of Garden Lawn: the event is in Garden Lawn.
    const customer = booking({
      name: 'Sana Malik',
      status: 'verified',
      is_verified: true,
      event_hall: { worker_id: 4, name: 'Garden Lawn' },
    });
    render(
      <MemoryRouter>
        <RequestsTable
          rows={[walkIn, customer].map((b) => ({ kind: 'booking', booking: b }))}
          tab="verified"
          assignmentColumn="Hall"
          onAction={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Hall' })).toBeDefined();
    const sana = screen.getByRole('row', { name: /Sana Malik/ });
    expect(within(sana).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(within(sana).getByRole('cell', { name: 'Garden Lawn' })).toBeDefined();
    const walkInRow = screen.getByRole('row', { name: /Walk-in customer/ });
    expect(within(walkInRow).getByRole('cell', { name: 'Not assigned' })).toBeDefined();
    await userEvent.click(within(walkInRow).getByRole('button', { name: 'Message' }));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      REQUEST_MESSAGING.walkIn,
    );
  });

  it('offers accept and decline on pending requests, without the assignment column', async () => {
    const onAction = vi.fn();
    const pending = booking({ name: 'Hamza Qureshi' });
    render(
      <MemoryRouter>
        <RequestsTable
          rows={[{ kind: 'booking', booking: pending }]}
          tab="pending"
          assignmentColumn="Hall"
          onAction={onAction}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('columnheader', { name: 'Hall' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Hamza Qureshi' }));
    expect(onAction).toHaveBeenCalledWith('accept', pending);
    await userEvent.click(screen.getByRole('button', { name: 'Decline Hamza Qureshi' }));
    expect(onAction).toHaveBeenLastCalledWith('decline', pending);
  });

  it('shows a wedding as one row that expands, by keyboard, to its events and their actions', async () => {
    const wedding = { wedding_id: 42, title: "Ayesha & Bilal's wedding" };
    const events = ['2030-05-10', '2030-05-11', '2030-05-12'].map((date, i) =>
      booking({ name: 'Ayesha Khan', date, total_amount: 100_000 * (i + 1), wedding }),
    );
    const single = booking({ name: 'Zara Ali' });
    const onAction = vi.fn();
    render(
      <MemoryRouter>
        <RequestsTable
          rows={groupWeddings([...events, single])}
          tab="pending"
          assignmentColumn="Hall"
          onAction={onAction}
        />
      </MemoryRouter>,
    );
    const row = screen.getByRole('row', { name: /Ayesha & Bilal's wedding/ });
    expect(row.textContent).toContain('3 events');
    expect(row.textContent).toContain(formatPkr(600_000));
    expect(row.textContent).toContain('Ayesha Khan');
    expect(
      within(row)
        .getByRole('link', { name: /Open wedding/ })
        .getAttribute('href'),
    ).toBe('/business/weddings/42');
    expect(screen.getAllByRole('button', { name: /^Accept/ })).toHaveLength(1);
    const toggle = within(row).getByRole('button', {
      name: "3 events of Ayesha & Bilal's wedding",
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const accepts = screen.getAllByRole('button', { name: 'Accept Ayesha Khan' });
    expect(accepts).toHaveLength(3);
    await userEvent.click(accepts[1]!);
    expect(onAction).toHaveBeenCalledWith('accept', events[1]);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('button', { name: 'Accept Ayesha Khan' })).toHaveLength(0);
  });
});
