import type { DashboardBusiness, DashboardSearchResponse } from '@baraat/shared/schemas/businesses';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
// Client-side rendering of the Search tab over a stubbed fetch: what the tab asks for and
// how it draws answers. The server's search itself is tested in server/src/modules/businesses.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/lib/toasts';
import { SearchTab } from './search-tab';

function offer(package_id: number, package_name: string, price: number): Package {
  return {
    package_id,
    business_id: 7,
    package_name,
    description: '',
    package_desc: '',
    price,
    package_price: price,
    price_basis: 'per_event',
    duration_hours: 4,
    max_guests: 300,
    features: [],
    is_popular: false,
  };
}

function vendor(overrides: Partial<DashboardBusiness> = {}): DashboardBusiness {
  return {
    business_id: 7,
    business_name: 'Lens Studio',
    slug: 'lens-studio',
    address: '12 Mall Road',
    city: 'Lahore',
    business_type: 'Wedding Photography',
    rating: 4.5,
    review_count: 12,
    description: 'Candid wedding photography.',
    thumbnail_url: null,
    services: ['Event Photography', 'Videography', 'Drone Coverage', 'Photo Album', 'Prints'].map(
      (name) => ({ name }),
    ),
    packages: [offer(1, 'Gold', 90000), offer(2, 'Silver', 50000)],
    contact_phone: '0300 1234567',
    contact_email: null,
    is_favorited: false,
    ...overrides,
  };
}

const page = (businesses: DashboardBusiness[], total = businesses.length, pages = 1) =>
  ({
    businesses,
    total_count: total,
    current_page: 1,
    total_pages: pages,
  }) satisfies DashboardSearchResponse;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (request: Request) => Response | Promise<Response>;
let answer: Answer;
const requests: Request[] = [];
const searches = () =>
  requests
    .filter((r) => r.method === 'GET')
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

beforeEach(() => {
  requests.length = 0;
  // jsdom has no fetch: Node's Request needs an absolute URL, as a page's base would give.
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

function renderTab(onBook = vi.fn()) {
  // A fresh cache per test, and no automatic retry: what is tested here is the tab's own
  // Try Again (the retry policy is tested in lib/query-client.test.ts).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SearchTab onBook={onBook} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onBook;
}

describe('dashboard Search tab', () => {
  it('lists every vendor on opening, each with services, starting price and links', async () => {
    answer = () =>
      json(200, page([vendor(), vendor({ business_id: 8, business_name: 'Plain', packages: [] })]));
    renderTab();
    const card = await screen.findByRole('article', { name: 'Lens Studio' });
    expect(searches()).toEqual([{ skip: '0', limit: '20' }]);
    expect(screen.getByText('2 vendors found')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lens Studio' })).toHaveProperty(
      'pathname',
      '/listings/profile/lens-studio',
    );
    expect(within(card).getByText('Wedding Photography · Lahore')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Event Photography', 'Videography', 'Drone Coverage', '+2 more']);
    expect(card.textContent).toMatch(/Starting from Rs\s50,000/);
    const plain = screen.getByRole('article', { name: 'Plain' });
    expect(within(plain).getByText('Price on request')).toBeTruthy();
  });

  it('sends the filters that are set, and stops on a max budget that is not whole', async () => {
    answer = () => json(200, page([vendor()]));
    renderTab();
    await screen.findByRole('article', { name: 'Lens Studio' });
    await userEvent.type(screen.getByLabelText('Search term'), 'studio');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Lahore');
    await userEvent.selectOptions(screen.getByLabelText('Min rating'), '3');
    await userEvent.type(screen.getByLabelText('Max budget (Rs)'), '1500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByText('Max budget must be a whole number of rupees (0 or more)'),
    ).toBeTruthy();
    expect(searches()).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Max budget (Rs)'));
    await userEvent.type(screen.getByLabelText('Max budget (Rs)'), '150000{Enter}');
    await screen.findByRole('article', { name: 'Lens Studio' });
    expect(searches()[1]).toEqual({
      q: 'studio',
      city: 'Lahore',
      min_rating: '3',
      max_price: '150000',
      skip: '0',
      limit: '20',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('article', { name: 'Lens Studio' });
    expect(screen.getByLabelText('Search term')).toHaveProperty('value', '');
    expect(searches().at(-1)).toEqual({ skip: '0', limit: '20' });
  });

  it('asks for the next page', async () => {
    answer = () => json(200, page([vendor()], 45, 3));
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByRole('article', { name: 'Lens Studio' });
    expect(searches().at(-1)).toEqual({ skip: '20', limit: '20' });
  });

  it("shows the server's detail, else the spec's text, and tries again", async () => {
    answer = () => json(500, { detail: 'Search index is rebuilding' });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('Search index is rebuilding');
    answer = () => json(503, {});
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to search businesses');
    answer = () => json(200, page([]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No vendors found/)).toBeTruthy();
    expect(searches()).toHaveLength(3);
  });

  it('marks a favourite at once and takes it back, with a toast, when refused', async () => {
    let refuse: (response: Response) => void = () => undefined;
    answer = (request) =>
      request.method === 'POST'
        ? new Promise<Response>((resolve) => {
            refuse = resolve;
          })
        : json(200, page([vendor()]));
    renderTab();
    const heart = await screen.findByRole('button', { name: 'Favorite Lens Studio' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/customer/favorites');
    expect(await post.clone().json()).toEqual({ business_id: 7 });

    refuse(json(500, {}));
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(useToastStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'Failed to add to favorites'],
    ]);
  });

  it('removes a saved favourite by its business id', async () => {
    answer = (request) =>
      request.method === 'DELETE'
        ? json(200, { business_id: 7, is_favorite: false })
        : json(200, page([vendor({ is_favorited: true })]));
    renderTab();
    const heart = await screen.findByRole('button', { name: 'Favorite Lens Studio' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    await vi.waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('false'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    const removal = requests.find((r) => r.method === 'DELETE')!;
    expect(new URL(removal.url).pathname).toBe('/api/customer/favorites/7');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('hands the chosen vendor to onBook', async () => {
    answer = () => json(200, page([vendor()]));
    const onBook = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Book Lens Studio' }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ business_id: 7 }));
  });
});
