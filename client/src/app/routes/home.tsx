import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  { type: 'Marriage Marquee', label: msg`Marquees & Venues`, count: '120+' },
  { type: 'Wedding Photography', label: msg`Photography`, count: '80+' },
  { type: 'Catering Service', label: msg`Catering`, count: '90+' },
  { type: 'Beauty Salon', label: msg`Bridal Makeup`, count: '70+' },
  { type: 'Decoration Services', label: msg`Decoration`, count: '60+' },
  { type: 'Car Rental', label: msg`Car Rental`, count: '50+' },
  { type: 'Music & DJ', label: msg`Music & DJ`, count: '50+' },
  { type: 'Bridal Dress', label: msg`Bridal Dresses`, count: '60+' },
];

const STEPS: [key: string, title: MessageDescriptor, text: MessageDescriptor][] = [
  ['search', msg`Search`, msg`Find vendors by type, city and name, with prices and real reviews.`],
  ['compare', msg`Compare`, msg`Put packages and vendors side by side before you decide.`],
  ['book', msg`Book`, msg`Pick an open date and time and send your booking request.`],
];

export default function HomeRoute() {
  const { t, i18n } = useLingui();
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
          <h1 id="home-title">
            <Trans>Find your perfect wedding vendors</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Marquees, photographers, caterers, salons and more across Pakistan. Verified vendors,
              genuine reviews, and replies within 24 hours.
            </Trans>
          </p>
          <form className="hero-search" onSubmit={submit} aria-label={t`Find vendors`}>
            <SearchFields values={values} onChange={setValues} />
            <button type="submit" className="button">
              <Trans>Search</Trans>
            </button>
          </form>
          <div className="button-row">
            <Link className="button button-secondary" to={paths.listings}>
              <Trans>Browse All Vendors</Trans>
            </Link>
            <Link className="button button-secondary" to={paths.businessSignup}>
              <Trans>Register as Business</Trans>
            </Link>
          </div>
        </div>
      </section>

      <section className="page" aria-labelledby="categories-title">
        <h2 id="categories-title">
          <Trans>Browse by category</Trans>
        </h2>
        <ul className="category-grid">
          {CATEGORIES.map((category) => {
            const count = category.count;
            return (
              <li key={category.type}>
                <Link
                  className="category-tile"
                  to={`${paths.listings}?${new URLSearchParams({ type: category.type })}`}
                >
                  <strong>{i18n._(category.label)}</strong>
                  <span className="muted">{t`${count} vendors`}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="page" aria-labelledby="why-title">
        <h2 id="why-title">
          <Trans>Why couples choose Baraat</Trans>
        </h2>
        <ul className="feature-list">
          <li>
            <Trans>Verified vendors and genuine reviews from real bookings.</Trans>
          </li>
          <li>
            <Trans>Compare up to 3 vendors at once, and packages side by side.</Trans>
          </li>
          <li>
            <Trans>More than 10,000 couples served, with a small service fee on bookings.</Trans>
          </li>
          <li>
            <Trans>Peak wedding season is November to February: book 3 to 6 months ahead.</Trans>
          </li>
        </ul>
      </section>

      <section className="page" aria-labelledby="how-title">
        <h2 id="how-title">
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps">
          {STEPS.map(([key, title, text]) => (
            <li key={key}>
              <strong>{i18n._(title)}</strong>
              <p className="muted">{i18n._(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page compare-band" aria-labelledby="compare-title">
        <h2 id="compare-title">
          <Trans>Not sure which vendor?</Trans>
        </h2>
        <p>
          <Trans>Compare prices, packages, ratings and availability side by side.</Trans>
        </p>
        <Link className="button" to={paths.compareVendors}>
          <Trans>Start Comparing</Trans>
        </Link>
      </section>
    </>
  );
}
