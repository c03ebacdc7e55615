import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * /deals: the spec's coming-soon screen (docs/product/discovery.md#the-customer-screens), kept until deals are filed as a feature
 * (docs/product/decisions.md#the-decisions-at-a-glance). Vendor offers need a data model of their own first.
 */
export default function DealsRoute() {
  const navigate = useNavigate();
  return (
    <section className="page narrow coming-soon" aria-labelledby="deals-title">
      <h1 id="deals-title">Deals</h1>
      <p>Seasonal offers and package deals from vendors across Pakistan are coming soon.</p>
      <p>
        <strong>75% complete</strong>
      </p>
      <progress max={100} value={75} aria-label="Deals: 75% complete" />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <button type="button" className="button" onClick={() => navigate(paths.home)}>
          Explore Other Features
        </button>
      </div>
    </section>
  );
}
