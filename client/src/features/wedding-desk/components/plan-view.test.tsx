// The owner's saved plan (docs/product/weddings.md#what-is-due): before an event is accepted its
// instalments read Due once accepted, never Due today; a date whose event was declined says
// which event it follows now.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceAfterWalima, instalment, wedding } from '../test-wedding';
import { PlanView } from './plan-view';

afterEach(cleanup);

const rows = () => screen.getAllByRole('row').slice(1);
const cell = (row: HTMLElement, label: string) =>
  within(row).getByText((_, element) => element?.getAttribute('data-label') === label);

describe("the owner's plan", () => {
  it('reads Due once accepted while the events await an answer, with the event a date follows', () => {
    const base = wedding();
    const waiting = wedding({
      accepted_on: null,
      events: base.events.map((event) => ({
        ...event,
        status: event.booking_id === 3 ? 'declined' : 'pending',
      })),
      plan: [
        instalment({ status: 'not_due', paid: 0, outstanding: 90_000 }),
        balanceAfterWalima(2, { status: 'not_due' }),
      ],
    });
    render(<PlanView wedding={waiting} />);
    const [advance, balance] = rows() as [HTMLElement, HTMLElement];
    expect(cell(advance, 'Status').textContent).toBe('Due once accepted');
    expect(cell(balance, 'Status').textContent).toBe('Due once accepted');
    expect(cell(balance, 'Due').textContent).toBe(
      'Sun, 3 Mar 2030 1 day after Baraat (Walima declined)',
    );
    expect(screen.queryByText('Due today')).toBeNull();
  });

  it('reads the table’s states once an event is accepted', () => {
    render(
      <PlanView
        wedding={wedding({
          plan: [instalment({ status: 'due', paid: 0, outstanding: 90_000 })],
        })}
      />,
    );
    expect(cell(rows()[0]!, 'Status').textContent).toBe('Due today');
    expect(cell(rows()[0]!, 'Due').textContent).toBe('Thu, 10 Jan 2030');
  });
});
