import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/lib/toasts';
import { booking } from '../test-booking';
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
    const customer = booking({ name: 'Sana Malik', status: 'verified', is_verified: true });
    render(
      <MemoryRouter>
        <RequestsTable
          rows={[walkIn, customer]}
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
    const walkInRow = screen.getByRole('row', { name: /Walk-in customer/ });
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
        <RequestsTable rows={[pending]} tab="pending" assignmentColumn="Hall" onAction={onAction} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('columnheader', { name: 'Hall' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Hamza Qureshi' }));
    expect(onAction).toHaveBeenCalledWith('accept', pending);
    await userEvent.click(screen.getByRole('button', { name: 'Decline Hamza Qureshi' }));
    expect(onAction).toHaveBeenLastCalledWith('decline', pending);
  });
});
