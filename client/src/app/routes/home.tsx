import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  SearchFields,
  type SearchValues,
  searchParamsOf,
} from '@/features/listings/components/search-fields';

// Category tiles with fixed counts (the spec's marketing copy, not data: docs/product/texts.md#marketing-copy).
const CATEGORIES = [
  { type: 'Marriage Marquee', label: 'Marquees & Venues', count: '120+' },
  { type: 'Wedding Photography', label: 'Photography', count: '80+' },
  { type: 'Catering Service', label: 'Catering', count: '90+' },
  { type: 'Beauty Salon', label: 'Bridal Makeup', count: '70+' },
  { type: 'Decoration Services', label: 'Decoration', count: '60+' },
  { type: 'Car Rental', label: 'Car Rental', count: '50+' },
  { type: 'Music & DJ', label: 'Music & DJ', count: '50+' },
  { type: 'Bridal Dress', label: 'Bridal Dresses', count: '60+' },
];

const STEPS = [
  ['Search', 'Find vendors by type, city and name, with prices and real reviews.'],
  ['Compare', 'Put packages and vendors side by side before you decide.'],
  ['Book', 'Pick an open date and time and send your booking request.'],
];

export default function HomeRoute() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchValues>({ type: '', city: '', text: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = searchParamsOf(values).toString();
    navigate(query ? `${paths.listings}?${query}` : paths.listings);
  };

  return (
    <>
      <section className="hero-band" aria-labelledby="home-title">
        <div className="page">
          <h1 id="home-title">Find your perfect wedding vendors</h1>
          <p className="lead">
            Marquees, photographers, caterers, salons and more across Pakistan. Verified vendors,
            genuine reviews, and replies within 24 hours.
          </p>
          <form className="hero-search" onSubmit={submit} aria-label="Find vendors">
            <SearchFields values={values} onChange={setValues} />
            <button type="submit" className="button">
              Search
            </button>
          </form>
          <div className="button-row">
            <Link className="button button-secondary" to={paths.listings}>
              Browse All Vendors
            </Link>
            <Link className="button button-secondary" to={paths.businessSignup}>
              Register as Business
            </Link>
          </div>
        </div>
      </section>

      <section className="page" aria-labelledby="categories-title">
        <h2 id="categories-title">Browse by category</h2>
        <ul className="category-grid">
          {CATEGORIES.map((category) => (
            <li key={category.type}>
              <Link
                className="category-tile"
                to={`${paths.listings}?${new URLSearchParams({ type: category.type })}`}
              >
                <strong>{category.label}</strong>
                <span className="muted">{category.count} vendors</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="page" aria-labelledby="why-title">
        <h2 id="why-title">Why couples choose Baraat</h2>
        <ul className="feature-list">
          <li>Verified vendors and genuine reviews from real bookings.</li>
          <li>Compare up to 3 vendors at once, and packages side by side.</li>
          <li>More than 10,000 couples served, with a small service fee on bookings.</li>
          <li>Peak wedding season is November to February: book 3 to 6 months ahead.</li>
        </ul>
      </section>

      <section className="page" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p className="muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page compare-band" aria-labelledby="compare-title">
        <h2 id="compare-title">Not sure which vendor?</h2>
        <p>Compare prices, packages, ratings and availability side by side.</p>
        <Link className="button" to={paths.compareVendors}>
          Start Comparing
        </Link>
      </section>
    </>
  );
}
