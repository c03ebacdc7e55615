import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field';

afterEach(cleanup);

/** A form's date as the screens hold it: YYYY-MM-DD, shown beside the field. */
function Form({ start = '' }: { start?: string }) {
  const [date, setDate] = useState(start);
  return (
    <>
      <DateField label="Date" value={date} onChange={(e) => setDate(e.target.value)} />
      <output>{date || 'none'}</output>
      <button type="button" onClick={() => setDate('2027-01-31')}>
        Pick for me
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement;
const kept = () => screen.getByRole('status').textContent;

describe('the date field', () => {
  it('shows its date day first', () => {
    render(<Form start="2026-12-03" />);
    expect(field().value).toBe('03/12/2026');
    expect(field().placeholder).toBe('dd/mm/yyyy');
  });

  it('takes a date typed day first, keeping it as YYYY-MM-DD', async () => {
    render(<Form />);
    await userEvent.type(field(), '0312');
    expect(field().value).toBe('03/12/');
    expect(kept()).toBe('none');
    await userEvent.type(field(), '2026');
    expect(field().value).toBe('03/12/2026');
    expect(kept()).toBe('2026-12-03');
  });

  it('keeps no date while the text is not a real one, and leaves the text alone', async () => {
    render(<Form start="2026-12-03" />);
    await userEvent.clear(field());
    await userEvent.type(field(), '31/02/2026');
    expect(field().value).toBe('31/02/2026');
    expect(kept()).toBe('none');
  });

  it('writes a pasted YYYY-MM-DD day first once the field is left', async () => {
    render(<Form />);
    fireEvent.change(field(), { target: { value: '2026-12-03' } });
    expect(kept()).toBe('2026-12-03');
    fireEvent.blur(field());
    expect(field().value).toBe('03/12/2026');
  });

  it('shows a date set from outside', async () => {
    render(<Form start="2026-12-03" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pick for me' }));
    expect(field().value).toBe('31/01/2027');
  });

  it('takes the date chosen in the browser’s picker', () => {
    const { container } = render(<Form />);
    const picker = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(picker.tabIndex).toBe(-1);
    fireEvent.change(picker, { target: { value: '2026-12-03' } });
    expect(field().value).toBe('03/12/2026');
    expect(kept()).toBe('2026-12-03');
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeTruthy();
  });
});
