import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * /deals: the spec's coming-soon screen (docs/product/discovery.md#the-customer-screens), kept until deals are filed as a feature
 * (docs/product/decisions.md#the-decisions-at-a-glance). Vendor offers need a data model of their own first.
 */
export default function DealsRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section className="page narrow coming-soon" aria-labelledby="deals-title">
      <h1 id="deals-title">
        <Trans>Deals</Trans>
      </h1>
      <p>
        <Trans>
          Seasonal offers and package deals from vendors across Pakistan are coming soon.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>75% complete</Trans>
        </strong>
      </p>
      <progress max={100} value={75} aria-label={t`Deals: 75% complete`} />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
          <Trans>Go Back</Trans>
        </button>
        <button type="button" className="button" onClick={() => navigate(paths.home)}>
          <Trans>Explore Other Features</Trans>
        </button>
      </div>
    </section>
  );
}
