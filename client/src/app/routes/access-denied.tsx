import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function AccessDeniedRoute() {
  return (
    <section className="page narrow" aria-labelledby="denied-title">
      <h1 id="denied-title">
        <Trans>Access Denied</Trans>
      </h1>
      <p>
        <Trans>You don't have permission to access this page.</Trans>
      </p>
      <Link className="button" to={paths.home}>
        <Trans>Go to the homepage</Trans>
      </Link>
    </section>
  );
}
