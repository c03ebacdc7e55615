import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <section className="page narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link className="button" to={paths.home}>
        <Trans>Go to the homepage</Trans>
      </Link>
    </section>
  );
}
