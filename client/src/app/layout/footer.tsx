import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const LINKS = [
  { label: msg`About Us`, to: paths.aboutUs },
  { label: msg`Contact Us`, to: paths.contactUs },
  { label: msg`FAQ`, to: paths.faq },
  { label: msg`Privacy Policy`, to: paths.privacyPolicy },
  { label: msg`Terms & Conditions`, to: paths.termsConditions },
  { label: msg`Site Map`, to: paths.siteMap },
];

export function Footer() {
  const { t, i18n } = useLingui();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Footer`}>
        {LINKS.map((item) => (
          <Link key={item.to} to={item.to}>
            {i18n._(item.label)}
          </Link>
        ))}
      </nav>
      <p className="muted">
        © <bdi>{new Date().getFullYear()}</bdi> <Trans>Baraat — wedding vendors of Pakistan.</Trans>
      </p>
    </footer>
  );
}
