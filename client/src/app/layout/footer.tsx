import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const LINKS = [
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'FAQ', to: paths.faq },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms & Conditions', to: paths.termsConditions },
  { label: 'Site Map', to: paths.siteMap },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        {LINKS.map((item) => (
          <Link key={item.to} to={item.to}>
            {item.label}
          </Link>
        ))}
      </nav>
      <p className="muted">© {new Date().getFullYear()} Baraat — wedding vendors of Pakistan.</p>
    </footer>
  );
}
