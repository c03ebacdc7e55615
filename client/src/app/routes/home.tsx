import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The home page's first form: what Baraat is and where to start. Discovery comes next. */
export default function HomeRoute() {
  return (
    <section className="page hero" aria-labelledby="home-title">
      <h1 id="home-title">Find your perfect wedding vendors</h1>
      <p className="lead">
        Marquees, photographers, caterers, salons and more across Pakistan — compare, book and
        message them in one place.
      </p>
      <div className="button-row">
        <Link className="button" to={paths.listings}>
          Browse All Vendors
        </Link>
        <Link className="button button-secondary" to={paths.businessSignup}>
          Register as Business
        </Link>
      </div>
      <p className="muted">Vendor search and profiles are being built and will appear here.</p>
    </section>
  );
}
