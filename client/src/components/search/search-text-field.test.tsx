import 'fake-indexeddb/auto';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { database } from '@/lib/db';
import { SearchTextField } from './search-text-field';

afterEach(cleanup);

beforeEach(async () => {
  const db = await database();
  await db.vendorCards.clear();
  await db.vendorCards.bulkPut(
    ['Shalimar Marquee', 'Royal Lens'].map((name, i) => ({
      business_id: i + 1,
      business_name: name,
      saved_at: 1,
    })) as (ListingCard & { saved_at: number })[],
  );
});

/** A search form as the listings have one: what it searched for shows below it. */
function SearchForm() {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched((list) => [...list, text]);
  };
  return (
    <form onSubmit={submit}>
      <SearchTextField label="Vendor name" value={text} onChange={setText} />
      <output>{searched.join(' | ') || 'nothing'}</output>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Vendor name' }) as HTMLInputElement;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const searched = () => screen.getByRole('status').textContent;
const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the search box suggests as the visitor types', () => {
  it('lists types, cities and saved vendor names as a listbox the combobox controls', async () => {
    render(<SearchForm />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(box(), 'sha');
    await waitFor(() =>
      expect(options()).toEqual(['Shadi hallType', 'Shadi cardType', 'Shalimar MarqueeVendor']),
    );
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(live()).toBe('3 suggestions');
  });

  it('moves through the list with the arrow keys and searches the one chosen on Enter', async () => {
    render(<SearchForm />);
    await userEvent.type(box(), 'sha');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = screen.getAllByRole('option')[1]!;
    expect(box().getAttribute('aria-activedescendant')).toBe(chosen.id);
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(searched()).toBe('Shadi card');
    expect(box().value).toBe('Shadi card');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(live()).toBe('');
  });

  it('searches the text as typed on Enter when no suggestion is chosen', async () => {
    render(<SearchForm />);
    await userEvent.type(box(), 'sha{Enter}');
    expect(searched()).toBe('sha');
  });

  it('closes on Escape, keeping the text, and opens again on ArrowDown', async () => {
    render(<SearchForm />);
    await userEvent.type(box(), 'roy');
    await waitFor(() => expect(options()).toEqual(['Royal LensVendor']));
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('roy');
    expect(options()).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
  });

  it('takes a suggestion clicked, completing the words typed, and searches it', async () => {
    render(<SearchForm />);
    await userEvent.type(box(), 'shadi hall la');
    await waitFor(() => expect(options()).toEqual(['LahoreCity']));
    await userEvent.click(screen.getByRole('option', { name: /Lahore/ }));
    expect(searched()).toBe('shadi hall Lahore');
    expect(document.activeElement).toBe(box());
  });

  it('answers Urdu script in Urdu from the first letter', async () => {
    render(<SearchForm />);
    await userEvent.type(box(), 'لا');
    await waitFor(() => expect(options()).toEqual(['لاہورCity']));
    expect(live()).toBe('1 suggestion');
  });
});
