// The Payments tab's lists of what is due, over a stubbed fetch: the rows with their wedding
// link, amounts and status, the empty texts, and a failed load's retry.
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { InstalmentsDue as Due } from '@baraat/shared/schemas/wedding-answers';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { renderWithQueries } from '@/lib/test-render';
import { InstalmentsDue } from './instalments-due';

const due: Due = {
  today: '2026-11-26',
  overdue: [
    {
      wedding_id: 12,
      title: "Ayesha & Bilal's wedding",
      customer_name: 'Ayesha Khan',
      item_id: 31,
      label: 'Advance',
      due_on: '2026-11-20',
      amount: 210_000,
      outstanding: 160_000,
      status: 'overdue',
    },
  ],
  due_this_week: [],
  overdue_total: 160_000,
  due_this_week_total: 0,
};

let answers: Response[] = [];
const json = jsonAnswer;

beforeEach(() =>
  stubFetch((request) => {
    expect(new URL(request.url).pathname).toBe('/api/business/instalments');
    return answers.shift() ?? json(due);
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = renderWithQueries;

describe('instalments due', () => {
  it('lists the overdue instalment with its wedding, amounts and status, and says when none is due', async () => {
    show(<InstalmentsDue ownerId={7} />);
    expect(screen.getByRole('status').textContent).toContain('Loading instalments');
    const overdue = await screen.findByRole('region', { name: 'Instalments overdue' });
    const row = within(overdue).getByRole('row', { name: /Advance/ });
    expect(
      within(row).getByRole('link', { name: "Ayesha & Bilal's wedding" }).getAttribute('href'),
    ).toBe('/business/weddings/12');
    expect(row.textContent).toContain('Ayesha Khan');
    expect(row.textContent).toContain(`${formatPkr(160_000)} of ${formatPkr(210_000)}`);
    expect(row.textContent).toContain('Overdue');
    expect(row.textContent).toContain(formatDate('2026-11-20', { dense: true }));
    expect(overdue.textContent).toContain(`Total ${formatPkr(160_000)}`);
    const week = screen.getByRole('region', { name: 'Due this week' });
    expect(week.textContent).toContain('Nothing due this week.');
    expect(within(week).queryByRole('table')).toBeNull();
  });

  it('says so when the lists fail to load, and loads them again on Try Again', async () => {
    answers = [json({ detail: 'Business access required' }, 403)];
    show(<InstalmentsDue ownerId={7} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Business access required');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Instalments overdue' })).toBeDefined();
  });
});
