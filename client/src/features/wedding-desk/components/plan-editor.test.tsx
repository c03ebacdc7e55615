// The plan editor's live check (docs/product/weddings.md#the-payment-plan): each row's amount
// and due date as typed, the planned sum against the total, the shared texts of a plan that
// cannot be saved, and Save disabled with the reason until it can.
import { formatPkr } from '@baraat/shared/domain/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceAfterWalima, instalment, wedding } from '../test-wedding';
import { PlanEditor } from './plan-editor';

afterEach(cleanup);

const show = (save = vi.fn().mockResolvedValue(undefined), shown = wedding()) => {
  const onDone = vi.fn();
  render(<PlanEditor wedding={shown} save={save} onDone={onDone} />);
  return { save, onDone };
};

const row = (number: number) => screen.getByRole('group', { name: `Instalment ${number}` });
const saveButton = () => screen.getByRole('button', { name: /Save plan/ });
/** Planned, Wedding total and Not in the plan, as shown. */
const figures = () =>
  ['Planned', 'Wedding total', 'Not in the plan'].map(
    (term) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent,
  );

describe('plan editor', () => {
  it('starts a wedding without a plan on the default plan, worked out against its events', () => {
    show();
    expect(within(row(1)).getByText('Rs 90,000 · due Thu, 10 Jan 2030')).toBeTruthy();
    // 7 days before the first event (1 Mar), then the day after the last (3 Mar).
    expect(within(row(2)).getByText('Rs 120,000 · due Fri, 22 Feb 2030')).toBeTruthy();
    expect(within(row(3)).getByText('Rs 90,000 · due Mon, 4 Mar 2030')).toBeTruthy();
    // The remainder is planned too: nothing is left out of the total.
    expect(figures()).toEqual([300_000, 300_000, 0].map(formatPkr));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('has Planned and Not in the plan add up to the total, with or without a remainder', async () => {
    show();
    await userEvent.click(within(row(3)).getByRole('button', { name: 'Remove instalment 3' }));
    expect(figures()).toEqual([210_000, 300_000, 90_000].map(formatPkr));
    await userEvent.selectOptions(
      within(row(2)).getByRole('combobox', { name: 'Basis' }),
      'remainder',
    );
    expect(within(row(2)).getByText(/^Rs 210,000 · due/)).toBeTruthy();
    expect(figures()).toEqual([300_000, 300_000, 0].map(formatPkr));
  });

  it('says what is wrong as it is typed and keeps Save disabled with the reason', async () => {
    const { save } = show();
    const percent = within(row(2)).getByRole('textbox', { name: /Percent/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '80');
    expect(within(row(2)).getByText(/^Rs 240,000/)).toBeTruthy();
    expect(screen.getAllByText(/The percentages add up to more than 100%/).length).toBeGreaterThan(
      0,
    );
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Cannot save yet: The percentages add up to more than 100%'),
    ).toBeTruthy();

    await userEvent.clear(percent);
    await userEvent.type(percent, '40');
    await userEvent.selectOptions(
      within(row(1)).getByRole('combobox', { name: 'Basis' }),
      'remainder',
    );
    expect(
      screen.getByText('Cannot save yet: Only one instalment can be the remainder'),
    ).toBeTruthy();

    await userEvent.selectOptions(within(row(1)).getByRole('combobox', { name: 'Basis' }), 'fixed');
    await userEvent.type(within(row(1)).getByRole('textbox', { name: /Amount/ }), '250000');
    expect(
      screen.getByText(
        "Cannot save yet: The instalments come to Rs 370,000, more than the wedding's total of Rs 300,000",
      ),
    ).toBeTruthy();

    await userEvent.clear(within(row(1)).getByRole('textbox', { name: /Amount/ }));
    expect(within(row(1)).getByText('Amount is required')).toBeTruthy();
    await userEvent.clear(within(row(1)).getByRole('textbox', { name: 'Label' }));
    expect(within(row(1)).getByText('Label is required')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(saveButton());
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a plan of 50% and the remainder, with the days before an event it names', async () => {
    const { save, onDone } = show();
    await userEvent.click(within(row(3)).getByRole('button', { name: 'Remove instalment 3' }));
    const percent = within(row(1)).getByRole('textbox', { name: /Percent/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '50');
    await userEvent.selectOptions(
      within(row(2)).getByRole('combobox', { name: 'Basis' }),
      'remainder',
    );
    await userEvent.clear(within(row(2)).getByRole('textbox', { name: 'Days' }));
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'Days' }), '2');
    expect(within(row(2)).getByText('Rs 150,000 · due Wed, 27 Feb 2030')).toBeTruthy();
    // 200 days before the mehndi is before the booking day: due on the booking day instead.
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'Days' }), '00');
    expect(within(row(2)).getByText('Rs 150,000 · due Thu, 10 Jan 2030')).toBeTruthy();
    await userEvent.clear(within(row(2)).getByRole('textbox', { name: 'Days' }));
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'Days' }), '2');
    const notPlanned = screen.getByText('Not in the plan').nextElementSibling!;
    expect(notPlanned.textContent).toBe(formatPkr(0));
    await userEvent.click(saveButton());
    expect(save).toHaveBeenCalledWith({
      items: [
        expect.objectContaining({
          label: 'Advance',
          basis: 'percent',
          percent: '50',
          due_on: '2030-01-10',
        }),
        expect.objectContaining({ basis: 'remainder', before_event_id: '1', days: '2' }),
      ],
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('reorders, adds and brings back the default plan; a saved plan keeps its instalment ids', async () => {
    const saved = wedding({
      plan: [
        instalment({
          item_id: 7,
          label: 'Advance',
          basis: 'fixed',
          amount_given: 50_000,
          percent: null,
        }),
        balanceAfterWalima(3),
      ],
    });
    const { save } = show(undefined, saved);
    expect(within(row(1)).getByRole('textbox', { name: 'Label' })).toHaveProperty(
      'value',
      'Advance',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move instalment 1 down' }));
    expect(within(row(1)).getByRole('textbox', { name: 'Label' })).toHaveProperty(
      'value',
      'Balance',
    );
    await userEvent.click(saveButton());
    expect(save.mock.calls[0]![0].items.map((item: { item_id?: number }) => item.item_id)).toEqual([
      8, 7,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Add instalment' }));
    expect(screen.getAllByRole('group', { name: /^Instalment/ })).toHaveLength(3);
    expect(within(row(3)).getByText('Label is required')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use the default plan' }));
    expect(within(row(2)).getByRole('textbox', { name: 'Label' })).toHaveProperty(
      'value',
      'Before the first event',
    );
  });

  it('shows a date whose event was declined following the last event counting, and keeps it chosen', async () => {
    const base = wedding();
    const declined = wedding({
      events: base.events.map((event) =>
        event.booking_id === 3 ? { ...event, status: 'declined' } : event,
      ),
      plan: [instalment({ item_id: 7 }), balanceAfterWalima(2)],
    });
    show(undefined, declined);
    expect(
      within(row(2)).getByText(
        'Rs 140,000 · due Sun, 3 Mar 2030 · 1 day after Baraat (Walima declined)',
      ),
    ).toBeTruthy();
    const after = within(row(2)).getByRole('combobox', { name: 'After' }) as HTMLSelectElement;
    expect(after.value).toBe('3');
    expect(after.selectedOptions[0]!.textContent).toBe('Walima · Sun, 3 Mar 2030 (Declined)');
    // Chosen again on a counted event, the date is its own.
    await userEvent.selectOptions(after, '2');
    expect(within(row(2)).getByText('Rs 140,000 · due Sun, 3 Mar 2030')).toBeTruthy();
    expect(within(after).queryByText(/Walima/)).toBeNull();
  });
});
