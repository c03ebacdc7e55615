import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function AccessDeniedRoute() {
  return (
    <section className="page narrow" aria-labelledby="denied-title">
      <h1 id="denied-title">Access Denied</h1>
      <p>You don't have permission to access this page.</p>
      <Link className="button" to={paths.home}>
        Go to the homepage
      </Link>
    </section>
  );
}
