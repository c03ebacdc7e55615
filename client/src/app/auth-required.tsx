import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { FromState } from './guards';

/** What the messages and profile pages show a visitor instead of redirecting (docs/product/README.md#routes-and-guards). */
export function AuthRequired({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const state: FromState = { from: location };
  return (
    <section className="page narrow" aria-labelledby="auth-required-title">
      <h1 id="auth-required-title">
        <Trans>Authentication Required</Trans>
      </h1>
      <p>{i18n._(message)}</p>
      <Link className="button" to={paths.login} state={state}>
        <Trans>Sign In</Trans>
      </Link>
    </section>
  );
}

/** /business/settings for anyone who is not a signed-in owner (docs/product/README.md#routes-and-guards). */
export function SettingsAccessDenied() {
  return (
    <section className="page narrow" aria-labelledby="settings-denied-title">
      <h1 id="settings-denied-title">
        <Trans>Access Denied</Trans>
      </h1>
      <p>
        <Trans>Business settings are only for signed-in business owners.</Trans>
      </p>
      <div className="button-row">
        <Link className="button button-secondary" to={paths.home}>
          <Trans>Go to the homepage</Trans>
        </Link>
        <Link className="button" to={paths.login}>
          <Trans>Sign In</Trans>
        </Link>
      </div>
    </section>
  );
}
