// Business settings (docs/product/business-desk.md#business-management: "the layout of the settings page is not shown"): what the
// owner's account and business are, the public profile's address to copy or open, and the
// places where each can be changed. Nothing here pretends to be a setting it is not.
import { personName } from '@baraat/shared/domain/names';
import type { User } from '@baraat/shared/schemas/auth';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailAddress } from '@/components/ui/email-address';
import { link, paths } from '@/config/paths';
import { HoldPeriodForm } from './hold-period-form';

interface BusinessSettingsPanelProps {
  business: MyBusiness;
  user: User;
  /** h2 on its own page, h3 under the desk's Settings tab heading. */
  headingLevel: 2 | 3;
}

export function BusinessSettingsPanel({
  business,
  user,
  headingLevel,
}: BusinessSettingsPanelProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const profilePath = link.vendorProfile(business.slug);
  const profileUrl = `${window.location.origin}${profilePath}`;
  return (
    <div className="settings-panel">
      <section className="settings-card" aria-labelledby="settings-account">
        <Heading id="settings-account">
          <Trans>Account</Trans>
        </Heading>
        <dl className="settings-list">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd translate="no" dir="auto">
            {personName(user)}
          </dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <EmailAddress address={user.email} />
          </dd>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>
            <Trans>Business owner</Trans>
          </dd>
        </dl>
        <Link className="button button-secondary" to={paths.changePassword}>
          <Trans>Change Password</Trans>
        </Link>
      </section>
      <section className="settings-card" aria-labelledby="settings-business">
        <Heading id="settings-business">
          <Trans>Business</Trans>
        </Heading>
        <dl className="settings-list">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd translate="no" dir="auto">
            {business.business_name}
          </dd>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>{i18n._(business.business_type.business_type_name)}</dd>
          <dt>
            <Trans>City</Trans>
          </dt>
          <dd>{i18n._(business.city_name)}</dd>
        </dl>
        <PublicAddress url={profileUrl} path={profilePath} />
        <div className="button-row">
          <Link className="button button-secondary" to={paths.businessEdit}>
            <Trans>Edit Business</Trans>
          </Link>
          <Link className="button button-secondary" to={paths.businessAddMedia}>
            <Trans>Manage Media</Trans>
          </Link>
          <Link className="button button-secondary" to={paths.businessManage}>
            <Trans>Business Management</Trans>
          </Link>
        </div>
      </section>
      <HoldPeriodForm business={business} ownerId={user.user_id} heading={Heading} />
    </div>
  );
}

/** The public profile's address: customers open it from a shared link (the slug never changes). */
function PublicAddress({ url, path }: { url: string; path: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no'>();

  const copy = async () => {
    try {
      // Absent outside a secure context (plain http on a LAN address).
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('no');
    }
  };

  return (
    <div className="field">
      <label htmlFor="public-profile-address">
        <Trans>Public profile address</Trans>
      </label>
      <div className="settings-address">
        <input
          id="public-profile-address"
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </button>
        <a className="button button-secondary" href={path} target="_blank" rel="noopener">
          <Trans>Open</Trans>
        </a>
      </div>
      <p className="field-hint" role="status">
        {copied === 'yes' && t`Link copied.`}
        {copied === 'no' && t`Copying is not available here: the address is selected, copy it.`}
      </p>
    </div>
  );
}
