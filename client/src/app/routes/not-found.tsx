import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <section className="page narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button" to={paths.home}>
        Go to the homepage
      </Link>
    </section>
  );
}
