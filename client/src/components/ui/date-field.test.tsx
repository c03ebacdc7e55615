import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
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

/**
 * A screen whose date follows an answer still to come while nothing is chosen, as the
 * analytics' From follows the range the server resolves: `arrive` brings the answer.
 */
function Awaiting({ answer }: { answer: Promise<string> }) {
  const [chosen, setChosen] = useState('');
  const [resolved, setResolved] = useState('2026-06-01');
  useEffect(() => {
    void answer.then(setResolved);
  }, [answer]);
  const date = chosen || resolved;
  return (
    <>
      <DateField label="Date" value={date} onChange={(e) => setChosen(e.target.value)} />
      <output>{date}</output>
    </>
  );
}

function later() {
  let arrive = (_: string) => {};
  const answer = new Promise<string>((resolve) => {
    arrive = resolve;
  });
  return { answer, arrive: (date: string) => act(async () => arrive(date)) };
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

  it('keeps a half-typed date when the date it showed changes meanwhile, and takes the rest', async () => {
    const { answer, arrive } = later();
    render(<Awaiting answer={answer} />);
    expect(field().value).toBe('01/06/2026');
    await userEvent.clear(field());
    await userEvent.type(field(), '01/0');
    await arrive('2024-01-01');
    expect(field().value).toBe('01/0');
    await userEvent.type(field(), '1/2025');
    expect(field().value).toBe('01/01/2025');
    expect(kept()).toBe('2025-01-01');
  });

  it('shows a date that comes once a half-typed field is left', async () => {
    const { answer, arrive } = later();
    render(<Awaiting answer={answer} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '01/0');
    fireEvent.blur(field());
    await arrive('2024-01-01');
    expect(field().value).toBe('01/01/2024');
    expect(kept()).toBe('2024-01-01');
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
