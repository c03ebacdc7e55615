import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** An honest panel for a screen that a later step of the build delivers. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <section className="page coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>{description}</p>
      <p className="muted">This screen is not built yet.</p>
      <Link className="button button-secondary" to={paths.home}>
        Go to the homepage
      </Link>
    </section>
  );
}
